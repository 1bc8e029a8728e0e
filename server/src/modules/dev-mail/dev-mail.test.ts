import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { resource, TestClient } from '../../test/client';
import { createUser, deliveredEmail } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/dev/mail (development outbox)', () => {
  it('lists recorded e-mails and shows one with a clickable, escaped link', async () => {
    const user = await createUser(t.ctx, { firstName: '<b>Eve</b>' });
    const client = await new TestClient(t.app).start();
    await client.post('/api/password_resets', resource('password_resets', { email: user.email }));
    const email = await deliveredEmail(t.ctx, user.email);
    expect(email.transport).toBe('outbox');

    const list = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`href="/dev/mail/${email.id}"`);
    const one = await t.app.inject({ method: 'GET', url: `/dev/mail/${email.id}` });
    expect(one.body).toMatch(/<a href="http:\/\/localhost:3000\/reset-password\/[\w-]+">/);
    // Escaped here; the e-mail itself already made the name inert (no slash, no link).
    expect(one.body).toContain('&lt;b&gt;Eve&lt;');
    expect(one.body).not.toContain('<b>Eve');
  });

  it('answers only to the machine itself, whatever X-Forwarded-For says', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await t.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress });
      expect(local.statusCode, remoteAddress).toBe(200);
    }
    for (const remoteAddress of ['192.168.1.20', '10.0.0.5', '2001:db8::1', '::ffff:192.168.1.20']) {
      for (const url of ['/dev/mail', '/dev/mail/1']) {
        const remote = await t.app.inject({
          method: 'GET',
          url,
          remoteAddress,
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(remote.statusCode, `${remoteAddress} ${url}`).toBe(404);
        expect(remote.body).not.toContain('Development outbox');
      }
    }
    // Behind a trusted proxy, a forwarded loopback address does not open it either.
    const proxied = await createTestApp({ EVENKEEL_TRUSTED_PROXIES: '10.0.0.0/8' });
    try {
      const forged = await proxied.app.inject({
        method: 'GET',
        url: '/dev/mail',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/dev/mail' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
