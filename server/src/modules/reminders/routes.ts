import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../../db/schema';
import { translator } from '../../i18n';
import { turnOffEmailReminders } from '../preferences/service';
import { unsubscribeKey } from '../push/config';
import { unsubscribePage } from './page';
import { verifyUnsubscribeToken } from './tokens';

type TokenRequest = { Querystring: { token?: string } };

export async function reminderRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /** The member the token was signed for (null: forged, malformed, or the account is gone). */
  async function memberOf(token: unknown) {
    const slug = verifyUnsubscribeToken(await unsubscribeKey(db), token);
    if (!slug) return null;
    const [user] = await db
      .select({ id: users.id, locale: users.locale })
      .from(users)
      .where(eq(users.slug, slug));
    return user ?? null;
  }

  function sendPage(reply: FastifyReply, status: number, html: string) {
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  function invalid(request: FastifyRequest, reply: FastifyReply) {
    const locale = request.locale;
    const t = translator(locale);
    return sendPage(
      reply,
      404,
      unsubscribePage(t, locale, {
        title: t('server:reminders.unsubscribe.invalid_title'),
        text: t('server:reminders.unsubscribe.invalid'),
      }),
    );
  }

  /** GET only asks: mail scanners that open links must not unsubscribe anybody. */
  async function confirm(request: FastifyRequest<TokenRequest>, reply: FastifyReply) {
    const member = await memberOf(request.query.token);
    if (!member) return invalid(request, reply);
    const t = translator(member.locale);
    return sendPage(
      reply,
      200,
      unsubscribePage(t, member.locale, {
        title: t('server:reminders.unsubscribe.title'),
        text: t('server:reminders.unsubscribe.question'),
        token: request.query.token,
        button: t('server:reminders.unsubscribe.button'),
      }),
    );
  }

  const confirmDoc = {
    openapi: {
      tag: 'reminders',
      summary:
        'The page a reminder e-mail links to: asks to confirm with a POST button (HTML; 404 page for a forged token)',
      responses: { 200: 'text/html confirmation page', 404: 'text/html: the link is not valid' },
    },
  };
  app.get<TokenRequest>('/reminders/unsubscribe', { config: confirmDoc }, confirm);
  app.get<TokenRequest>('/api/reminders/unsubscribe', { config: confirmDoc }, confirm);

  app.post<TokenRequest>(
    '/api/reminders/unsubscribe',
    {
      config: {
        tokenAuthenticated: true,
        openapi: {
          tag: 'reminders',
          summary:
            'Turns e-mail reminders off. RFC 8058 one-click: `?token=` with the body List-Unsubscribe=One-Click, or the confirmation form (`token` field). No session or CSRF token: the token authenticates',
          responses: { 200: 'text/html: done', 404: 'text/html: the link is not valid' },
        },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const member = await memberOf(request.query.token ?? body.token);
      if (!member) return invalid(request, reply);
      await turnOffEmailReminders(db, member.id);
      const t = translator(member.locale);
      return sendPage(
        reply,
        200,
        unsubscribePage(t, member.locale, {
          title: t('server:reminders.unsubscribe.done_title'),
          text: t('server:reminders.unsubscribe.done'),
        }),
      );
    },
  );
}
