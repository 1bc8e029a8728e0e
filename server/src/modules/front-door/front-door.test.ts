import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, emails, sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { createUser, signInAs, TEST_PASSWORD } from '../../test/factories';
import { SIGN_UPS_PER_HOUR_PER_ADDRESS } from '../users/sign-up-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A browser on the signed-out pages: it reads the page's CSRF token from the form, as a browser sends it. */
class Visitor {
  readonly client = new TestClient(t.app);
  token = '';

  /** `address`: the network address it posts from, for the limits counted per address. */
  constructor(language = 'en-CA', address?: string) {
    this.client.locale = language;
    this.client.remoteAddress = address;
  }

  async open(url: string) {
    const response = await this.client.get(url, { accept: 'text/html' });
    this.token = /name="authenticity_token" value="([^"]+)"/.exec(response.body)?.[1] ?? this.token;
    return response;
  }

  async send(url: string, fields: Record<string, string>) {
    const response = await this.client.request('POST', url, {
      body: new URLSearchParams({ authenticity_token: this.token, ...fields }).toString(),
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    });
    this.token = /name="authenticity_token" value="([^"]+)"/.exec(response.body)?.[1] ?? this.token;
    return response;
  }
}

const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('the landing page at /', () => {
  it('tells a visitor what Evenkeel is, with sign-up, sign-in and crisis help, in their language', async () => {
    const response = await new Visitor('fr-CA').open('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="fr">');
    expect(heading(response.body)).toBe('Un point chaque semaine sur la façon dont vous allez');
    expect(response.body).toContain('href="/sign-up"');
    expect(response.body).toContain('href="/sign-in"');
    expect(response.body).toContain('href="/crisis"');
    // Depends on who asks: never kept by a shared cache.
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('is not the landing page for a member (the app answers `/`, here unbuilt: 404)', async () => {
    const visitor = new Visitor();
    await signInAs(visitor.client, await createUser(t.ctx));
    const response = await visitor.open('/');
    expect(response.body).not.toContain('href="/sign-up"');
    expect(response.statusCode).toBe(404);
  });

  it('remembers a language chosen on the page for the next pages, over the browser’s', async () => {
    const visitor = new Visitor('en-CA');
    const chosen = await visitor.open('/sign-in?lang=fr&next=%2Finsights');
    expect(heading(chosen.body)).toBe('Se connecter');
    expect(visitor.client.cookie('evenkeel_locale')).toBe('fr');
    // The switch back keeps the rest of the address.
    expect(chosen.body).toContain('<input type="hidden" name="next" value="/insights">');
    expect(chosen.body).toMatch(
      /<button type="submit" name="lang" value="en"[^>]*lang="en"[^>]*>English<\/button>/,
    );
    expect(heading((await visitor.open('/sign-up')).body)).toBe('Créer un compte');
    // A language that does not exist changes nothing.
    expect(heading((await visitor.open('/sign-in?lang=xx')).body)).toBe('Se connecter');
  });

  it('keeps the campaign a visitor came from in first-party cookies', async () => {
    const visitor = new Visitor();
    await visitor.open('/?utm_source=newsletter&utm_campaign=autumn');
    expect(visitor.client.cookie('utm_source')).toBe('newsletter');
    expect(visitor.client.cookie('utm_campaign')).toBe('autumn');
  });
});

describe('signing in with the form (POST /sign-in)', () => {
  it('opens a session and goes on to `next`, a path of the app', async () => {
    const user = await createUser(t.ctx);
    const visitor = new Visitor();
    const form = await visitor.open('/sign-in?next=%2Finsights%3Fweeks%3D4');
    expect(form.body).toContain('novalidate');
    const response = await visitor.send('/sign-in', {
      email: user.email,
      password: TEST_PASSWORD,
      next: '/insights?weeks=4',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/insights?weeks=4');
    expect(visitor.client.hasCookie('evenkeel_session')).toBe(true);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    // Signed in, the form sends them on.
    const again = await visitor.open('/sign-in?next=%2Fprofile');
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/profile');
  });

  it('never sends anyone off-site after signing in', async () => {
    const user = await createUser(t.ctx);
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      const visitor = new Visitor();
      await visitor.open('/sign-in');
      const response = await visitor.send('/sign-in', { email: user.email, password: TEST_PASSWORD, next });
      expect(response.headers.location).toBe('/');
    }
  });

  it('says a wrong password once, like the API, in the page’s language, and opens nothing', async () => {
    const user = await createUser(t.ctx);
    const visitor = new Visitor('en-CA');
    await visitor.open('/sign-in?lang=fr');
    const response = await visitor.send('/sign-in', { email: user.email, password: 'not the password' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain(
      '<div class="fd-alert" role="alert">Le courriel ou le mot de passe est incorrect.</div>',
    );
    // The address stays filled in; the password never comes back.
    expect(response.body).toContain(`value="${user.email}"`);
    expect(response.body).not.toContain('not the password');
    expect(visitor.client.hasCookie('evenkeel_session')).toBe(false);
  });

  it('answers each field that needs attention (422), tied to its input', async () => {
    const visitor = new Visitor();
    await visitor.open('/sign-in');
    const response = await visitor.send('/sign-in', { email: 'someone@example.test', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Some fields need your attention.');
    expect(response.body).toMatch(
      /id="field-password"[^>]*aria-invalid="true" aria-describedby="field-password-error"/,
    );
    expect(response.body).toContain(
      '<p class="fd-error" id="field-password-error">Password is required.</p>',
    );
    expect(response.body).toContain('value="someone@example.test"');
    expect(response.body).not.toMatch(/id="field-email"[^>]*aria-invalid/);
    expect(visitor.client.hasCookie('evenkeel_session')).toBe(false);
  });

  it.each([
    ['en-CA', '198.51.100.11', 'Too many attempts. Please wait 15 minutes and try again.'],
    ['fr-CA', '198.51.100.12', 'Trop de tentatives. Veuillez patienter 15 minutes et réessayer.'],
  ])(
    'makes a visitor (%s) wait after too many failures: the form again, saying for how long (429, Retry-After)',
    async (language, address, message) => {
      const user = await createUser(t.ctx);
      const visitor = new Visitor(language, address);
      await visitor.open('/sign-in?next=%2Finsights');
      let response = await visitor.send('/sign-in', { email: user.email, password: 'wrong secret' });
      for (let attempt = 0; attempt < 20 && response.statusCode === 401; attempt += 1) {
        response = await visitor.send('/sign-in', { email: user.email, password: 'wrong secret' });
      }
      expect(response.statusCode).toBe(429);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(response.body).toContain(`<div class="fd-alert" role="alert">${message}</div>`);
      // The form again, the address kept, the password never sent back.
      expect(response.body).toContain('<form class="fd-stack" method="post" action="/sign-in"');
      expect(response.body).toContain(`value="${user.email}"`);
      expect(response.body).not.toContain('wrong secret');
      // Even the right password waits.
      const right = await visitor.send('/sign-in', { email: user.email, password: TEST_PASSWORD });
      expect(right.statusCode).toBe(429);
      expect(visitor.client.hasCookie('evenkeel_session')).toBe(false);
    },
  );

  it('refuses a post without the page’s token (403), and one from another site', async () => {
    const user = await createUser(t.ctx);
    const visitor = new Visitor();
    await visitor.open('/sign-in');
    visitor.token = 'forged';
    const forged = await visitor.send('/sign-in', { email: user.email, password: TEST_PASSWORD });
    expect(forged.statusCode).toBe(403);
    expect(visitor.client.hasCookie('evenkeel_session')).toBe(false);
  });

  it('registers the native app’s device from the fields the page kept from its address', async () => {
    const user = await createUser(t.ctx);
    const visitor = new Visitor();
    const form = await visitor.open('/sign-in?native_app=1&one_signal_token=device-abc&os=ios');
    expect(form.body).toContain('<input type="hidden" name="one_signal_token" value="device-abc">');
    await visitor.send('/sign-in', {
      email: user.email,
      password: TEST_PASSWORD,
      one_signal_token: 'device-abc',
      os: 'ios',
    });
    const [device] = await t.ctx.db.select().from(devices).where(eq(devices.oneSignalToken, 'device-abc'));
    expect(device).toMatchObject({ userId: user.id, os: 'ios' });
  });

  it('shows the flash a sign-out left, once', async () => {
    const visitor = new Visitor();
    await signInAs(visitor.client, await createUser(t.ctx));
    await visitor.client.form('/sign-out', []);
    const page = await visitor.open('/sign-in');
    expect(page.body).toMatch(/<div class="fd-flash" data-flash role="status"><p>[^<]+<\/p>/);
    expect((await visitor.open('/sign-in')).body).not.toContain('data-flash');
  });
});

describe('signing up with the form (POST /sign-up)', () => {
  it('fills in the address an invitation links with, escaped', async () => {
    const response = await new Visitor().open('/sign-up?email=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('creates the account, sends the activation e-mail in the page’s language and says where', async () => {
    const visitor = new Visitor('en-CA');
    await visitor.open('/sign-up?lang=fr');
    const email = `front-door-${Date.now()}@example.test`;
    const response = await visitor.send('/sign-up', {
      first_name: 'Zoé',
      last_name: 'Tremblay',
      email,
      password: 'a calm river at dusk',
      locale: 'fr',
    });
    expect(response.statusCode).toBe(200);
    expect(heading(response.body)).toBe('Consultez votre boîte de réception');
    expect(response.body).toContain(email);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ firstName: 'Zoé', locale: 'fr' });
    const [sent] = await t.ctx.db.select().from(emails).where(eq(emails.toAddress, email));
    expect(sent?.locale).toBe('fr');
  });

  it('answers an address that already has an account the same way', async () => {
    const existing = await createUser(t.ctx);
    const visitor = new Visitor();
    await visitor.open('/sign-up');
    const response = await visitor.send('/sign-up', {
      first_name: 'Sam',
      last_name: 'Doe',
      email: existing.email,
      password: 'a calm river at dusk',
    });
    expect(response.statusCode).toBe(200);
    expect(heading(response.body)).toBe('Check your inbox');
  });

  it('keeps what was typed (never the password) and says what to fix, escaped; creates nothing', async () => {
    const visitor = new Visitor();
    await visitor.open('/sign-up');
    const email = `short-${Date.now()}@example.test`;
    const response = await visitor.send('/sign-up', {
      first_name: '<b>Zo</b>',
      last_name: '',
      email,
      password: 'short',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('value="&lt;b&gt;Zo&lt;/b&gt;"');
    expect(response.body).not.toContain('value="short"');
    expect(response.body).toContain('id="field-last_name-error"');
    expect(response.body).toContain('id="field-password-error"');
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it.each([
    ['en-CA', '198.51.100.21', 'Too many attempts. Please wait 60 minutes and try again.'],
    ['fr-CA', '198.51.100.22', 'Trop de tentatives. Veuillez patienter 60 minutes et réessayer.'],
  ])(
    'after the address’s sign-ups for the hour (%s): the form again, filled in, saying how long to wait (429, Retry-After)',
    async (language, address, message) => {
      const visitor = new Visitor(language, address);
      await visitor.open('/sign-up');
      const fields = {
        first_name: 'Zoé',
        last_name: 'Tremblay',
        email: `limited-${address}@example.test`,
        password: 'short',
      };
      // Every post counts, a form with mistakes too (here a password too short: no account is made).
      let response = await visitor.send('/sign-up', fields);
      for (let post = 1; post <= SIGN_UPS_PER_HOUR_PER_ADDRESS && response.statusCode === 422; post += 1) {
        response = await visitor.send('/sign-up', fields);
      }
      expect(response.statusCode).toBe(429);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(59 * 60);
      expect(response.body).toContain(`<div class="fd-alert" role="alert">${message}</div>`);
      expect(response.body).toContain('<form class="fd-stack" method="post" action="/sign-up"');
      expect(response.body).toContain('value="Zoé"');
      expect(response.body).toContain(`value="${fields.email}"`);
      expect(response.body).not.toContain('value="short"');
      // A right form waits too, and creates nothing.
      const right = await visitor.send('/sign-up', { ...fields, password: 'a calm river at dusk' });
      expect(right.statusCode).toBe(429);
      expect(right.body).not.toContain('value="a calm river at dusk"');
      expect(await t.ctx.db.select().from(users).where(eq(users.email, fields.email))).toHaveLength(0);
      // One allowance with the API, which keeps answering its clients in JSON:API.
      await visitor.client.start();
      const api = await visitor.client.post('/api/users', {
        data: { type: 'users', attributes: { ...fields, password: 'a calm river at dusk' } },
      });
      expect(api.statusCode).toBe(429);
      expect(api.doc.errors?.[0]?.code).toBe('rate_limited');
    },
  );

  it('sends a member who opens it from an invitation to their invitations', async () => {
    const visitor = new Visitor();
    await signInAs(visitor.client, await createUser(t.ctx));
    const response = await visitor.open('/sign-up?invitation=abc');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/profile#invitations');
  });
});

describe('crisis help for a visitor (GET /crisis)', () => {
  it('shows the emergency number and the lines of the place in the address, before any script', async () => {
    const response = await new Visitor('fr-FR').open('/crisis?country=FR');
    expect(response.statusCode).toBe(200);
    expect(heading(response.body)).toBe('Aide en cas de crise');
    expect(response.body).toContain('<h2>De l’aide pour : France</h2>');
    expect(response.body).toMatch(/data-testid="crisis-lines">.*href="tel:112"/s);
    expect(response.body).toContain('3114');
    expect(response.body).not.toContain('data-needs-place');
  });

  it('asks where the visitor is when nothing says it (front-door.ts asks the time zone), never by language', async () => {
    const response = await new Visitor('fr-FR').open('/crisis');
    expect(response.body).toContain('<h2>Choisissez où vous êtes</h2>');
    expect(response.body).toContain('data-needs-place');
    expect(response.body).toContain('<form method="get" action="/crisis">');
    expect(response.body).not.toContain('tel:');
  });

  it('says which code it refused (422) and still shows the country form', async () => {
    const response = await new Visitor().open('/crisis?country=ZZ');
    expect(response.statusCode).toBe(422);
    expect(response.body).toMatch(/class="error" role="alert"/);
    expect(response.body).toContain('<select id="country" name="country">');
  });
});
