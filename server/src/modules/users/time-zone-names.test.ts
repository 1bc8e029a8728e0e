import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource } from '../../test/client';
import { clientFor, createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const user = await createUser(t.ctx);
  const client = await clientFor(t.app, user);
  const patch = (attributes: Record<string, unknown>) =>
    client.patch(`/api/users/${user.slug}`, resource('users', attributes, user.slug));
  const stored = async () =>
    (await t.ctx.db.select({ timezone: users.timezone }).from(users).where(eq(users.id, user.id)))[0]
      ?.timezone;
  return { user, client, patch, stored };
}

describe('time zones by their current IANA names', () => {
  it('accepts an old name by storing and answering its current one', async () => {
    const { patch, stored } = await signedIn();
    for (const [old, current] of [
      ['Asia/Calcutta', 'Asia/Kolkata'],
      ['Europe/Kiev', 'Europe/Kyiv'],
      ['America/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
      ['US/Eastern', 'America/New_York'],
    ] as const) {
      const response = await patch({ timezone: old });
      expect(response.statusCode, old).toBe(200);
      expect(response.doc.data?.attributes.timezone).toBe(current);
      expect(await stored()).toBe(current);
    }
  });

  it('gives a city the current name of its zone, and stores that with the city', async () => {
    const { client, patch, stored } = await signedIn();
    const kyiv = items(await client.get('/api/places?filter[q]=kyiv'))[0];
    expect(kyiv?.attributes).toMatchObject({ country_code: 'UA', timezone: 'Europe/Kyiv' });
    const kolkata = items(await client.get('/api/places?filter[q]=kolkata'))[0];
    expect(kolkata?.attributes.timezone).toBe('Asia/Kolkata');
    const saved = await patch({ location: { google_place_id: kyiv?.id } });
    expect(saved.doc.data?.attributes.timezone).toBe('Europe/Kyiv');
    expect(await stored()).toBe('Europe/Kyiv');
  });

  it('shows a zone stored earlier under its old name by its current name', async () => {
    const { user, client } = await signedIn();
    await t.ctx.db.update(users).set({ timezone: 'Asia/Calcutta' }).where(eq(users.id, user.id));
    const me = await client.get(`/api/users/${user.slug}`);
    expect(me.doc.data?.attributes.timezone).toBe('Asia/Kolkata');
  });
});
