import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { resource, TestClient } from '../../test/client';
import { createUser, deliveredEmail, linkIn } from '../../test/factories';
import { SIGN_UPS_PER_HOUR_PER_ADDRESS } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (attributes: Record<string, unknown>) => resource('users', attributes);
const valid = () => ({
  email: `new-${Math.random().toString(36).slice(2)}@example.test`,
  password: 'correct horse battery',
  first_name: 'Ada',
  last_name: 'Lovelace',
});

describe('POST /api/users (sign up)', () => {
  it('creates the account, signs in, and e-mails a verification link that confirms the address', async () => {
    const client = await new TestClient(t.app).start();
    const input = valid();
    const response = await client.post('/api/users', signUp({ ...input, locale: 'fr' }));
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toBe('application/vnd.api+json');
    expect(response.doc.data?.type).toBe('users');
    expect(response.doc.data?.attributes).toMatchObject({
      email: input.email,
      first_name: 'Ada',
      locale: 'fr',
      email_verified: false,
    });
    expect(response.doc.data?.attributes).not.toHaveProperty('password_hash');
    expect(response.body).not.toContain(input.password);

    const session = await client.get('/api/session');
    expect(session.statusCode).toBe(200);
    expect(session.doc.data?.id).toBe(response.doc.data?.id);

    const email = await deliveredEmail(t.ctx, input.email);
    expect(email.subject).toBe('Confirmez votre adresse courriel pour Evenkeel');
    const token = new URL(linkIn(email.textBody)).searchParams.get('token');
    const verify = await client.post('/api/email_verifications', resource('email_verifications', { token }));
    expect(verify.statusCode).toBe(204);
    const after = await client.get('/api/session');
    expect(after.doc.data?.attributes.email_verified).toBe(true);

    const again = await client.post('/api/email_verifications', resource('email_verifications', { token }));
    expect(again.statusCode).toBe(404);
  });

  it('answers 422 per field with messages in the request language, and creates nothing', async () => {
    const client = await new TestClient(t.app).start();
    client.locale = 'fr';
    const response = await client.post(
      '/api/users',
      signUp({ email: 'not-an-email', password: 'short', first_name: '', last_name: 'X' }),
    );
    expect(response.statusCode).toBe(422);
    const byPointer = Object.fromEntries(
      response.doc.errors?.map((e) => [e.source?.pointer, e.detail]) ?? [],
    );
    expect(byPointer['/data/attributes/email']).toBe(
      'Saisissez une adresse courriel valide, comme nom@exemple.com.',
    );
    expect(byPointer['/data/attributes/password']).toBe('Mot de passe doit comporter au moins 8 caractères.');
    expect(byPointer['/data/attributes/first_name']).toBe('Prénom est obligatoire.');
    const rows = await t.ctx.db.select().from(users).where(eq(users.email, 'not-an-email'));
    expect(rows).toHaveLength(0);
  });

  it('refuses unknown attributes, including attempts to become an administrator', async () => {
    const client = await new TestClient(t.app).start();
    const response = await client.post('/api/users', signUp({ ...valid(), platform_admin: true }));
    expect(response.statusCode).toBe(422);
    expect(response.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/platform_admin');
    expect(response.doc.errors?.[0]?.detail).toContain('platform_admin');
  });

  it('refuses a common password and an e-mail already in use', async () => {
    const client = await new TestClient(t.app).start();
    const common = await client.post('/api/users', signUp({ ...valid(), password: 'password123' }));
    expect(common.statusCode).toBe(422);
    expect(common.doc.errors?.[0]?.detail).toMatch(/too common/);
    const existing = await createUser(t.ctx);
    const taken = await client.post(
      '/api/users',
      signUp({ ...valid(), email: existing.email.toUpperCase() }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/email');
  });

  it('needs the CSRF token and the JSON:API media type', async () => {
    const client = await new TestClient(t.app).start();
    const noToken = await client.post('/api/users', signUp(valid()), { 'x-csrf-token': '' });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.doc.errors?.[0]?.code).toBe('csrf_invalid');
    const plainJson = await client.post('/api/users', signUp(valid()), {
      'content-type': 'application/json',
    });
    expect(plainJson.statusCode).toBe(415);
    client.locale = 'fr';
    const frenchJson = await client.post('/api/users', signUp(valid()), {
      'content-type': 'application/json',
    });
    expect(frenchJson.doc.errors?.[0]?.detail).toBe(
      'Les requêtes doivent être envoyées au format application/vnd.api+json.',
    );
  });

  // Last in the file: it uses up this address's allowance for the hour.
  it('limits sign-ups per network address with a 429 a person can act on', async () => {
    const client = await new TestClient(t.app).start();
    const first = await client.post('/api/users', signUp({ ...valid(), password: 'x' }));
    expect(first.statusCode).toBe(422);
    let last = first;
    for (let i = 0; i < SIGN_UPS_PER_HOUR_PER_ADDRESS; i += 1) {
      last = await client.post('/api/users', signUp({ ...valid(), password: 'x' }));
    }
    expect(last.statusCode).toBe(429);
    expect(last.doc.errors?.[0]?.detail).toBe('Too many attempts. Please wait 60 minutes and try again.');
  });
});
