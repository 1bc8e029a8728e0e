import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translator } from '../../i18n';
import { turnOffEmailReminders } from '../preferences/service';
import type { TokenRequest } from './contract';
import * as contract from './contract';
import { unsubscribePage } from './page';
import { findUnsubscribingMember } from './service';

export async function reminderRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

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
    const member = await findUnsubscribingMember(db, request.query.token);
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

  app.get<TokenRequest>('/reminders/unsubscribe', contract.getUnsubscribePage, confirm);
  app.get<TokenRequest>('/api/reminders/unsubscribe', contract.getApiUnsubscribePage, confirm);

  app.post<TokenRequest>(
    '/api/reminders/unsubscribe',
    {
      config: { ...contract.unsubscribeFromReminders.config, tokenAuthenticated: true },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const member = await findUnsubscribingMember(db, request.query.token ?? body.token);
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
