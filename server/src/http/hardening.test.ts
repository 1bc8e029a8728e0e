import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { SIGN_IN_FAILED_ACCOUNTS_PER_ADDRESS } from '../auth/sign-in-limits';
import { auditEvents } from '../db/schema';
import { loadEnv } from '../env';
import { createTestApp, type TestApp } from '../test/app';
import { resource, TestClient } from '../test/client';
import {
  addGroupRole,
  addOrganizationRole,
  createGroup,
  createOrganization,
  createUser,
  signInAs,
  TEST_PASSWORD,
} from '../test/factories';
import { multipart } from '../test/multipart';
import { logUrl } from './log-safety';

/** HTTP hardening (issue 10, security 3, 4, 7, 8, 12, 13, 14; decision 0006 "HTTP and input"). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const credentials = (email: string, password: string) => resource('sessions', { email, password });

async function client(app: TestApp, remoteAddress?: string): Promise<TestClient> {
  const c = new TestClient(app.app);
  c.remoteAddress = remoteAddress;
  return c.start();
}

async function signInIp(app: TestApp, userId: number): Promise<string | null | undefined> {
  const [row] = await app.ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'sign_in'), eq(auditEvents.actorId, userId)));
  return row?.ip;
}

describe('client addresses behind proxies (EVENKEEL_TRUSTED_PROXIES)', () => {
  it('without the setting (production too), a forged X-Forwarded-For changes neither the limit bucket nor the audit', async () => {
    // Production used to trust X-Forwarded-For from anyone.
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const user = await createUser(production.ctx);
      const c = await client(production);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const failed = await c.post('/api/session', credentials(user.email, 'wrong password'), {
          'x-forwarded-for': `203.0.113.${attempt + 1}`,
        });
        expect(failed.statusCode).toBe(401);
      }
      const limited = await c.post('/api/session', credentials(user.email, TEST_PASSWORD), {
        'x-forwarded-for': '198.51.100.200',
      });
      expect(limited.statusCode).toBe(429);

      const other = await createUser(production.ctx);
      const signedIn = await (await client(production)).post(
        '/api/session',
        credentials(other.email, TEST_PASSWORD),
        { 'x-forwarded-for': '203.0.113.77' },
      );
      expect(signedIn.statusCode).toBe(201);
      expect(await signInIp(production, other.id)).toBe('127.0.0.1');
    } finally {
      await production.close();
    }
  });

  it('with a trusted proxy, each forwarded client has its own bucket and its own address in the audit', async () => {
    const proxied = await createTestApp({ EVENKEEL_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' });
    try {
      const user = await createUser(proxied.ctx);
      const c = await client(proxied);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        await c.post('/api/session', credentials(user.email, 'wrong password'), {
          'x-forwarded-for': '203.0.113.1',
        });
      }
      const same = await c.post('/api/session', credentials(user.email, TEST_PASSWORD), {
        'x-forwarded-for': '203.0.113.1',
      });
      expect(same.statusCode).toBe(429);
      const another = await c.post('/api/session', credentials(user.email, TEST_PASSWORD), {
        'x-forwarded-for': '203.0.113.2',
      });
      expect(another.statusCode).toBe(201);
      expect(await signInIp(proxied, user.id)).toBe('203.0.113.2');

      // A peer that is not a trusted proxy is the client, whatever it forwards.
      const stranger = await createUser(proxied.ctx);
      const direct = await client(proxied, '198.51.100.9');
      const response = await direct.post('/api/session', credentials(stranger.email, TEST_PASSWORD), {
        'x-forwarded-for': '203.0.113.50',
      });
      expect(response.statusCode).toBe(201);
      expect(await signInIp(proxied, stranger.id)).toBe('198.51.100.9');
    } finally {
      await proxied.close();
    }
  });

  it('with a hop count, the client is the address the nearest proxy saw, never one the client wrote', async () => {
    const hops = await createTestApp({ EVENKEEL_TRUSTED_PROXIES: '1' });
    try {
      const user = await createUser(hops.ctx);
      const c = await client(hops, '10.1.2.3');
      const response = await c.post('/api/session', credentials(user.email, TEST_PASSWORD), {
        // The client forged the first entry; the proxy appended the address it saw.
        'x-forwarded-for': '127.0.0.1, 203.0.113.9',
      });
      expect(response.statusCode).toBe(201);
      expect(await signInIp(hops, user.id)).toBe('203.0.113.9');
    } finally {
      await hops.close();
    }
  });
});

describe('password spraying', () => {
  it('limits failed sign-ins per client address across accounts, with Retry-After, in both languages', async () => {
    const c = await client(t, '192.0.2.10');
    for (let attempt = 0; attempt < SIGN_IN_FAILED_ACCOUNTS_PER_ADDRESS; attempt += 1) {
      const failed = await c.post(
        '/api/session',
        credentials(`sprayed-${attempt}@example.test`, 'Summer2026!'),
      );
      expect(failed.statusCode).toBe(401);
    }
    const victim = await createUser(t.ctx);
    const limited = await c.post('/api/session', credentials(victim.email, 'Summer2026!'));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect(limited.doc.errors?.[0]?.detail).toBe(
      'Too many failed sign-ins from your network. Please wait 15 minutes and try again.',
    );
    c.locale = 'fr';
    const french = await c.post('/api/session', credentials(victim.email, TEST_PASSWORD));
    expect(french.statusCode).toBe(429);
    expect(french.doc.errors?.[0]?.detail).toBe(
      'Trop de connexions échouées depuis votre réseau. Veuillez patienter 15 minutes et réessayer.',
    );
    // Another address is not affected.
    const elsewhere = await client(t, '192.0.2.11');
    expect((await elsewhere.post('/api/session', credentials(victim.email, TEST_PASSWORD))).statusCode).toBe(
      201,
    );
  });

  it('counts a padded or upper-case address as the same account', async () => {
    const user = await createUser(t.ctx);
    const c = await client(t, '192.0.2.20');
    const spellings = [
      user.email,
      `  ${user.email}`,
      `${user.email.toUpperCase()} `,
      `\t${user.email}`,
      `\n ${user.email} `,
    ];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const spelling = spellings[attempt % spellings.length] as string;
      expect((await c.post('/api/session', credentials(spelling, 'wrong password'))).statusCode).toBe(401);
    }
    const limited = await c.post('/api/session', credentials(`   ${user.email}   `, TEST_PASSWORD));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('signs in with a padded, upper-case address', async () => {
    const user = await createUser(t.ctx);
    const c = await client(t, '192.0.2.21');
    const response = await c.post(
      '/api/session',
      credentials(`  ${user.email.toUpperCase()}  `, TEST_PASSWORD),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('one spelling of an address for every limit', () => {
  it('gives a padded address the same password-reset limit as the plain one', async () => {
    const user = await createUser(t.ctx);
    const c = await client(t, '192.0.2.30');
    const spellings = [
      user.email,
      ` ${user.email}`,
      `${user.email}  `,
      `\t${user.email.toUpperCase()}`,
      ` ${user.email} `,
    ];
    for (const spelling of spellings) {
      const accepted = await c.post('/api/password_resets', resource('password_resets', { email: spelling }));
      expect(accepted.statusCode).toBe(202);
    }
    const limited = await c.post(
      '/api/password_resets',
      resource('password_resets', { email: `   ${user.email}` }),
    );
    expect(limited.statusCode).toBe(429);
  });
});

describe('addresses exempt from the rate limits (EVENKEEL_RATE_LIMIT_EXEMPT)', () => {
  it('does not count requests from an exempt network, and still counts everyone else', async () => {
    const exempt = await createTestApp({ EVENKEEL_RATE_LIMIT_EXEMPT: '192.0.2.0/24, ::1' });
    try {
      const user = await createUser(exempt.ctx);
      const reset = (c: TestClient) =>
        c.post('/api/password_resets', resource('password_resets', { email: user.email }));
      const office = await client(exempt, '::ffff:192.0.2.41');
      for (let attempt = 0; attempt < 7; attempt += 1) expect((await reset(office)).statusCode).toBe(202);
      const outsider = await client(exempt, '198.51.100.9');
      const answers: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) answers.push((await reset(outsider)).statusCode);
      expect(answers.at(-1)).toBe(429);
    } finally {
      await exempt.close();
    }
  });

  it('refuses a setting that is not addresses and CIDRs', () => {
    // loadEnv alone: a refused setting must not leave a test database behind.
    expect(() => loadEnv({ NODE_ENV: 'test', EVENKEEL_RATE_LIMIT_EXEMPT: 'office' })).toThrow(
      /EVENKEEL_RATE_LIMIT_EXEMPT/,
    );
  });
});

describe('text input', () => {
  async function member(locale = 'en') {
    const user = await createUser(t.ctx);
    const c = await client(t);
    c.locale = locale;
    await signInAs(c, user);
    return { user, c };
  }

  it('refuses a NUL byte or another control character with a 422 at the field, in English and French', async () => {
    const { user, c } = await member();
    const nul = await c.patch(
      `/api/users/${user.slug}`,
      resource('users', { first_name: 'Eve\u0000' }, user.slug),
    );
    expect(nul.statusCode).toBe(422);
    expect(nul.doc.errors).toEqual([
      expect.objectContaining({
        source: { pointer: '/data/attributes/first_name' },
        detail: 'First name contains invisible control characters. Remove them and try again.',
      }),
    ]);
    // The profile's language wins over Accept-Language for a signed-in member.
    await c.patch(`/api/users/${user.slug}`, resource('users', { locale: 'fr' }, user.slug));
    const bell = await c.patch(
      `/api/users/${user.slug}`,
      resource('users', { last_name: 'Ab\u0007c' }, user.slug),
    );
    expect(bell.statusCode).toBe(422);
    expect(bell.doc.errors?.[0]).toMatchObject({
      source: { pointer: '/data/attributes/last_name' },
      detail: 'Nom contient des caractères de contrôle invisibles. Retirez-les et réessayez.',
    });
  });

  it('keeps line breaks and tabs in a note, refuses them in a one-line title, and any other control in both', async () => {
    const { c } = await member();
    const log = (attributes: Record<string, unknown>) =>
      c.post('/api/life_events', resource('life_events', { date: '2026-01-05', impact: 3, ...attributes }));
    const kept = await log({ title: 'Moved house', note: 'Line one\n\tLine two\r\nend' });
    expect(kept.statusCode).toBe(201);
    expect(kept.doc.data?.attributes.note).toBe('Line one\n\tLine two\r\nend');
    for (const [attributes, pointer] of [
      [{ title: 'Moved\nhouse' }, 'title'],
      [{ title: 'Moved house', note: 'private \u0000 note' }, 'note'],
      [{ title: 'Moved house', note: 'escape \u001b[31m' }, 'note'],
      [{ title: 'Moved house', note: 'C1 \u0085 control' }, 'note'],
    ] as const) {
      const refused = await log(attributes);
      expect(refused.statusCode, JSON.stringify(attributes)).toBe(422);
      expect(refused.doc.errors?.[0]?.source?.pointer).toBe(`/data/attributes/${pointer}`);
    }
  });

  it('normalises names to NFC and refuses blank, direction-changing and link-bearing names', async () => {
    const { user, c } = await member();
    const patch = (attributes: Record<string, unknown>) =>
      c.patch(`/api/users/${user.slug}`, resource('users', attributes, user.slug));
    const composed = await patch({ first_name: '  Zoe\u0301 ', last_name: 'Ha\u0308nsel' });
    expect(composed.statusCode).toBe(200);
    expect(composed.doc.data?.attributes).toMatchObject({ first_name: 'Zoé', last_name: 'Hänsel' });

    const refusals: [string, string][] = [
      ['\u200b\u200d \u2060', 'First name must contain letters, not only spaces or invisible characters.'],
      ['\u3164', 'First name must contain letters, not only spaces or invisible characters.'],
      ['Eve\u202egnp.exe', 'First name cannot contain characters that change the direction of the text.'],
      ['\u2066Eve\u2069', 'First name cannot contain characters that change the direction of the text.'],
      ['http://evil.example', 'First name cannot contain a web address or a domain name.'],
      ['Visit www.evil', 'First name cannot contain a web address or a domain name.'],
      ['Win at evil.com now', 'First name cannot contain a web address or a domain name.'],
      ['EVIL.COM', 'First name cannot contain a web address or a domain name.'],
    ];
    for (const [firstName, detail] of refusals) {
      const refused = await patch({ first_name: firstName });
      expect(refused.statusCode, firstName).toBe(422);
      expect(refused.doc.errors?.[0], firstName).toMatchObject({
        source: { pointer: '/data/attributes/first_name' },
        detail,
      });
    }
    await patch({ locale: 'fr' });
    const french = await patch({ last_name: 'evil.com' });
    expect(french.doc.errors?.[0]?.detail).toBe(
      'Nom ne peut pas contenir d’adresse web ni de nom de domaine.',
    );
    // Ordinary names stay welcome.
    for (const name of ["O'Brien-Smith", 'St. John', 'J. R. R.', 'Nguyễn Thị', 'محمد', 'Dr. Ada']) {
      expect((await patch({ last_name: name })).statusCode, name).toBe(200);
    }
  });

  it('applies the name rules to organization names and the text rules to descriptions', async () => {
    const { user, c } = await member();
    const organization = await createOrganization(t.ctx);
    await addOrganizationRole(t.ctx, organization, user, 'administrator');
    const patch = (attributes: Record<string, unknown>) =>
      c.patch(
        `/api/organizations/${organization.slug}`,
        resource('organizations', attributes, organization.slug),
      );
    expect((await patch({ name: 'Claim at evil.com' })).statusCode).toBe(422);
    expect((await patch({ description: 'Bad \u0000 byte' })).doc.errors?.[0]?.source?.pointer).toBe(
      '/data/attributes/description',
    );
    const ok = await patch({ name: 'Acme Care', description: 'Two lines\nof text' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a control character in what no schema reads (relationships, forms) with a 422 at its place', async () => {
    const { c } = await member();
    const relationship = await c.post('/api/invitations', {
      data: {
        type: 'invitations',
        attributes: { scope: 'organization', role: 'member', email: 'someone@example.test' },
        relationships: { organization: { data: { type: 'organizations', id: 'abc\u0000' } } },
      },
    });
    expect(relationship.statusCode).toBe(422);
    expect(relationship.doc.errors?.[0]?.source?.pointer).toBe('/data/relationships/organization/data/id');
    const form = await c.form('/sign-out', [['device_token', 'tok\u0000en']]);
    expect(form.statusCode).toBe(422);
  });

  it('answers a control character in a path or query parameter with 404 or 400, never 500', async () => {
    const { c } = await member();
    expect((await c.get('/api/organizations/abc%00')).statusCode).toBe(404);
    expect((await c.get('/api/life_events/%00')).statusCode).toBe(404);
    expect((await c.get('/api/password_resets/%00abcdefghijkl')).statusCode).toBe(404);
    const query = await c.get('/api/places?filter[q]=Par%00is');
    expect(query.statusCode).toBe(400);
    expect(query.doc.errors?.[0]?.detail).toBe(
      'The “filter[q]” parameter contains characters that are not allowed.',
    );
    expect((await c.get('/api/invitations?scope=%01')).statusCode).toBe(400);
    expect((await c.get('/api/places?filter[q]=Par%0Ais')).statusCode).toBe(400);
    expect((await c.get('/api/organizations/abc%0A')).statusCode).toBe(404);
    expect((await c.delete('/api/session?device_token=%00')).statusCode).toBe(400);
  });
});

describe('logs hold no personal data', () => {
  const note = 'my private note about panic attacks';
  const email = 'leak-me@example.test';
  let lines: string[];
  let logged: FastifyInstance;

  beforeAll(async () => {
    lines = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    logged = await buildApp({ ctx: t.ctx, logger: true, logStream: stream });
    type Body = { data: { attributes: { note: string; email: string } } };
    // Two statements that fail in the database with the request's values as parameters.
    logged.post('/api/test/refused-value', { config: { tokenAuthenticated: true } }, async (request) => {
      const { attributes } = (request.body as Body).data;
      await t.ctx.db.execute(sql`select ${attributes.note}::integer as n, ${attributes.email} as e`);
    });
    logged.post('/api/test/failing-query', { config: { tokenAuthenticated: true } }, async (request) => {
      const { attributes } = (request.body as Body).data;
      await t.ctx.db.execute(
        sql`select * from no_such_table where note = ${attributes.note} and email = ${attributes.email}`,
      );
    });
    await logged.ready();
  });
  afterAll(() => logged.close());

  const post = (url: string) =>
    logged.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify(resource('tests', { note, email })),
    });

  it('logs a database error without its parameters or the values it quotes back', async () => {
    const refused = await post(
      `/api/test/refused-value?filter[email]=${encodeURIComponent(email)}&page[number]=2`,
    );
    expect(refused.statusCode).toBe(400);
    const failed = await post(`/api/test/failing-query?q=${encodeURIComponent(note)}`);
    expect(failed.statusCode).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('value refused by the database');
    expect(log).toContain('"code":"22P02"');
    expect(log).toContain('unhandled error');
    expect(log).toContain('"code":"42P01"');
    expect(log).toContain('select * from no_such_table');
    expect(log).toContain('/api/test/refused-value?filter[email]=…&page[number]=2');
    expect(log).not.toContain('leak-me');
    expect(log).not.toContain('panic');
    expect(log).not.toContain(encodeURIComponent(note));
  });

  it('logs paths and parameter names, and only the values of paging and fixed choices', async () => {
    lines.length = 0;
    await logged.inject({
      method: 'GET',
      url: '/api/crisis_lines?filter[country_code]=FR&filter[administrative_area_code]=IDF&filter[view]=public',
    });
    await logged.inject({ method: 'GET', url: `/api/places?filter[q]=Rue%20de%20Rivoli&email=${email}` });
    const log = lines.join('\n');
    expect(log).toContain(
      '/api/crisis_lines?filter[country_code]=…&filter[administrative_area_code]=…&filter[view]=public',
    );
    expect(log).toContain('/api/places?filter[q]=…&email=…');
    expect(log).not.toContain('Rivoli');
    expect(log).not.toContain('IDF');
    expect(logUrl('/api/groups?page[number]=3&page[size]=10&include=administrators&filter[name]=x')).toBe(
      '/api/groups?page[number]=3&page[size]=10&include=administrators&filter[name]=…',
    );
    expect(logUrl('/api/password_resets/secret-token?x=1')).toBe('/api/password_resets/…?x=…');
  });
});

describe('no 500 on odd input', () => {
  const oddSegments = [
    '%00',
    'abc%00',
    'a%01b',
    '%FF',
    '%E0%A4%A',
    '..%2F..%2Fetc',
    'x'.repeat(250),
    '9223372036854775808',
    '-1',
    '1e400',
    '%20',
    '%F0%9F%98%80',
  ];
  const oddQueries = [
    'page[number]=0',
    'page[number]=-1',
    'page[number]=1e400',
    'page[number]=9223372036854775808',
    'page[number]=99999999999999999999999',
    'page[number]=1000001',
    'page[number]=1.5',
    'page[number]=0x10',
    'page[number]=%201',
    'page[number]=abc',
    'page[number]=1&page[number]=2',
    'page[size]=0',
    'page[size]=-5',
    'page[size]=1e400',
    'page[size]=9223372036854775808',
    'page[number]=1000000&page[size]=100',
    'filter[from]=2026-02-30',
    'filter[to]=2026-13-45',
    'filter[from]=0000-00-00',
    'filter[from]=99999-01-01',
    'filter[from]=2026-02-28&filter[to]=2025-01-01',
    'filter[from]=2026-01-01&filter[from]=2026-01-02',
    'include=%00',
    'include=administrators,administrators.x,,',
    'period=%00',
    'period=all&filter[period]=3m',
    'scope=x',
    'type=a,b',
    'reports=maybe',
    'sent=2',
    'view=edit',
    'view[]=edit',
    'q=%00',
    `q=${'x'.repeat(3000)}`,
    'q[]=a&q[]=b',
    'country_code=%00',
    'country_code=ZZ&administrative_area_code=%FF',
    'latitude=1e400&longitude=NaN',
    'latitude=91&longitude=181',
    'latitude[]=1&longitude=2',
    'token=%00',
    'token[]=a',
    'lang=xx',
    'country=%00&region=%01',
    'device_token[]=a',
  ];

  it('answers every GET route with odd path segments and odd query parameters without a 500', async () => {
    const admin = await createUser(t.ctx, { platformAdmin: true });
    const organization = await createOrganization(t.ctx);
    const group = await createGroup(t.ctx, organization);
    await addOrganizationRole(t.ctx, organization, admin, 'administrator');
    await addGroupRole(t.ctx, group, admin, 'administrator');
    const c = await client(t);
    await signInAs(c, admin);
    const openapi = JSON.parse((await c.get('/api/openapi.json')).body) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const paths = Object.entries(openapi.paths)
      .filter(([, operations]) => operations.get)
      .map(([path]) => path)
      .concat(['/dev/mail', '/dev/mail/{id}', '/api/health']);
    expect(paths.length).toBeGreaterThan(20);

    const failures: string[] = [];
    const check = async (url: string) => {
      const response = await c.get(url);
      if (response.statusCode >= 500) failures.push(`${response.statusCode} GET ${url.slice(0, 120)}`);
      return response;
    };
    for (const path of paths) {
      const params = path.match(/\{[^}]+\}/g) ?? [];
      if (params.length > 0) {
        for (const odd of oddSegments) await check(path.replace(/\{[^}]+\}/g, odd));
      }
      // The slug of a resource the route serves, so paging and filters are reached.
      const real = path.startsWith('/api/organizations/')
        ? organization.slug
        : path.startsWith('/api/groups/')
          ? group.slug
          : admin.slug;
      const base = path.replace(/\{[^}]+\}/g, real);
      for (const query of oddQueries) await check(`${base}?${query}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('names the page parameter and its range, and a date that does not exist, in both languages', async () => {
    const member = await createUser(t.ctx);
    const c = await client(t);
    await signInAs(c, member);
    for (const query of [
      'page[number]=9223372036854775808',
      'page[number]=1e400',
      'page[number]=-1',
      'page[number]=0x10',
    ]) {
      const response = await c.get(`/api/life_events?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.doc.errors?.[0]?.detail).toBe(
        'The “page[number]” parameter must be a whole number from 1 to 1000000.',
      );
    }
    const size = await c.get('/api/checkups?page[size]=1e400');
    expect(size.statusCode).toBe(400);
    expect(size.doc.errors?.[0]?.detail).toBe(
      'The “page[size]” parameter must be a whole number from 1 to 100.',
    );
    expect((await c.get('/api/checkups?page[size]=9223372036854775808')).statusCode).toBe(200);
    const date = await c.get('/api/life_events?filter[from]=2026-02-30');
    expect(date.statusCode).toBe(422);
    expect(date.doc.errors?.[0]?.detail).toBe(
      'The “filter[from]” parameter must be a real date written yyyy-mm-dd.',
    );
    await c.patch(`/api/users/${member.slug}`, resource('users', { locale: 'fr' }, member.slug));
    const french = await c.get('/api/activities?filter[to]=2026-04-31');
    expect(french.doc.errors?.[0]?.detail).toBe(
      'Le paramètre «\u00a0filter[to]\u00a0» doit être une date réelle écrite aaaa-mm-jj.',
    );
    const page = await c.get('/api/ailments?page[number]=0');
    expect(page.doc.errors?.[0]?.detail).toBe(
      'Le paramètre «\u00a0page[number]\u00a0» doit être un nombre entier de 1 à 1000000.',
    );
  });
});

describe('odd uploads', () => {
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');

  it('refuses two files in one upload with a 422 at the file, in both languages', async () => {
    const user = await createUser(t.ctx);
    const c = await client(t);
    await signInAs(c, user);
    const send = () => {
      const { body, contentType } = multipart([
        { name: 'purpose', value: 'document' },
        { name: 'file', filename: 'a.gif', type: 'image/gif', data: gif },
        { name: 'file', filename: 'b.gif', type: 'image/gif', data: gif },
      ]);
      return c.request('POST', '/api/uploads', { body, headers: { 'content-type': contentType } });
    };
    const two = await send();
    expect(two.statusCode).toBe(422);
    expect(two.doc.errors?.[0]).toMatchObject({
      source: { pointer: '/data/attributes/file' },
      detail: 'Send one file per upload.',
    });
    await c.patch(`/api/users/${user.slug}`, resource('users', { locale: 'fr' }, user.slug));
    expect((await send()).doc.errors?.[0]?.detail).toBe('Envoyez un seul fichier à la fois.');

    const { body, contentType } = multipart(
      Array.from({ length: 8 }, (_, index) => ({ name: `field${index}`, value: 'x' })),
    );
    const many = await c.request('POST', '/api/uploads', { body, headers: { 'content-type': contentType } });
    expect(many.statusCode).toBe(422);
  });
});

describe('a refused body does not poison its connection', () => {
  let port: number;
  let cookie: string;
  let csrf: string;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const user = await createUser(t.ctx);
    const c = await client(t);
    await signInAs(c, user);
    cookie = ['evenkeel_session', 'evenkeel_csrf'].map((name) => `${name}=${c.cookie(name)}`).join('; ');
    csrf = c.csrfToken;
  });

  /**
   * Sends a request whose body the server refuses, then a second request on the same
   * keep-alive connection, and reports what the client sees: the responses' status lines and
   * whether (and how fast) the connection was closed or the second request answered.
   */
  function refusedThenNext(head: string, body: Buffer | Buffer[]) {
    return new Promise<{ statuses: number[]; closed: boolean; ms: number }>((resolve) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1');
      let received = '';
      const finish = (closed: boolean) => {
        clearTimeout(timer);
        socket.destroy();
        const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));
        resolve({ statuses, closed, ms: Date.now() - started });
      };
      const timer = setTimeout(() => finish(false), 5000);
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
        if ((received.match(/HTTP\/1\.1 \d{3}/g) ?? []).length >= 2) finish(false);
      });
      socket.on('end', () => finish(true));
      socket.on('error', () => finish(true));
      socket.write(head);
      for (const part of Array.isArray(body) ? body : [body]) socket.write(part);
      socket.write('GET /api/session HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    });
  }

  it('after a 413 for an oversized upload, closes the connection at once instead of hanging', async () => {
    const { body, contentType } = multipart([
      { name: 'purpose', value: 'profile_picture' },
      { name: 'file', filename: 'big.png', type: 'image/png', data: Buffer.alloc(3 * 1024 * 1024, 1) },
    ]);
    const head = [
      'POST /api/uploads HTTP/1.1',
      'Host: 127.0.0.1',
      `Content-Type: ${contentType}`,
      `Content-Length: ${body.length}`,
      `Cookie: ${cookie}`,
      `X-CSRF-Token: ${csrf}`,
      'Connection: keep-alive',
      '',
      '',
    ].join('\r\n');
    const seen = await refusedThenNext(head, body);
    expect(seen.statuses[0]).toBe(413);
    expect(seen.closed || seen.statuses.length === 2).toBe(true);
    expect(seen.ms).toBeLessThan(2500);
  });

  it('after a 413 for an oversized JSON body, with or without a length, does not hang either', async () => {
    const big = JSON.stringify(resource('life_events', { note: 'x'.repeat(300 * 1024) }));
    const lines = (extra: string[]) =>
      [
        'POST /api/life_events HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/vnd.api+json',
        `Cookie: ${cookie}`,
        `X-CSRF-Token: ${csrf}`,
        ...extra,
        '',
        '',
      ].join('\r\n');
    const sized = await refusedThenNext(
      lines([`Content-Length: ${Buffer.byteLength(big)}`]),
      Buffer.from(big),
    );
    expect(sized.statuses[0]).toBe(413);
    expect(sized.closed || sized.statuses.length === 2).toBe(true);
    expect(sized.ms).toBeLessThan(2500);

    const chunk = Buffer.from(big);
    const chunked = await refusedThenNext(lines(['Transfer-Encoding: chunked']), [
      Buffer.from(`${chunk.length.toString(16)}\r\n`),
      chunk,
      Buffer.from('\r\n0\r\n\r\n'),
    ]);
    expect(chunked.statuses[0]).toBe(413);
    expect(chunked.closed || chunked.statuses.length === 2).toBe(true);
    expect(chunked.ms).toBeLessThan(2500);
  });
});

describe('no 500 on odd bodies', () => {
  type Operation = {
    requestBody?: {
      content: Record<
        string,
        {
          schema: {
            properties: {
              data: {
                properties: { type: { const: string }; attributes: { properties?: Record<string, unknown> } };
              };
            };
          };
        }
      >;
    };
  };

  it('answers odd attribute values on every documented write without a 500', async () => {
    const admin = await createUser(t.ctx, { platformAdmin: true });
    const organization = await createOrganization(t.ctx);
    const group = await createGroup(t.ctx, organization);
    await addOrganizationRole(t.ctx, organization, admin, 'administrator');
    await addGroupRole(t.ctx, group, admin, 'administrator');
    const c = await client(t, '198.51.100.77');
    await signInAs(c, admin);
    const openapi = JSON.parse((await c.get('/api/openapi.json')).body) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const slugFor = (path: string) =>
      path.startsWith('/api/organizations/')
        ? organization.slug
        : path.startsWith('/api/groups/')
          ? group.slug
          : admin.slug;
    const oddValues = [
      '"a\\u0000b"',
      '1e400',
      '-1',
      '9223372036854775808',
      '[]',
      '{"__proto__":{"x":1}}',
      'null',
      'true',
      '"2026-02-30"',
      `"${'\\u202e'.repeat(3)}"`,
    ];
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(openapi.paths)) {
      for (const method of ['post', 'patch', 'put'] as const) {
        const schema = operations[method]?.requestBody?.content['application/vnd.api+json']?.schema;
        if (!schema || path === '/api/session' || path.startsWith('/api/password_resets')) continue;
        const type = schema.properties.data.properties.type.const;
        const slug = path.includes('{') ? slugFor(path) : undefined;
        const url = path.replace(/\{[^}]+\}/g, slug ?? '');
        for (const attribute of Object.keys(schema.properties.data.properties.attributes.properties ?? {})) {
          for (const odd of oddValues) {
            const id = slug && method !== 'post' ? `"id":"${slug}",` : '';
            const body = `{"data":{"type":"${type}",${id}"attributes":{"${attribute}":${odd}}}}`;
            const response = await c.request(method.toUpperCase() as 'POST', url, { body });
            sent += 1;
            if (response.statusCode >= 500)
              failures.push(`${response.statusCode} ${method} ${url} ${attribute}=${odd}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 120_000);
});
