import { randomBytes } from 'node:crypto';
import { CSV_IMPORT_MAX_LINES } from '@evenkeel/common';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../auth/user';
import { auditEvents, emails, invitationRecords, invitations, organizations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { items, TestClient } from '../../test/client';
import {
  addGroupRole,
  addOrganizationRole,
  clientFor,
  createGroup,
  createOrganization,
  createUser,
  resourceWith,
} from '../../test/factories';
import { multipart } from '../../test/multipart';
import { deleteAccount } from '../users/deletion';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const address = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.test`;

async function world() {
  const org = await createOrganization(t.ctx, { name: 'Northwind' });
  const group = await createGroup(t.ctx, org, { name: 'Night shift' });
  const admin = await createUser(t.ctx, { firstName: 'Alice', lastName: 'Admin' });
  await addOrganizationRole(t.ctx, org, admin, 'administrator');
  const groupAdmin = await createUser(t.ctx, { firstName: 'Gus', lastName: 'Group' });
  await addGroupRole(t.ctx, group, groupAdmin, 'administrator');
  const member = await createUser(t.ctx, { firstName: 'Mia', lastName: 'Member' });
  await addOrganizationRole(t.ctx, org, member, 'member');
  return { org, group, admin, groupAdmin, member };
}

type World = Awaited<ReturnType<typeof world>>;

const invite = (
  client: TestClient,
  w: World,
  email: string,
  target: 'organization' | 'group' = 'organization',
) =>
  client.post(
    '/api/invitations',
    target === 'organization'
      ? resourceWith(
          'invitations',
          { scope: 'organization', role: 'member', email },
          { organization: { type: 'organizations', id: w.org.slug } },
        )
      : resourceWith(
          'invitations',
          { scope: 'group', role: 'reporter', email },
          { group: { type: 'groups', id: w.group.slug } },
        ),
  );

const list = (client: TestClient, w: World, query = '') =>
  client.get(`/api/organizations/${w.org.slug}/invitations${query}`);

const importCsv = (client: TestClient, slug: string, csv: string) => {
  const { body, contentType } = multipart([
    { name: 'file', filename: 'people.csv', type: 'text/csv', data: Buffer.from(csv) },
  ]);
  return client.request('POST', `/api/organizations/${slug}/invitation_imports`, {
    body,
    headers: { 'content-type': contentType },
  });
};

const stateOf = (response: Awaited<ReturnType<typeof list>>, email: string) =>
  items(response).find((row) => row.attributes?.email === email)?.attributes?.state;

describe('GET /api/organizations/{slug}/invitations', () => {
  it('is read by the organization’s administrators only: 401 signed out, 404 for everyone else', async () => {
    const w = await world();
    const platformAdmin = await createUser(t.ctx, { platformAdmin: true });
    const outsider = await createUser(t.ctx);
    expect((await list(await new TestClient(t.app).start(), w)).statusCode).toBe(401);
    for (const person of [platformAdmin, w.groupAdmin, w.member, outsider] as User[]) {
      const response = await list(await clientFor(t.app, person), w);
      expect(response.statusCode, person.firstName).toBe(404);
    }
    const admin = await clientFor(t.app, w.admin);
    expect((await list(admin, w)).statusCode).toBe(200);
    expect((await admin.get('/api/organizations/no-such-organization/invitations')).statusCode).toBe(404);
    expect((await list(admin, w, '?filter[state]=lost')).statusCode).toBe(422);
    expect((await list(admin, w, '?page[after]=nonsense')).statusCode).toBe(422);
  });

  it('shows every state: pending, accepted, declined, withdrawn, expired, and resent ones', async () => {
    const w = await world();
    const admin = await clientFor(t.app, w.admin);
    const accepter = await createUser(t.ctx);
    const decliner = await createUser(t.ctx);
    const revoked = address('revoked');
    const lapsed = address('lapsed');
    const resent = address('resent');
    const waiting = address('waiting');
    const slugs: Record<string, string> = {};
    for (const email of [accepter.email, decliner.email, revoked, lapsed, resent, waiting]) {
      const sent = await invite(admin, w, email.toLowerCase());
      expect(sent.statusCode).toBe(201);
      slugs[email.toLowerCase()] = String(sent.doc.data?.id);
    }
    const groupAdmin = await clientFor(t.app, w.groupAdmin);
    const toGroup = address('reporter');
    const groupSent = await invite(groupAdmin, w, toGroup, 'group');
    expect(groupSent.statusCode).toBe(201);

    const accepting = await clientFor(t.app, accepter);
    expect(
      (await accepting.post(`/api/invitations/${slugs[accepter.email.toLowerCase()]}/accept`)).statusCode,
    ).toBe(200);
    const declining = await clientFor(t.app, decliner);
    expect(
      (await declining.delete(`/api/invitations/${slugs[decliner.email.toLowerCase()]}`)).statusCode,
    ).toBe(204);
    expect((await admin.delete(`/api/invitations/${slugs[revoked]}`)).statusCode).toBe(204);
    const again = await admin.post(`/api/invitations/${slugs[resent]}/resend`);
    expect(again.statusCode).toBe(200);
    await t.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, lapsed));

    const response = await list(admin, w);
    expect(response.statusCode).toBe(200);
    expect(response.doc.meta?.total).toBe(7);
    expect(stateOf(response, accepter.email.toLowerCase())).toBe('accepted');
    expect(stateOf(response, decliner.email.toLowerCase())).toBe('declined');
    expect(stateOf(response, revoked)).toBe('withdrawn');
    expect(stateOf(response, lapsed)).toBe('expired');
    expect(stateOf(response, resent)).toBe('pending');
    expect(stateOf(response, waiting)).toBe('pending');
    const rows = items(response);
    // Newest first.
    expect(rows[0]?.attributes?.email).toBe(toGroup);
    const group = rows[0];
    expect(group?.attributes).toMatchObject({
      scope: 'group',
      role: 'reporter',
      group_name: 'Night shift',
      group_slug: w.group.slug,
      inviter_name: 'Gus Group',
      state: 'pending',
      ended_at: null,
    });
    // An organization administrator may resend and revoke any waiting invitation, a group's too.
    expect(group?.meta?.abilities).toEqual({ resend: true, revoke: true });
    const renewed = rows.find((row) => row.attributes?.email === resent);
    expect(renewed?.id).toBe(again.doc.data?.id);
    expect(renewed?.attributes?.resent_at).toEqual(expect.any(String));
    const accepted = rows.find((row) => row.attributes?.email === accepter.email.toLowerCase());
    expect(accepted?.attributes).toMatchObject({ inviter_name: 'Alice Admin', ended_at: expect.any(String) });
    expect(accepted?.meta?.abilities).toEqual({ resend: false, revoke: false });
    // Expired but still there: it can be sent again or withdrawn.
    expect(rows.find((row) => row.attributes?.email === lapsed)?.meta?.abilities).toEqual({
      resend: true,
      revoke: true,
    });

    const only = async (state: string) =>
      items(await list(admin, w, `?filter[state]=${state}`)).map((row) => row.attributes?.email);
    expect(await only('accepted')).toEqual([accepter.email.toLowerCase()]);
    expect(await only('declined')).toEqual([decliner.email.toLowerCase()]);
    expect(await only('withdrawn')).toEqual([revoked]);
    expect(await only('expired')).toEqual([lapsed]);
    expect((await only('pending')).sort()).toEqual([toGroup, resent, waiting].sort());

    // The group's invitation, resent then revoked by the organization's administrator.
    const groupSlug = String(group?.id);
    const groupResent = await admin.post(`/api/invitations/${groupSlug}/resend`);
    expect(groupResent.statusCode).toBe(200);
    expect((await admin.delete(`/api/invitations/${String(groupResent.doc.data?.id)}`)).statusCode).toBe(204);
    expect(await only('withdrawn')).toEqual(expect.arrayContaining([toGroup, revoked]));

    // Deleted after its expiry: the trigger writes expired.
    await t.ctx.db.delete(invitations).where(eq(invitations.email, lapsed));
    const [record] = await t.ctx.db
      .select()
      .from(invitationRecords)
      .where(eq(invitationRecords.email, lapsed));
    expect(record?.status).toBe('expired');

    const audits = await t.ctx.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.actorId, w.admin.id));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['invitation_revoked', 'invitation_resent']),
    );
  });

  it('pages by keyset, newest first, unmoved by invitations sent meanwhile', async () => {
    const w = await world();
    const admin = await clientFor(t.app, w.admin);
    const sent: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const email = address(`page${i}`);
      expect((await invite(admin, w, email)).statusCode).toBe(201);
      sent.push(email);
    }
    const first = await list(admin, w, '?page[size]=2');
    expect(items(first).map((row) => row.attributes?.email)).toEqual([sent[4], sent[3]]);
    expect(first.doc.meta?.total).toBe(5);
    const next = String(first.doc.links?.next);
    expect(next).toContain('page%5Bafter%5D');
    await invite(admin, w, address('meanwhile'));
    const second = await admin.get(next);
    expect(items(second).map((row) => row.attributes?.email)).toEqual([sent[2], sent[1]]);
    const third = await admin.get(String(second.doc.links?.next));
    expect(items(third).map((row) => row.attributes?.email)).toEqual([sent[0]]);
    expect(third.doc.links?.next).toBeNull();
  });
});

describe('POST /api/organizations/{slug}/invitation_imports', () => {
  it('invites each new address once, and says why every other line was not invited', async () => {
    const w = await world();
    const admin = await clientFor(t.app, w.admin);
    const waiting = address('waiting');
    expect((await invite(admin, w, waiting)).statusCode).toBe(201);
    const known = await createUser(t.ctx, { locale: 'fr' });
    const fresh = address('fresh');
    const csv = [
      'email',
      `${fresh},Team A`,
      'not-an-address',
      '',
      `"${known.email.toUpperCase()}"`,
      fresh.toUpperCase(),
      w.member.email,
      waiting,
    ].join('\r\n');
    const mailsBefore = await t.ctx.db.select({ id: emails.id }).from(emails);
    const response = await importCsv(admin, w.org.slug, csv);
    expect(response.statusCode).toBe(200);
    expect(response.doc.meta).toEqual({
      lines: 6,
      invited: 2,
      refused: [
        { line: 3, value: 'not-an-address', reason: 'invalid_email', message: 'Not an e-mail address.' },
        {
          line: 6,
          value: fresh.toUpperCase(),
          reason: 'duplicate',
          message: 'Already on line 2 of this file.',
        },
        {
          line: 7,
          value: w.member.email,
          reason: 'already_member',
          message: 'Already a member of the organization: skipped.',
        },
        {
          line: 8,
          value: waiting,
          reason: 'already_invited',
          message: 'Already invited: the invitation is waiting for an answer.',
        },
      ],
    });
    const created = await t.ctx.db.select().from(invitations).where(eq(invitations.organizationId, w.org.id));
    expect(created.map((row) => row.email).sort()).toEqual(
      [fresh, known.email.toLowerCase(), waiting].sort(),
    );
    expect(created.find((row) => row.email === known.email.toLowerCase())?.inviteeId).toBe(known.id);
    const mails = await t.ctx.db.select().from(emails);
    expect(mails.length - mailsBefore.length).toBe(2);
    const toKnown = mails.filter((mail) => mail.toAddress === known.email.toLowerCase());
    expect(toKnown).toHaveLength(1);
    expect(toKnown[0]?.locale).toBe('fr');
    const pending = items(await list(admin, w, '?filter[state]=pending'));
    expect(pending).toHaveLength(3);
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, w.admin.id), eq(auditEvents.action, 'invitations_imported')));
    expect(audit?.detail).toBe(`organization:${w.org.id}:member:2`);
  });

  it('says the refusals in French', async () => {
    const w = await world();
    // The language of the signed-in profile.
    const french = await createUser(t.ctx, { locale: 'fr' });
    await addOrganizationRole(t.ctx, w.org, french, 'administrator');
    const admin = await clientFor(t.app, french, 'fr');
    const response = await importCsv(admin, w.org.slug, `oops\n${w.member.email}\n`);
    expect(response.statusCode).toBe(200);
    expect(response.doc.meta?.refused).toEqual([
      expect.objectContaining({ line: 1, message: 'Ce n’est pas une adresse courriel.' }),
      expect.objectContaining({ line: 2, message: 'Déjà membre de l’organisation : ignorée.' }),
    ]);
  });

  it('refuses more than 1,000 lines whole, saying the limit, and an empty or missing file', async () => {
    const w = await world();
    const admin = await clientFor(t.app, w.admin);
    const lines = Array.from({ length: CSV_IMPORT_MAX_LINES + 1 }, (_, i) => `person${i}@example.test`);
    const response = await importCsv(admin, w.org.slug, ['email', ...lines].join('\n'));
    expect(response.statusCode).toBe(422);
    expect(response.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/file');
    expect(response.doc.errors?.[0]?.detail).toMatch(/at most 1,000 lines/);
    const none = await t.ctx.db.select().from(invitations).where(eq(invitations.organizationId, w.org.id));
    expect(none).toHaveLength(0);
    // Exactly the limit is fine (header not counted).
    const full = await importCsv(
      admin,
      w.org.slug,
      ['email', ...lines.slice(0, CSV_IMPORT_MAX_LINES)].join('\n'),
    );
    expect(full.statusCode).toBe(200);
    expect(full.doc.meta?.invited).toBe(CSV_IMPORT_MAX_LINES);
    const empty = await importCsv(admin, w.org.slug, 'email\n\n');
    expect(empty.statusCode).toBe(422);
    expect(empty.doc.errors?.[0]?.detail).toBe('The CSV holds no e-mail address.');
    const notMultipart = await admin.post(`/api/organizations/${w.org.slug}/invitation_imports`, {
      data: { type: 'invitation_imports', attributes: {} },
    });
    expect(notMultipart.statusCode).toBe(415);
  }, 120_000);

  it('is refused to everyone but the organization’s administrators, to an unverified one, and in a disabled organization', async () => {
    const w = await world();
    const csv = `${address('x')}\n`;
    expect((await importCsv(await new TestClient(t.app).start(), w.org.slug, csv)).statusCode).toBe(401);
    const platformAdmin = await createUser(t.ctx, { platformAdmin: true });
    for (const person of [platformAdmin, w.groupAdmin, w.member]) {
      expect((await importCsv(await clientFor(t.app, person), w.org.slug, csv)).statusCode).toBe(404);
    }
    const unverified = await createUser(t.ctx, { emailVerifiedAt: null });
    await addOrganizationRole(t.ctx, w.org, unverified, 'administrator');
    expect((await importCsv(await clientFor(t.app, unverified), w.org.slug, csv)).statusCode).toBe(403);
    await t.ctx.db.update(organizations).set({ state: 'disabled' }).where(eq(organizations.id, w.org.id));
    const disabled = await importCsv(await clientFor(t.app, w.admin), w.org.slug, csv);
    expect(disabled.statusCode).toBe(422);
    const none = await t.ctx.db.select().from(invitations).where(eq(invitations.organizationId, w.org.id));
    expect(none).toHaveLength(0);
  });

  it('loses nothing and sends nothing when it fails midway', async () => {
    const w = await world();
    const admin = await clientFor(t.app, w.admin);
    const doomed = address('doomed');
    // The mail outbox refuses the third address, after two were recorded in the same transaction.
    await t.ctx.db.execute(
      sql.raw(`create or replace function refuse_doomed() returns trigger language plpgsql as $$
        begin
          if new.to_address = '${doomed}' then raise exception 'outbox refused'; end if;
          return new;
        end $$`),
    );
    await t.ctx.db.execute(
      sql.raw(
        'create trigger refuse_doomed before insert on emails for each row execute function refuse_doomed()',
      ),
    );
    try {
      const before = await t.ctx.db.select({ id: emails.id }).from(emails);
      const response = await importCsv(admin, w.org.slug, [address('a'), address('b'), doomed].join('\n'));
      expect(response.statusCode).toBe(500);
      const after = await t.ctx.db.select({ id: emails.id }).from(emails);
      expect(after.length).toBe(before.length);
      const none = await t.ctx.db.select().from(invitations).where(eq(invitations.organizationId, w.org.id));
      expect(none).toHaveLength(0);
      const records = await t.ctx.db
        .select()
        .from(invitationRecords)
        .where(eq(invitationRecords.organizationId, w.org.id));
      expect(records).toHaveLength(0);
    } finally {
      await t.ctx.db.execute(sql.raw('drop trigger refuse_doomed on emails'));
      await t.ctx.db.execute(sql.raw('drop function refuse_doomed()'));
    }
  });
});

describe('account deletion', () => {
  it('removes the records of invitations to the address, and keeps those the person sent without them', async () => {
    const w = await world();
    const invitee = await createUser(t.ctx);
    const admin = await clientFor(t.app, w.admin);
    expect((await invite(admin, w, invitee.email.toLowerCase())).statusCode).toBe(201);
    const other = address('other');
    expect((await invite(admin, w, other)).statusCode).toBe(201);
    await deleteAccount(t.ctx, invitee);
    const left = await t.ctx.db
      .select()
      .from(invitationRecords)
      .where(eq(invitationRecords.organizationId, w.org.id));
    expect(left.map((row) => row.email)).toEqual([other]);
    // Not the last administrator: another stays.
    await addOrganizationRole(t.ctx, w.org, await createUser(t.ctx), 'administrator');
    await deleteAccount(t.ctx, w.admin);
    const [kept] = await t.ctx.db
      .select()
      .from(invitationRecords)
      .where(eq(invitationRecords.organizationId, w.org.id));
    expect(kept).toMatchObject({ email: other, inviterId: null, status: 'withdrawn' });
  });
});
