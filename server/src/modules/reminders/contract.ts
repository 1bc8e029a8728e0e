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
