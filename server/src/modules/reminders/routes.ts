import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDoc } from '../../http/route-doc';
import { translator } from '../../i18n';
import { turnOffEmailReminders } from '../preferences/service';
import { unsubscribePage } from './page';
import { findUnsubscribingMember } from './service';

type TokenRequest = { Querystring: { token?: string } };

const tokenParam = {
  token: { description: 'The signed token of the e-mailed link (`List-Unsubscribe`)' },
};

/** The same page under two paths: the e-mail's link, and the API path mail clients may open. */
const confirmDoc = (operationId: string): RouteDoc => ({
  operationId,
  tag: 'reminders',
  summary:
    'The page a reminder e-mail links to: asks to confirm with a POST button (GET only asks, so mail scanners unsubscribe nobody)',
  query: { params: { token: { ...tokenParam.token, required: true } } },
  responses: {
    200: { description: 'The confirmation page', html: true },
    404: {
      description: 'A page saying the link is not valid (forged, malformed, or the account is gone)',
      html: true,
    },
  },
});

const unsubscribeDoc: RouteDoc = {
  operationId: 'unsubscribeFromReminders',
  tag: 'reminders',
  summary:
    'Turns e-mail reminders off. RFC 8058 one-click: `?token=` with the body List-Unsubscribe=One-Click, or the confirmation form (`token` field). No session or CSRF token: the token authenticates',
  query: { params: tokenParam },
  otherBody: {
    mediaType: 'application/x-www-form-urlencoded',
    schema: {
      type: 'object',
      properties: {
        'List-Unsubscribe': { const: 'One-Click', description: 'RFC 8058, with `?token=`' },
        token: { type: 'string', description: "The confirmation form's token" },
      },
    },
  },
  responses: {
    200: { description: 'A page saying e-mail reminders are off', html: true },
    404: { description: 'A page saying the link is not valid', html: true },
  },
};

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

  app.get<TokenRequest>(
    '/reminders/unsubscribe',
    { config: { openapi: confirmDoc('getUnsubscribePage') } },
    confirm,
  );
  app.get<TokenRequest>(
    '/api/reminders/unsubscribe',
    { config: { openapi: confirmDoc('getApiUnsubscribePage') } },
    confirm,
  );

  app.post<TokenRequest>(
    '/api/reminders/unsubscribe',
    {
      config: {
        tokenAuthenticated: true,
        openapi: unsubscribeDoc,
      },
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
