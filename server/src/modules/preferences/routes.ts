import { checkupPreferencesSchema, fieldErrors } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { setFlash } from '../../http/flash';
import { JSONAPI_MEDIA_TYPE, readResource, toDocument } from '../../http/jsonapi';
import * as contract from './contract';
import { presentCheckupPreferences } from './presenter';
import { readCheckupPreferences, saveCheckupPreferences } from './service';

export const PREFERENCES_PATH = '/profile#preferences';

/**
 * The form's e-mail checkbox. An unchecked box is absent from a form post, so the form sends a
 * hidden `email_reminders=0` before the box's `1`: the last value wins ("0" or "0","1"). A post
 * without the field at all (an older form) leaves the choice as it is.
 */
function formCheckbox(value: unknown): boolean | undefined | 'invalid' {
  const last = Array.isArray(value) ? value.at(-1) : value;
  if (last === undefined) return undefined;
  if (last === '1' || last === 'on' || last === 'true') return true;
  if (last === '0' || last === '' || last === 'false') return false;
  return 'invalid';
}

/** `frequency[]` of the form: one day. Several values are not one day, so they fail validation. */
function formDay(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 1 ? value[0] : value;
  return value === '' ? undefined : value;
}

export async function preferenceRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/checkup_preferences', contract.getCheckupPreferences, async (request, reply) => {
    const actor = requireUser(request);
    const preferences = await readCheckupPreferences(db, actor.id);
    return reply
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentCheckupPreferences(actor.slug, preferences)));
  });

  app.put('/api/checkup_preferences', contract.updateCheckupPreferences, async (request, reply) => {
    const actor = requireUser(request);
    const input = readResource(request, { type: 'checkup_preferences', schema: checkupPreferencesSchema });
    const saved = await saveCheckupPreferences(db, actor.id, input);
    return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentCheckupPreferences(actor.slug, saved)));
  });

  // Spec §7: the classic form post (frequency[], time, authenticity_token), then a redirect and a toast.
  app.post('/checkup_preferences', contract.submitCheckupPreferencesForm, async (request, reply) => {
    if (!request.currentUser) {
      setFlash(reply, 'warning', request.t('errors.sign_in_required'));
      return reply.redirect('/sign-in', 303);
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    const emailReminders = formCheckbox(body.email_reminders);
    const parsed = checkupPreferencesSchema.safeParse({
      frequency: formDay(body['frequency[]'] ?? body.frequency),
      time: body.time === '' ? undefined : body.time,
      ...(emailReminders === undefined ? {} : { email_reminders: emailReminders }),
    });
    if (!parsed.success) {
      const [first] = fieldErrors(parsed.error, request.t);
      setFlash(reply, 'danger', first?.message ?? request.t('errors.generic'));
      return reply.redirect(PREFERENCES_PATH, 303);
    }
    await saveCheckupPreferences(db, request.currentUser.id, parsed.data);
    setFlash(reply, 'success', request.t('server:flash.checkup_preferences_saved'));
    return reply.redirect(PREFERENCES_PATH, 303);
  });
}
