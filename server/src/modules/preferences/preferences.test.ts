import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkupPreferences } from '../../db/schema';
import { FLASH_COOKIE } from '../../http/flash';
import { createTestApp, type TestApp } from '../../test/app';
import { resource, TestClient } from '../../test/client';
import { clientFor, createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const flash = (client: TestClient) => JSON.parse(decodeURIComponent(client.cookie(FLASH_COOKIE) ?? '{}'));

describe('GET and PUT /api/checkup_preferences', () => {
  it('starts empty, saves a day and an hour, and reads them back', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const empty = await client.get('/api/checkup_preferences');
    expect(empty.doc.data).toEqual({
      type: 'checkup_preferences',
      id: user.slug,
      attributes: { frequency: null, time: null, email_reminders: true },
    });
    const saved = await client.put(
      '/api/checkup_preferences',
      resource('checkup_preferences', { frequency: 'monday', time: '08:00:00' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.doc.data?.attributes).toEqual({
      frequency: 'monday',
      time: '08:00:00',
      email_reminders: true,
    });
    await client.put(
      '/api/checkup_preferences',
      resource('checkup_preferences', { frequency: 'sunday', time: '23:00:00' }),
    );
    expect((await client.get('/api/checkup_preferences')).doc.data?.attributes).toEqual({
      frequency: 'sunday',
      time: '23:00:00',
      email_reminders: true,
    });
  });

  it('turns e-mail reminders off and on; leaving the attribute out keeps the choice', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const off = await client.put(
      '/api/checkup_preferences',
      resource('checkup_preferences', { frequency: 'monday', time: '08:00:00', email_reminders: false }),
    );
    expect(off.doc.data?.attributes).toEqual({
      frequency: 'monday',
      time: '08:00:00',
      email_reminders: false,
    });
    const kept = await client.put(
      '/api/checkup_preferences',
      resource('checkup_preferences', { frequency: 'tuesday', time: '09:00:00' }),
    );
    expect(kept.doc.data?.attributes).toEqual({
      frequency: 'tuesday',
      time: '09:00:00',
      email_reminders: false,
    });
    const on = await client.put(
      '/api/checkup_preferences',
      resource('checkup_preferences', { frequency: 'tuesday', time: '09:00:00', email_reminders: true }),
    );
    expect(on.doc.data?.attributes?.email_reminders).toBe(true);
    const invalid = await client.put(
      '/api/checkup_preferences',
      resource('checkup_preferences', { frequency: 'tuesday', time: '09:00:00', email_reminders: 'no' }),
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.doc.errors?.[0]?.source).toEqual({ pointer: '/data/attributes/email_reminders' });
    const [row] = await t.ctx.db
      .select()
      .from(checkupPreferences)
      .where(eq(checkupPreferences.userId, user.id));
    expect(row?.emailReminders).toBe(true);
  });

  it('refuses a missing day with the catalogue sentence, and times off the hour', async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    const missing = await client.put(
      '/api/checkup_preferences',
      resource('checkup_preferences', { time: '08:00:00' }),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.doc.errors?.[0]).toMatchObject({
      detail: 'you must select a day of the week',
      source: { pointer: '/data/attributes/frequency' },
    });
    for (const time of ['08:30:00', '24:00:00', '8:00', null]) {
      const response = await client.put(
        '/api/checkup_preferences',
        resource('checkup_preferences', { frequency: 'friday', time }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.doc.errors?.[0]).toMatchObject({
        detail: 'Choose a time of day from the list (a full hour).',
        source: { pointer: '/data/attributes/time' },
      });
    }
    const french = await clientFor(t.app, await createUser(t.ctx, { locale: 'fr' }), 'fr');
    const frenchMissing = await french.put(
      '/api/checkup_preferences',
      resource('checkup_preferences', { frequency: 'funday', time: '08:00:00' }),
    );
    expect(frenchMissing.doc.errors?.[0]?.detail).toBe('vous devez choisir un jour de la semaine');
  });

  it('needs a session', async () => {
    const client = await new TestClient(t.app).start();
    expect((await client.get('/api/checkup_preferences')).statusCode).toBe(401);
    expect(
      (
        await client.put(
          '/api/checkup_preferences',
          resource('checkup_preferences', { frequency: 'monday', time: '08:00:00' }),
        )
      ).statusCode,
    ).toBe(401);
  });
});

describe('POST /checkup_preferences (classic form)', () => {
  it('saves and redirects to the preferences tab with a success toast', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const response = await client.form('/checkup_preferences', [
      ['frequency[]', 'wednesday'],
      ['time', '19:00:00'],
    ]);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/profile#preferences');
    expect(flash(client)).toEqual({ type: 'success', message: 'Your check-up preferences have been saved.' });
    const [row] = await t.ctx.db
      .select()
      .from(checkupPreferences)
      .where(eq(checkupPreferences.userId, user.id));
    expect(row).toMatchObject({ frequency: 'wednesday', time: '19:00:00' });
  });

  it('reads the e-mail checkbox: hidden 0 then checked 1, unchecked 0 alone, absent unchanged', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const emailReminders = async () =>
      (await t.ctx.db.select().from(checkupPreferences).where(eq(checkupPreferences.userId, user.id)))[0]
        ?.emailReminders;
    const post = (extra: [string, string][]) =>
      client.form('/checkup_preferences', [['frequency[]', 'monday'], ['time', '08:00:00'], ...extra]);
    await post([['email_reminders', '0']]);
    expect(flash(client).type).toBe('success');
    expect(await emailReminders()).toBe(false);
    await post([]);
    expect(await emailReminders()).toBe(false);
    await post([
      ['email_reminders', '0'],
      ['email_reminders', '1'],
    ]);
    expect(await emailReminders()).toBe(true);
    await post([['email_reminders', 'maybe']]);
    expect(flash(client).type).toBe('danger');
    expect(await emailReminders()).toBe(true);
  });

  it('saves nothing without a day, and says so in the profile language', async () => {
    const user = await createUser(t.ctx, { locale: 'fr' });
    const client = await clientFor(t.app, user, 'fr');
    const response = await client.form('/checkup_preferences', [['time', '19:00:00']]);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/profile#preferences');
    expect(flash(client)).toEqual({ type: 'danger', message: 'vous devez choisir un jour de la semaine' });
    expect(
      await t.ctx.db.select().from(checkupPreferences).where(eq(checkupPreferences.userId, user.id)),
    ).toEqual([]);
    const english = await clientFor(t.app, await createUser(t.ctx));
    await english.form('/checkup_preferences', [['time', '19:00:00']]);
    expect(flash(english)).toEqual({ type: 'danger', message: 'you must select a day of the week' });
    await english.form('/checkup_preferences', [
      ['frequency[]', 'monday'],
      ['frequency[]', 'tuesday'],
      ['time', '19:00:00'],
    ]);
    expect(flash(english).type).toBe('danger');
    await english.form('/checkup_preferences', [
      ['frequency[]', 'monday'],
      ['time', '19:30:00'],
    ]);
    expect(flash(english)).toEqual({
      type: 'danger',
      message: 'Choose a time of day from the list (a full hour).',
    });
  });

  it('sends the signed out to the sign-in page, and refuses a post without the token', async () => {
    const anonymous = await new TestClient(t.app).start();
    const response = await anonymous.form('/checkup_preferences', [
      ['frequency[]', 'monday'],
      ['time', '08:00:00'],
    ]);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/sign-in');
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const forged = await client.form(
      '/checkup_preferences',
      [
        ['frequency[]', 'monday'],
        ['time', '08:00:00'],
      ],
      false,
    );
    expect(forged.statusCode).toBe(403);
    expect(
      await t.ctx.db.select().from(checkupPreferences).where(eq(checkupPreferences.userId, user.id)),
    ).toEqual([]);
  });
});

describe('check-up preferences as a JSON:API contract', () => {
  it('gives only the asked fields and refuses parameters it does not support', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const sparse = await client.get('/api/checkup_preferences?fields[checkup_preferences]=email_reminders');
    expect(sparse.doc.data?.attributes).toEqual({ email_reminders: true });
    const refused = await client.get('/api/checkup_preferences?page[number]=2');
    expect(refused.statusCode).toBe(400);
    expect(refused.doc.errors?.[0]?.source).toEqual({ parameter: 'page[number]' });
  });

  it('answers 409 for a body of another type', async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    const response = await client.put(
      '/api/checkup_preferences',
      resource('users', { frequency: 'monday', time: '08:00:00' }),
    );
    expect(response.statusCode).toBe(409);
  });
});
