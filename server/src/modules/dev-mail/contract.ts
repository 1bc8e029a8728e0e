import { routeDocs } from '../../http/route-doc';

/** The dev-mail routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('development', { signedIn: false });

export type IdParams = { Params: { id: string } };

export const listDevMail = doc({
  operationId: 'listDevMail',
  summary: 'Development only, from the machine itself: the latest 200 e-mails the app recorded (HTML)',
  responses: {
    200: { description: 'The outbox page', html: true },
    404: 'Asked from another machine',
  },
});

export const getDevMail = doc({
  operationId: 'getDevMail',
  summary: 'Development only, from the machine itself: one recorded e-mail, its links clickable (HTML)',
  responses: {
    200: { description: 'The e-mail', html: true },
    404: 'No such e-mail, or asked from another machine',
  },
});
