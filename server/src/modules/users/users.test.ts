import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { resource, TestClient } from '../../test/client';
import { createUser, signInAs } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET and PATCH /api/users/{slug}', () => {
  it('lets a user read and change their own profile and language', async () => {
    const user = await createUser(t.ctx);
    const client = await new TestClient(t.app).start();
    await signInAs(client, user);
    const read = await client.get(`/api/users/${user.slug}`);
    expect(read.statusCode).toBe(200);
    expect(read.doc.data?.attributes.email).toBe(user.email);
    const patched = await client.patch(
      `/api/users/${user.slug}`,
      resource('users', { locale: 'fr', first_name: 'Élise' }, user.slug),
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.doc.data?.attributes).toMatchObject({ locale: 'fr', first_name: 'Élise' });
    // The profile's language now decides the language of error messages.
    const error = await client.patch(
      `/api/users/${user.slug}`,
      resource('users', { first_name: '' }, user.slug),
    );
    expect(error.doc.errors?.[0]?.detail).toBe('Prénom est obligatoire.');
  });

  it('answers 200 and changes nothing for empty or missing attributes', async () => {
    const user = await createUser(t.ctx, { firstName: 'Same' });
    const client = await new TestClient(t.app).start();
    await signInAs(client, user);
    for (const data of [
      { type: 'users', id: user.slug, attributes: {} },
      { type: 'users', id: user.slug },
    ]) {
      const patched = await client.patch(`/api/users/${user.slug}`, { data });
      expect(patched.statusCode).toBe(200);
      expect(patched.doc.data?.attributes.first_name).toBe('Same');
    }
  });

  it('answers 401 when signed out', async () => {
    const user = await createUser(t.ctx);
    const client = await new TestClient(t.app).start();
    expect((await client.get(`/api/users/${user.slug}`)).statusCode).toBe(401);
    expect(
      (await client.patch(`/api/users/${user.slug}`, resource('users', { locale: 'fr' }, user.slug)))
        .statusCode,
    ).toBe(401);
  });

  it("answers 404 for another user's profile and changes nothing", async () => {
    const user = await createUser(t.ctx);
    const other = await createUser(t.ctx, { firstName: 'Other' });
    const client = await new TestClient(t.app).start();
    await signInAs(client, user);
    expect((await client.get(`/api/users/${other.slug}`)).statusCode).toBe(404);
    const patch = await client.patch(
      `/api/users/${other.slug}`,
      resource('users', { first_name: 'Hacked' }, other.slug),
    );
    expect(patch.statusCode).toBe(404);
    const otherClient = await new TestClient(t.app).start();
    await signInAs(otherClient, other);
    expect((await otherClient.get(`/api/users/${other.slug}`)).doc.data?.attributes.first_name).toBe('Other');
  });

  it('answers 422 for unknown or invalid attributes and 409 for a mismatched id', async () => {
    const user = await createUser(t.ctx);
    const client = await new TestClient(t.app).start();
    await signInAs(client, user);
    const unknown = await client.patch(
      `/api/users/${user.slug}`,
      resource('users', { email: 'x@example.test' }, user.slug),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/email');
    const badLocale = await client.patch(
      `/api/users/${user.slug}`,
      resource('users', { locale: 'de' }, user.slug),
    );
    expect(badLocale.statusCode).toBe(422);
    expect(badLocale.doc.errors?.[0]?.detail).toBe('Language must be one of the listed choices.');
    const mismatch = await client.patch(
      `/api/users/${user.slug}`,
      resource('users', { locale: 'fr' }, 'someone-else'),
    );
    expect(mismatch.statusCode).toBe(409);
  });

  it('refuses a __proto__ key in the body', async () => {
    const user = await createUser(t.ctx);
    const client = await new TestClient(t.app).start();
    await signInAs(client, user);
    const body = `{"data":{"type":"users","id":"${user.slug}","attributes":{"__proto__":{"platform_admin":true}}}}`;
    const response = await client.patch(`/api/users/${user.slug}`, body);
    expect(response.statusCode).toBe(400);
    expect((await client.get(`/api/users/${user.slug}`)).doc.data?.attributes.platform_admin).toBe(false);
  });
});

describe('the profile as a JSON:API contract', () => {
  it('gives only the asked fields, and refuses includes and parameters it does not support', async () => {
    const user = await createUser(t.ctx);
    const client = await new TestClient(t.app).start();
    await signInAs(client, user);
    const sparse = await client.get(`/api/users/${user.slug}?fields[users]=first_name,email_verified`);
    expect(sparse.statusCode).toBe(200);
    expect(sparse.doc.data?.attributes).toEqual({ first_name: user.firstName, email_verified: true });
    const include = await client.get(`/api/users/${user.slug}?include=organizations`);
    expect(include.statusCode).toBe(400);
    expect(include.doc.errors?.[0]?.source).toEqual({ parameter: 'include' });
    const filter = await client.get(`/api/users/${user.slug}?filter[email]=x`);
    expect(filter.statusCode).toBe(400);
    expect(filter.doc.errors?.[0]?.source).toEqual({ parameter: 'filter[email]' });
  });

  it('answers 404, not 403, for a password change of someone else', async () => {
    const [user, other] = [await createUser(t.ctx), await createUser(t.ctx)];
    const client = await new TestClient(t.app).start();
    await signInAs(client, user);
    const response = await client.put(
      `/api/users/${other.slug}/password`,
      resource('passwords', { current_password: 'x', password: 'another-long-passphrase' }),
    );
    expect(response.statusCode).toBe(404);
  });
});
