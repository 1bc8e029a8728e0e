import { metaDocument } from '@evenkeel/common';
import { z } from 'zod';
import { routeDocs } from '../../http/route-doc';

/**
 * The reminder routes' contracts (http/route-doc.ts says what each part drives): no session,
 * the e-mailed link's token authenticates.
 */
const doc = routeDocs('reminders', { signedIn: false });

export type TokenRequest = { Querystring: { token?: string } };

const tokenParam = {
  token: { description: 'The signed token of the e-mailed link (`List-Unsubscribe`)' },
};

/** The same page under two paths: the e-mail's link, and the API path mail clients may open. */
const confirmDoc = (operationId: string) =>
  doc({
    operationId,
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

export const getUnsubscribePage = confirmDoc('getUnsubscribePage');

export const getApiUnsubscribePage = confirmDoc('getApiUnsubscribePage');

export const unsubscribeFromReminders = doc({
  operationId: 'unsubscribeFromReminders',
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
});

const snoozeTokenParam = {
  token: {
    description: 'The signed single-use token of a reminder\'s "remind me later" link',
    required: true,
  },
};

export const getSnoozePage = doc({
  operationId: 'getSnoozePage',
  summary:
    'The page a reminder\'s "Remind me tomorrow" or "Not this week" link opens: says what it will do, with a POST button (GET only asks, so mail scanners snooze nobody)',
  query: { params: snoozeTokenParam },
  responses: {
    200: { description: "The confirmation page, in the member's language", html: true },
    404: {
      description: 'A page saying the link is not valid (forged, malformed, or the account is gone)',
      html: true,
    },
    410: {
      description: 'A page saying the link was already used, or has expired (its week is over)',
      html: true,
    },
  },
});

export const snoozeReminders = doc({
  operationId: 'snoozeReminders',
  summary:
    "Acts on a \"remind me later\" link once (the confirmation form's `token`): `tomorrow` gives one more reminder tomorrow at the reminder's hour in the member's time zone, `week` stops reminders for the link's week. No session or CSRF token: the token authenticates",
  otherBody: {
    mediaType: 'application/x-www-form-urlencoded',
    schema: {
      type: 'object',
      required: ['token'],
      properties: { token: { type: 'string', description: "The confirmation form's token" } },
    },
  },
  responses: {
    200: {
      description: 'A page saying what was done ("We\'ll remind you tomorrow at about 18:00")',
      html: true,
    },
    404: { description: 'A page saying the link is not valid', html: true },
    410: { description: 'A page saying the link was already used, or has expired', html: true },
  },
});

/** The push's actions (web/public/sw.js) post the token the push carried. */
export const snoozeAttributes = z.object({ token: z.string().max(300) }).strict();

export const createReminderSnooze = doc({
  operationId: 'createReminderSnooze',
  summary:
    'The same as the form, for a push notification\'s "Remind me tomorrow" / "Not this week" actions: the token the push carried. Answers the words to show, in the member\'s language. No session or CSRF token: the token authenticates',
  body: { type: 'reminder_snoozes', attributes: snoozeAttributes },
  responses: {
    200: {
      description: 'Done: `meta.title` and `meta.message` say what (the push shows them)',
      document: metaDocument(
        z.object({
          answer: z.enum(['tomorrow', 'week', 'week_ends', 'checkup_done']),
          title: z.string(),
          message: z.string(),
        }),
      ),
    },
    404: 'The token is not valid (`invalid_token`)',
    409: '`data.type` is not reminder_snoozes',
    410: 'The token was already used (`snooze_link_used`) or has expired (`snooze_link_expired`)',
  },
});

export const runReminderScan = routeDocs('development', { signedIn: false })({
  operationId: 'runReminderScan',
  summary:
    'Development only, from the machine itself: runs the reminder scan now (the browser tests use it instead of waiting for the five-minute job)',
  responses: {
    200: {
      description: 'How many members were reminded and what was queued',
      document: metaDocument(
        z.object({ claimed: z.number().int(), emails: z.number().int(), pushes: z.number().int() }),
      ),
    },
    404: 'Production, or asked from another machine',
  },
});
