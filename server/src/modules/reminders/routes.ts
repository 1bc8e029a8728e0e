import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, notFound } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, readResource } from '../../http/jsonapi';
import { translator } from '../../i18n';
import { turnOffEmailReminders } from '../preferences/service';
import type { TokenRequest } from './contract';
import * as contract from './contract';
import { snoozePage, snoozeWords, unsubscribePage } from './page';
import { scanReminders } from './scan';
import { findUnsubscribingMember } from './service';
import { applySnooze, previewSnooze } from './snooze';

/** The machine itself, as the socket says (the development scan route only). */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

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

  // "Remind me later" (issue 32 §4; docs/reminders.md). GET only shows what the button will do:
  // mail scanners open links, and must neither snooze nor use up the single-use token.
  app.get<TokenRequest>('/reminders/snooze', contract.getSnoozePage, async (request, reply) => {
    const page = snoozePage(await previewSnooze(db, request.query.token, new Date()), request.locale);
    return sendPage(reply, page.status, page.html);
  });

  app.post(
    '/api/reminders/snooze',
    { config: { ...contract.snoozeReminders.config, tokenAuthenticated: true } },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const page = snoozePage(await applySnooze(db, body.token, new Date()), request.locale);
      return sendPage(reply, page.status, page.html);
    },
  );

  app.post(
    '/api/reminder_snoozes',
    { config: { ...contract.createReminderSnooze.config, tokenAuthenticated: true } },
    async (request, reply) => {
      const input = readResource(request, { type: 'reminder_snoozes', schema: contract.snoozeAttributes });
      const outcome = await applySnooze(db, input.token, new Date());
      if (outcome.status === 'invalid') {
        throw new ApiError(404, 'invalid_token', 'server:remind_later.page.invalid');
      }
      if (outcome.status === 'used')
        throw new ApiError(410, 'snooze_link_used', 'server:remind_later.page.used');
      if (outcome.status === 'expired') {
        throw new ApiError(410, 'snooze_link_expired', 'server:remind_later.page.expired');
      }
      const words = snoozeWords(translator(outcome.locale), outcome);
      return reply
        .header('cache-control', 'no-store')
        .type(JSONAPI_MEDIA_TYPE)
        .send({ meta: { answer: outcome.answer, title: words.title, message: words.text } });
    },
  );

  // The browser tests remind a member now instead of waiting for the five-minute job.
  if (app.ctx.env.NODE_ENV !== 'production') {
    app.post('/dev/reminders/scan', contract.runReminderScan, async (request, reply) => {
      if (!LOOPBACK.has(request.raw.socket.remoteAddress ?? '')) throw notFound();
      const result = await scanReminders(app.ctx);
      return reply.type(JSONAPI_MEDIA_TYPE).send({ meta: result });
    });
  }
}
