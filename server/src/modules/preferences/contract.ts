import {
  CHECKUP_TIMES,
  checkupPreferencesResource,
  checkupPreferencesSchema,
  singleDocument,
  WEEKDAYS,
} from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** The preferences routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('preferences');

const preferencesDocument = singleDocument(checkupPreferencesResource);

export const getCheckupPreferences = doc({
  operationId: 'getCheckupPreferences',
  summary: 'Your check-up reminder preferences (id: your slug); nulls until set',
  responses: { 200: { description: 'Your preferences', document: preferencesDocument } },
});

export const updateCheckupPreferences = doc({
  operationId: 'updateCheckupPreferences',
  summary:
    'Set the day (`frequency`, sunday…saturday) and hour (`time`, HH:00:00) of check-up reminders, and `email_reminders` (boolean; omitted: unchanged)',
  body: { type: 'checkup_preferences', attributes: checkupPreferencesSchema },
  responses: {
    200: { description: 'Your preferences as saved', document: preferencesDocument },
    409: '`data.type` is not checkup_preferences',
  },
});

export const submitCheckupPreferencesForm = doc({
  operationId: 'submitCheckupPreferencesForm',
  signedIn: false,
  summary:
    'Spec §7: the classic form post; 303 to /profile#preferences with a flash (success, or the first problem); signed out: 303 to /sign-in',
  otherBody: {
    mediaType: 'application/x-www-form-urlencoded',
    schema: {
      type: 'object',
      required: ['authenticity_token'],
      properties: {
        'frequency[]': { type: 'string', enum: [...WEEKDAYS], description: 'The day of the reminder' },
        time: { type: 'string', enum: CHECKUP_TIMES, description: 'The hour of the reminder' },
        email_reminders: {
          type: 'array',
          items: { type: 'string', enum: ['0', '1'] },
          description: 'A hidden 0, then the checkbox 1 when checked: the last value wins',
        },
        authenticity_token: { type: 'string', description: 'The CSRF token (`meta.csrf_token`)' },
      },
    },
  },
  responses: {
    303: {
      description:
        'Saved (success flash) or refused (danger flash): to /profile#preferences; signed out: to /sign-in',
      redirect: true,
    },
  },
});
