import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../auth/user';
import {
  activities,
  ailments,
  auditEvents,
  blocks,
  calls,
  chatPreferences,
  checkupPreferences,
  conversationParticipants,
  conversations,
  devices,
  emails,
  groups,
  lifeEvents,
  messageEdits,
  messageReports,
  messages,
  providers,
  users,
} from '../../db/schema';
import { textPdf } from '../../lib/pdf';
import { recordEmail } from '../../mail/outbox';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
import {
  addGroupRole,
  addOrganizationRole,
  clientFor,
  createConnection,
  createGroup,
  createInvitation,
  createOrganization,
  createProviderProfile,
  createUser,
  giveConsent,
  resourceWith,
  TEST_PASSWORD,
} from '../../test/factories';
import { upload } from '../../test/multipart';
import { answers, checkupAt } from '../checkups/test-helpers';
import { issueToken } from '../email-tokens/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Every column that can point at a user: foreign keys to users.id, and any column named like
 * a user reference (`*user_id*`, `*_by_id`), found in the database's own catalogue.
 */
async function userColumns(): Promise<{ table: string; column: string }[]> {
  const result = await t.ctx.db.execute(sql`
    select kcu.table_name as "table", kcu.column_name as "column"
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
      and ccu.table_name = 'users' and ccu.column_name = 'id'
    union
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and (column_name like '%user_id%' or column_name like '%\\_by\\_id')
    order by 1, 2`);
  return rowsOf(result).map((row) => ({ table: String(row.table), column: String(row.column) }));
}

async function rowsPointingAt(user: User): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await userColumns()) {
    const result = await t.ctx.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${user.id}`,
    );
    if (Number(rowsOf(result)[0]?.n) > 0) found.push(`${table}.${column}`);
  }
  for (const [table, column] of [
    ['emails', 'to_address'],
    ['invitations', 'email'],
    ['users', 'email'],
  ] as const) {
    const result = await t.ctx.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where lower(${sql.identifier(column)}) = ${user.email.toLowerCase()}`,
    );
    if (Number(rowsOf(result)[0]?.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

const picture = () =>
  sharp({ create: { width: 200, height: 200, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();

const deleteRequest = (client: TestClient, user: User, password: string) =>
  client.request('DELETE', `/api/users/${user.slug}`, { body: resource('users', { password }, user.slug) });

describe('DELETE /api/users/{slug}', () => {
  it('deletes the account and every row and file that points at it, in one go', async () => {
    const user = await createUser(t.ctx);
    const friend = await createUser(t.ctx);
    const org = await createOrganization(t.ctx);
    const group = await createGroup(t.ctx, org);
    const coAdmin = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, user, 'administrator');
    await addOrganizationRole(t.ctx, org, coAdmin, 'administrator');
    await addOrganizationRole(t.ctx, org, user, 'member');
    await addGroupRole(t.ctx, group, user, 'administrator');
    await addGroupRole(t.ctx, group, user, 'reporter');
    await createConnection(t.ctx, user, friend);
    await createConnection(t.ctx, friend, user);
    // Consents both ways (decision 0011): the user reports to friend, friend to the user; the
    // roles' cascade and the consent trigger run in the same deletion.
    await addGroupRole(t.ctx, group, friend, 'administrator');
    await addGroupRole(t.ctx, group, friend, 'reporter');
    await giveConsent(t.ctx, user, friend, group);
    await giveConsent(t.ctx, friend, user, group);
    await createInvitation(t.ctx, {
      scope: 'connection',
      type: 'reporter',
      inviter: user,
      email: 'x@example.test',
    });
    await createInvitation(t.ctx, { scope: 'connection', type: 'reporter', inviter: friend, invitee: user });
    await createInvitation(t.ctx, {
      scope: 'organization',
      type: 'member',
      inviter: coAdmin,
      email: user.email,
      organization: org,
    });
    await t.ctx.db.insert(providers).values({ userId: user.id, organizationId: org.id, displayName: 'Dr U' });
    await issueToken(t.ctx.db, user.id, 'reset_password', 30);
    await recordEmail(t.ctx.db, {
      userId: user.id,
      to: user.email,
      locale: 'en',
      template: { kind: 'verify_email', url: 'http://localhost/verify-email?token=x' },
    });
    await t.ctx.db
      .insert(checkupPreferences)
      .values({ userId: user.id, frequency: 'monday', time: '08:00:00' });
    await checkupAt(t.ctx, user, new Date(), answers(2, 3, { safety: 1 }));
    await t.ctx.db
      .insert(lifeEvents)
      .values({ userId: user.id, date: '2026-01-10', title: 'Moved', impact: 3, note: 'private' });
    await t.ctx.db
      .insert(ailments)
      .values({ userId: user.id, date: '2026-01-11', titleKey: 'migraine', impact: 4 });
    await t.ctx.db
      .insert(activities)
      .values({ userId: user.id, date: '2026-01-12', titleKey: 'walk', impact: 1 });

    // Chat (issue 29): a conversation with the friend, a message with an earlier version, a block,
    // a report the person closed, a call and chat settings.
    const [conversation] = await t.ctx.db
      .insert(conversations)
      .values({
        userLowId: Math.min(user.id, friend.id),
        userHighId: Math.max(user.id, friend.id),
        lastSeq: 1,
        sessionEndedAt: new Date(),
        sessionEndedById: user.id,
      })
      .returning();
    const conversationId = conversation?.id ?? 0;
    await t.ctx.db.insert(conversationParticipants).values([
      { conversationId, userId: user.id },
      { conversationId, userId: friend.id },
    ]);
    const [message] = await t.ctx.db
      .insert(messages)
      .values({ conversationId, seq: 1, senderId: user.id, clientId: 'c-1', body: 'private words' })
      .returning();
    await t.ctx.db.insert(messageEdits).values({ messageId: message?.id ?? 0, body: 'earlier words' });
    await t.ctx.db.insert(blocks).values({ blockerId: friend.id, blockedId: user.id });
    await t.ctx.db.insert(messageReports).values({
      messageId: message?.id ?? 0,
      reporterId: friend.id,
      excerpt: [],
      state: 'closed',
      closedById: user.id,
    });
    await t.ctx.db.insert(calls).values({ conversationId, callerId: user.id, state: 'ended' });
    await t.ctx.db.insert(chatPreferences).values({ userId: user.id, readReceipts: true });

    const client = await new TestClient(t.app).start();
    await client.post(
      '/api/session',
      resource('sessions', {
        email: user.email,
        password: TEST_PASSWORD,
        one_signal_token: `del-${user.slug}`,
      }),
    );
    const profile = String(
      (await upload(client, 'profile_picture', await picture())).doc.data?.attributes.url,
    );
    const logo = String((await upload(client, 'group_logo', await picture())).doc.data?.attributes.url);
    const pdf = textPdf('Letter', ['A document']);
    const document = String((await upload(client, 'document', pdf)).doc.data?.attributes.url);
    await client.patch(
      `/api/users/${user.slug}`,
      resource('users', { profile_picture_url: profile }, user.slug),
    );
    await client.patch(`/api/groups/${group.slug}`, resource('groups', { logo_image_url: logo }, group.slug));
    expect((await t.ctx.db.select().from(devices).where(eq(devices.userId, user.id))).length).toBe(1);
    expect(await rowsPointingAt(user)).toEqual(
      expect.arrayContaining([
        'activities.user_id',
        'ailments.user_id',
        'checkup_preferences.user_id',
        'checkups.user_id',
        'connections.sharer_id',
        'connections.viewer_id',
        'devices.user_id',
        'emails.user_id',
        'group_roles.user_id',
        'invitations.invitee_id',
        'invitations.inviter_id',
        'life_events.user_id',
        'organization_roles.user_id',
        'providers.user_id',
        'sessions.user_id',
        'uploads.user_id',
        'user_tokens.user_id',
        'audit_events.actor_id',
        'blocks.blocked_id',
        'calls.caller_id',
        'chat_preferences.user_id',
        'conversation_participants.user_id',
        user.id < friend.id ? 'conversations.user_low_id' : 'conversations.user_high_id',
        'conversations.session_ended_by_id',
        'message_reports.closed_by_id',
        'messages.sender_id',
      ]),
    );

    const response = await deleteRequest(client, user, TEST_PASSWORD);
    expect(response.statusCode).toBe(204);
    expect(await rowsPointingAt(user)).toEqual([]);
    // The friend keeps the conversation and the message's place; its text and history are gone.
    expect(
      await t.ctx.db.select().from(conversations).where(eq(conversations.id, conversationId)),
    ).toHaveLength(1);
    const [kept] = await t.ctx.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(kept).toMatchObject({ seq: 1, body: null, senderId: null });
    expect(await t.ctx.db.select().from(messageEdits)).toEqual([]);
    for (const url of [profile, logo, document]) {
      expect(await t.ctx.storage.get(url.replace('/uploads/', ''))).toBeNull();
    }
    // The group keeps existing, without the logo that went with the account.
    const [groupRow] = await t.ctx.db.select().from(groups).where(eq(groups.id, group.id));
    expect(groupRow?.logoImageUrl).toBeNull();
    // The audit log keeps the events, with no link to the person.
    const [deleted] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'account_deleted'));
    expect(deleted).toMatchObject({ actorId: null, ip: null });
    // The session is over.
    expect((await client.get('/api/session')).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, friend.id))).toHaveLength(1);
  });

  it('keeps the booklets an administrator uploaded (they belong to the benefit group); a provider’s own licences go with the provider', async () => {
    const org = await createOrganization(t.ctx);
    const leaving = await createUser(t.ctx);
    const staying = await createUser(t.ctx);
    const member = await createUser(t.ctx);
    const providerUser = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, leaving, 'administrator');
    await addOrganizationRole(t.ctx, org, staying, 'administrator');
    await addOrganizationRole(t.ctx, org, member, 'member');
    const leavingClient = await clientFor(t.app, leaving);
    const group = String(
      (
        await leavingClient.post(
          `/api/organizations/${org.slug}/benefit_groups`,
          resource('benefit_groups', { name: 'Full-time staff' }),
        )
      ).doc.data?.id,
    );
    await leavingClient.post(
      `/api/benefit_groups/${group}/members`,
      resource('benefit_group_members', { users: [member.slug] }),
    );
    /** Uploads a PDF as `client` and attaches it to `owner`; answers the file's address. */
    const attach = async (client: TestClient, name: string, owner: Record<string, unknown>) => {
      const file = await upload(client, 'document', textPdf(name, [name]));
      const created = await client.post(
        '/api/documents',
        resourceWith(
          'documents',
          { name },
          { ...owner, upload: { type: 'uploads', id: String(file.doc.data?.id) } },
        ),
      );
      expect(created.statusCode, created.body).toBe(201);
      return String(file.doc.data?.attributes.url);
    };
    const booklet = await attach(leavingClient, 'Plan booklet', {
      benefit_group: { type: 'benefit_groups', id: group },
    });
    const provider = await createProviderProfile(t.ctx, providerUser, org);
    const providerClient = await clientFor(t.app, providerUser);
    const licence = await attach(providerClient, 'Licence', {
      provider: { type: 'providers', id: provider.slug },
    });

    expect((await deleteRequest(leavingClient, leaving, TEST_PASSWORD)).statusCode).toBe(204);
    // The group's members and its other administrator still read the booklet and its file.
    for (const reader of [await clientFor(t.app, member), await clientFor(t.app, staying)]) {
      const listed = await reader.get(`/api/documents?filter[benefit_group]=${group}`);
      expect(items(listed).map((item) => item.attributes.name)).toEqual(['Plan booklet']);
      expect((await reader.get(booklet)).statusCode).toBe(200);
    }
    expect(await t.ctx.storage.get(booklet.replace('/uploads/', ''))).not.toBeNull();
    expect(await rowsPointingAt(leaving)).toEqual([]);

    // The provider's account takes the profile, and with it its licences and their files.
    expect((await deleteRequest(providerClient, providerUser, TEST_PASSWORD)).statusCode).toBe(204);
    expect(await t.ctx.storage.get(licence.replace('/uploads/', ''))).toBeNull();
    expect(await rowsPointingAt(providerUser)).toEqual([]);
    // And the booklet stays, whoever leaves.
    expect(await t.ctx.storage.get(booklet.replace('/uploads/', ''))).not.toBeNull();
  });

  it('erases the name from the e-mails the person caused, and the outbox drops their mail', async () => {
    const user = await createUser(t.ctx, { firstName: 'Maya', lastName: 'Quenneville' });
    const mayaAnn = await createUser(t.ctx, { firstName: 'Mayann', lastName: 'Other' });
    const invitation = (locale: 'en' | 'fr', values: Partial<typeof emails.$inferInsert>) =>
      t.ctx.db
        .insert(emails)
        .values({
          actorId: user.id,
          toAddress: `invitee-${Math.random().toString(36).slice(2)}@example.test`,
          locale,
          subject: 'Maya Quenneville invited you on Evenkeel',
          textBody: 'Maya Quenneville invited you. MAYA says hello; Quenneville too. Mayann is someone else.',
          ...values,
        })
        .returning()
        .then((rows) => rows[0] as typeof emails.$inferSelect);
    // A failed SMTP attempt and one sent before subjects were erased: delivery records that stay.
    const failed = await invitation('fr', {
      status: 'failed',
      attempts: 6,
      subject: 'Maya Quenneville vous a invité',
    });
    const smtp = await invitation('en', { status: 'sent', transport: 'smtp', sentAt: new Date() });
    // Mail still to be sent, and mail in the development outbox: gone.
    const pending = await invitation('en', {});
    const outbox = await invitation('en', { status: 'sent', transport: 'outbox', sentAt: new Date() });
    const toThem = await recordEmail(t.ctx.db, {
      userId: null,
      to: user.email,
      locale: 'en',
      template: { kind: 'reset_password', name: 'Maya', url: 'http://localhost/reset-password/x' },
    });
    const notTheirs = await invitation('en', { actorId: mayaAnn.id, subject: 'Mayann Other invited you' });

    const client = await clientFor(t.app, user);
    expect((await deleteRequest(client, user, TEST_PASSWORD)).statusCode).toBe(204);

    const byId = async (id: number) => (await t.ctx.db.select().from(emails).where(eq(emails.id, id)))[0];
    expect(await byId(pending.id)).toBeUndefined();
    expect(await byId(outbox.id)).toBeUndefined();
    expect(await byId(toThem)).toBeUndefined();
    expect(await byId(failed.id)).toMatchObject({
      subject: 'Quelqu’un vous a invité',
      textBody: 'Quelqu’un invited you. Quelqu’un says hello; Quelqu’un too. Mayann is someone else.',
      actorId: null,
    });
    expect(await byId(smtp.id)).toMatchObject({ subject: 'Someone invited you on Evenkeel' });
    expect((await byId(notTheirs.id))?.subject).toBe('Mayann Other invited you');

    const list = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('Quenneville');
    expect(list.body).not.toContain(user.email);
  });

  it('refuses a wrong password in the profile language and changes nothing', async () => {
    const user = await createUser(t.ctx, { locale: 'fr' });
    const client = await clientFor(t.app, user, 'fr');
    const response = await deleteRequest(client, user, 'not-the-password');
    expect(response.statusCode).toBe(422);
    expect(response.doc.errors?.[0]).toMatchObject({
      detail: 'Le mot de passe est incorrect.',
      source: { pointer: '/data/attributes/password' },
    });
    const english = await createUser(t.ctx);
    const englishClient = await clientFor(t.app, english);
    expect((await deleteRequest(englishClient, english, 'nope-nope')).doc.errors?.[0]?.detail).toBe(
      'The password is incorrect.',
    );
    expect(await t.ctx.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect((await client.get('/api/session')).statusCode).toBe(200);
  });

  it("refuses to delete an organization's last administrator until another one exists", async () => {
    const user = await createUser(t.ctx);
    const org = await createOrganization(t.ctx, { name: 'Northwind' });
    await addOrganizationRole(t.ctx, org, user, 'administrator');
    const client = await clientFor(t.app, user);
    const refused = await deleteRequest(client, user, TEST_PASSWORD);
    expect(refused.statusCode).toBe(422);
    expect(refused.doc.errors?.[0]?.detail).toBe(
      'You are the last administrator of the organization Northwind. Invite another administrator before you delete your account.',
    );
    expect(await t.ctx.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    await addOrganizationRole(t.ctx, org, await createUser(t.ctx), 'administrator');
    expect((await deleteRequest(client, user, TEST_PASSWORD)).statusCode).toBe(204);
  });

  it('needs a session, the CSRF token, and limits password attempts', async () => {
    const user = await createUser(t.ctx);
    const anonymous = await new TestClient(t.app).start();
    expect((await deleteRequest(anonymous, user, TEST_PASSWORD)).statusCode).toBe(401);
    const client = await clientFor(t.app, user);
    const noToken = await client.request('DELETE', `/api/users/${user.slug}`, {
      body: resource('users', { password: TEST_PASSWORD }, user.slug),
      headers: { 'x-csrf-token': '' },
    });
    expect(noToken.statusCode).toBe(403);
    // Ten password checks per 15 minutes per address and account, like sign-in.
    const target = await createUser(t.ctx);
    const targetClient = await clientFor(t.app, target);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await deleteRequest(targetClient, target, 'wrong-password')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await deleteRequest(targetClient, target, TEST_PASSWORD)).statusCode).toBe(429);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, target.id))).toHaveLength(1);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });
});
