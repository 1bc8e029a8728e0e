import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRecords, auditEvents, sessions, users } from '../../db/schema';
import type { ChatEvent } from '../../realtime/bus';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
import {
  addOrganizationRole,
  clientFor,
  createOrganization,
  createUser,
  TEST_PASSWORD,
} from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Names of result, answer and note fields: none may appear in anything the console answers. */
const FORBIDDEN = /score|band|screen|answer|note|result|checkup|log/i;
const keysOf = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
    : [];

const auditOf = (action: string, subjectUserId: number) =>
  t.ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.subjectUserId, subjectUserId)));

const accessOf = (subjectUserId: number) =>
  t.ctx.db.select().from(accessRecords).where(eq(accessRecords.subjectUserId, subjectUserId));

const signIn = (client: TestClient, email: string) =>
  client.post('/api/session', resource('sessions', { email, password: TEST_PASSWORD }));

describe('the accounts console', () => {
  it('finds an account by its address or its beginning, with roles and organizations and never results', async () => {
    const admin = await createUser(t.ctx, { platformAdmin: true, firstName: 'Pat', lastName: 'Support' });
    const stem = `findme-${Math.random().toString(36).slice(2, 8)}`;
    const member = await createUser(t.ctx, {
      email: `${stem}@example.test`,
      emailVerifiedAt: null,
      lastActiveAt: new Date('2026-11-26T15:00:00Z'),
    });
    const org = await createOrganization(t.ctx, { name: 'Northwind' });
    await addOrganizationRole(t.ctx, org, member, 'member');
    const client = await clientFor(t.app, admin);

    const found = await client.get(`/api/accounts?filter[email]=${stem.toUpperCase()}`);
    expect(found.statusCode).toBe(200);
    expect(items(found)).toHaveLength(1);
    const account = items(found)[0];
    expect(account).toMatchObject({
      type: 'accounts',
      id: member.slug,
      attributes: {
        email: member.email,
        email_verified: false,
        last_active_week: '2026-W48',
        roles: ['organization_member'],
        organizations: [
          { slug: org.slug, name: 'Northwind', role: 'member', dashboard_path: `/organizations/${org.slug}` },
        ],
        locked: false,
        lock_reason: null,
      },
      meta: { abilities: { resend_verification: true, lock: true, unlock: false } },
    });
    const exact = await client.get(`/api/accounts?filter[email]=${encodeURIComponent(member.email)}`);
    expect(items(exact).map((item) => item.id)).toEqual([member.slug]);
    const details = await client.get(`/api/accounts/${member.slug}`);
    expect(details.statusCode).toBe(200);
    for (const document of [found.doc, details.doc]) {
      expect(keysOf(document).filter((key) => FORBIDDEN.test(key))).toEqual([]);
    }
    // Two reads (the search, the details) within the hour: one line with its count.
    const [read] = await accessOf(member.id);
    expect(read).toMatchObject({
      viewerId: admin.id,
      viewerName: 'Pat Support',
      viewerRole: 'platform_administrator',
      dataKind: 'account',
      purpose: 'account_support',
      client: 'api',
    });
    expect(read?.count).toBeGreaterThanOrEqual(3);
    expect(await auditOf('account_support_read', member.id)).not.toHaveLength(0);

    const tooShort = await client.get('/api/accounts?filter[email]=ab');
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.doc.errors?.[0]?.source).toEqual({ parameter: 'filter[email]' });
    expect((await client.get('/api/accounts')).statusCode).toBe(422);
    // `%` is a letter here, not a wildcard.
    expect(items(await client.get('/api/accounts?filter[email]=%25%25%25'))).toHaveLength(0);
    expect((await client.get('/api/accounts/nobody')).statusCode).toBe(404);
  });

  it('is a 404 for everyone but platform administrators, and a 401 signed out', async () => {
    const member = await createUser(t.ctx);
    const orgAdmin = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, await createOrganization(t.ctx), orgAdmin, 'administrator');
    for (const user of [member, orgAdmin]) {
      const client = await clientFor(t.app, user);
      expect((await client.get(`/api/accounts?filter[email]=${member.email}`)).statusCode).toBe(404);
      expect((await client.get(`/api/accounts/${member.slug}`)).statusCode).toBe(404);
      const lock = await client.post(
        `/api/accounts/${member.slug}/lock`,
        resource('account_locks', { reason: 'x' }),
      );
      expect(lock.statusCode).toBe(404);
      expect((await client.post(`/api/accounts/${member.slug}/verification_emails`)).statusCode).toBe(404);
    }
    const signedOut = await new TestClient(t.app).start();
    expect((await signedOut.get(`/api/accounts?filter[email]=${member.email}`)).statusCode).toBe(401);
    expect((await signedOut.get(`/api/accounts/${member.slug}`)).statusCode).toBe(401);
    expect(
      (
        await signedOut.post(
          `/api/accounts/${member.slug}/unlock`,
          resource('account_unlocks', { reason: 'x' }),
        )
      ).statusCode,
    ).toBe(401);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.lockedAt).toBeNull();
  });

  it('locks with a reason: every session ends, sign-in is refused with a message; unlocking lets it in again', async () => {
    const admin = await createUser(t.ctx, { platformAdmin: true });
    const member = await createUser(t.ctx, { locale: 'fr' });
    const client = await clientFor(t.app, admin);
    const phone = await clientFor(t.app, member);
    const laptop = await clientFor(t.app, member);
    expect((await phone.get('/api/session')).statusCode).toBe(200);

    const noReason = await client.post(
      `/api/accounts/${member.slug}/lock`,
      resource('account_locks', { reason: '  ' }),
    );
    expect(noReason.statusCode).toBe(422);
    expect(noReason.doc.errors?.[0]).toMatchObject({
      detail: 'Give the reason: it is kept with the account and in the audit log.',
      source: { pointer: '/data/attributes/reason' },
    });
    expect(
      (await client.post(`/api/accounts/${member.slug}/lock`, resource('account_locks', {}))).statusCode,
    ).toBe(422);
    expect((await phone.get('/api/session')).statusCode).toBe(200);

    const events: ChatEvent[] = [];
    const stop = t.ctx.bus.subscribe((event) => events.push(event));
    const locked = await client.post(
      `/api/accounts/${member.slug}/lock`,
      resource('account_locks', { reason: 'Reported as a shared account' }),
    );
    stop();
    // Every chat socket of the account closes, on every instance (4401), as a sign-out does.
    expect(events).toEqual([{ kind: 'session_ended', userId: member.id, sessionId: null }]);
    expect(locked.statusCode).toBe(200);
    expect(locked.doc.data?.attributes).toMatchObject({
      locked: true,
      lock_reason: 'Reported as a shared account',
    });
    expect(locked.doc.data?.meta).toMatchObject({ abilities: { lock: false, unlock: true } });
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0);
    expect((await phone.get('/api/session')).statusCode).toBe(401);
    expect((await laptop.get('/api/session')).statusCode).toBe(401);

    const refused = await signIn(await new TestClient(t.app).start(), member.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.doc.errors?.[0]).toMatchObject({
      code: 'account_locked',
      detail:
        'This account is locked by Evenkeel’s support. Write to support to know why and to have it unlocked.',
    });
    const french = await new TestClient(t.app).start();
    french.locale = 'fr';
    expect((await signIn(french, member.email)).doc.errors?.[0]?.detail).toMatch(/^Ce compte est verrouillé/);
    // A wrong password says nothing about the lock.
    const wrong = await (await new TestClient(t.app).start()).post(
      '/api/session',
      resource('sessions', { email: member.email, password: 'not the password at all' }),
    );
    expect(wrong.statusCode).toBe(401);
    // The sign-in form says it too.
    const form = await new TestClient(t.app).start();
    await form.get('/sign-in');
    const page = await form.form('/sign-in', [
      ['email', member.email],
      ['password', TEST_PASSWORD],
    ]);
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('This account is locked by Evenkeel’s support.');

    expect(
      (await client.post(`/api/accounts/${member.slug}/lock`, resource('account_locks', { reason: 'again' })))
        .statusCode,
    ).toBe(403);
    expect(
      (await client.post(`/api/accounts/${admin.slug}/lock`, resource('account_locks', { reason: 'me' })))
        .statusCode,
    ).toBe(403);

    const unlocked = await client.post(
      `/api/accounts/${member.slug}/unlock`,
      resource('account_unlocks', { reason: 'Checked with the person' }),
    );
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.doc.data?.attributes).toMatchObject({
      locked: false,
      locked_at: null,
      lock_reason: null,
    });
    expect((await signIn(await new TestClient(t.app).start(), member.email)).statusCode).toBe(201);
    expect(
      (await client.post(`/api/accounts/${member.slug}/unlock`, resource('account_unlocks', { reason: 'x' })))
        .statusCode,
    ).toBe(403);

    expect((await auditOf('account_locked', member.id))[0]).toMatchObject({
      actorId: admin.id,
      detail: 'Reported as a shared account',
    });
    expect((await auditOf('account_unlocked', member.id))[0]).toMatchObject({
      actorId: admin.id,
      detail: 'Checked with the person',
    });
    expect(await auditOf('sign_in_refused_locked', member.id)).toHaveLength(0);
    const refusals = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'sign_in_refused_locked'), eq(auditEvents.actorId, member.id)));
    expect(refusals.length).toBeGreaterThanOrEqual(3);
    expect((await accessOf(member.id))[0]).toMatchObject({ purpose: 'account_support', dataKind: 'account' });
  });

  it('resends a verification e-mail to an unverified account only', async () => {
    const admin = await createUser(t.ctx, { platformAdmin: true });
    const member = await createUser(t.ctx, { emailVerifiedAt: null });
    const verified = await createUser(t.ctx);
    const client = await clientFor(t.app, admin);
    const sent = await client.post(`/api/accounts/${member.slug}/verification_emails`);
    expect(sent.statusCode).toBe(202);
    expect(sent.doc.meta?.message).toBe('A new confirmation link is on its way to this account’s address.');
    expect((await auditOf('account_verification_resent', member.id))[0]?.actorId).toBe(admin.id);
    expect(await accessOf(member.id)).toHaveLength(1);
    expect((await client.post(`/api/accounts/${verified.slug}/verification_emails`)).statusCode).toBe(403);
  });
});
