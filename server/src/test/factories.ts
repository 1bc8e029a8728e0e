import { randomBytes } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { User } from '../auth/user';
import type { AppContext } from '../context';
import {
  connections,
  emails,
  groupRoles,
  groups,
  invitations,
  organizationRoles,
  organizations,
  providers,
  resultConsents,
  uploads,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { newStorageKey } from '../storage/storage';
import { resource, TestClient } from './client';

export const TEST_PASSWORD = 'a-long-test-passphrase';

let passwordHash: Promise<string> | undefined;

/** A user with a unique e-mail; every test makes its own, so nothing needs cleaning. */
export async function createUser(
  ctx: AppContext,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<User> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: `user-${randomBytes(5).toString('hex')}@example.test`,
      passwordHash: await passwordHash,
      firstName: 'Test',
      lastName: 'User',
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

export async function signInAs(client: TestClient, user: User, password = TEST_PASSWORD) {
  if (!client.csrfToken) await client.start();
  const response = await client.post('/api/session', resource('sessions', { email: user.email, password }));
  if (response.statusCode !== 201) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response;
}

/** Waits for the job queue to deliver the latest e-mail to an address, and returns it. */
export async function deliveredEmail(ctx: AppContext, to: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await ctx.db
      .select()
      .from(emails)
      .where(eq(emails.toAddress, to))
      .orderBy(desc(emails.id))
      .limit(1);
    if (row?.status === 'sent') return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail delivered to ${to} within ${timeoutMs} ms`);
}

/** The first link in an e-mail's text. */
export function linkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error('no link in e-mail');
  return match[0];
}

type Org = typeof organizations.$inferSelect;
type Group = typeof groups.$inferSelect;

export async function createOrganization(
  ctx: AppContext,
  overrides: Partial<typeof organizations.$inferInsert> = {},
): Promise<Org> {
  const [row] = await ctx.db
    .insert(organizations)
    .values({ name: `Org ${randomBytes(3).toString('hex')}`, ...overrides })
    .returning();
  if (!row) throw new Error('organization not created');
  return row;
}

export async function createGroup(
  ctx: AppContext,
  organization: Org,
  overrides: Partial<typeof groups.$inferInsert> = {},
): Promise<Group> {
  const [row] = await ctx.db
    .insert(groups)
    .values({
      organizationId: organization.id,
      name: `Group ${randomBytes(3).toString('hex')}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('group not created');
  return row;
}

export async function addOrganizationRole(
  ctx: AppContext,
  organization: Org,
  user: User,
  type: 'member' | 'administrator',
) {
  const [row] = await ctx.db
    .insert(organizationRoles)
    .values({ organizationId: organization.id, userId: user.id, type })
    .returning();
  if (!row) throw new Error('organization role not created');
  return row;
}

export async function addGroupRole(
  ctx: AppContext,
  group: Group,
  user: User,
  type: 'reporter' | 'administrator',
) {
  const [row] = await ctx.db
    .insert(groupRoles)
    .values({ groupId: group.id, userId: user.id, type })
    .returning();
  if (!row) throw new Error('group role not created');
  return row;
}

/**
 * The reporter's consent (decision 0011) that `administrator` reads their results through
 * `group` (the reporter's group): what accepting a reporter invitation or a pending card writes.
 */
export async function giveConsent(
  ctx: AppContext,
  reporter: User,
  administrator: User,
  group: Group,
  state: 'pending' | 'given' = 'given',
) {
  const [row] = await ctx.db
    .insert(resultConsents)
    .values({
      reporterId: reporter.id,
      administratorId: administrator.id,
      groupId: group.id,
      state,
      givenAt: state === 'given' ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('consent not created');
  return row;
}

export async function createConnection(ctx: AppContext, sharer: User, viewer: User) {
  const [row] = await ctx.db
    .insert(connections)
    .values({ sharerId: sharer.id, viewerId: viewer.id })
    .returning();
  if (!row) throw new Error('connection not created');
  return row;
}

/** A pending invitation; addressed to an account (`invitee`) or to a bare e-mail address. */
export async function createInvitation(
  ctx: AppContext,
  values: {
    scope: 'organization' | 'group' | 'provider' | 'connection';
    type: 'member' | 'administrator' | 'reporter' | 'provider';
    inviter: User;
    invitee?: User;
    email?: string;
    organization?: Org;
    group?: Group;
  },
) {
  const [row] = await ctx.db
    .insert(invitations)
    .values({
      scope: values.scope,
      type: values.type,
      email: (values.email ?? values.invitee?.email ?? '').toLowerCase(),
      inviteeId: values.invitee?.id ?? null,
      inviterId: values.inviter.id,
      organizationId: values.organization?.id ?? values.group?.organizationId ?? null,
      groupId: values.group?.id ?? null,
    })
    .returning();
  if (!row) throw new Error('invitation not created');
  return row;
}

/** A provider profile (issue 15) of `user` in `org`, active, with whatever columns are given. */
export async function createProviderProfile(
  ctx: AppContext,
  user: User,
  org: Org,
  values: Partial<typeof providers.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(providers)
    .values({
      userId: user.id,
      organizationId: org.id,
      displayName: `${user.firstName} ${user.lastName}`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('provider not created');
  return row;
}

/** A signed-in client for a user. */
export async function clientFor(app: FastifyInstance, user: User, locale = 'en'): Promise<TestClient> {
  const client = await new TestClient(app).start();
  client.locale = locale;
  await signInAs(client, user);
  return client;
}

/** Row counts of the sharing tables, to show that a refused call changed nothing. */
export async function sharingCounts(ctx: AppContext) {
  const tables = {
    connections,
    groupRoles,
    groups,
    invitations,
    organizationRoles,
    organizations,
    providers,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await ctx.db.select({ value: count() }).from(table);
      return [name, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** A JSON:API body with relationships. */
export const resourceWith = (
  type: string,
  attributes: Record<string, unknown>,
  relationships: Record<string, { type: string; id: string } | null>,
) => ({
  data: {
    type,
    attributes,
    relationships: Object.fromEntries(Object.entries(relationships).map(([name, data]) => [name, { data }])),
  },
});

/** An upload row (and its file in storage when `data` is given); its url is `/uploads/<key>`. */
export async function createUpload(
  ctx: AppContext,
  user: User,
  purpose: 'profile_picture' | 'group_logo' | 'document' = 'profile_picture',
  data: Buffer = Buffer.from('not really a picture'),
) {
  const storageKey = newStorageKey(purpose === 'document' ? 'pdf' : 'png');
  await ctx.storage.put(storageKey, data);
  const [row] = await ctx.db
    .insert(uploads)
    .values({
      userId: user.id,
      purpose,
      contentType: purpose === 'document' ? 'application/pdf' : 'image/png',
      byteSize: data.length,
      width: purpose === 'document' ? null : 128,
      height: purpose === 'document' ? null : 128,
      storageKey,
    })
    .returning();
  if (!row) throw new Error('upload not created');
  return { ...row, url: `/uploads/${storageKey}` };
}

/**
 * Signs up through the API and follows the e-mailed link, as a person does (decision 0006,
 * "Accounts"): returns the link's answer, a 201 with the user; the client ends signed in.
 */
export async function signUpAndConfirm(
  t: { app: FastifyInstance; ctx: AppContext },
  client: TestClient,
  attributes: { email: string; password: string; first_name: string; last_name: string } & Record<
    string,
    unknown
  >,
) {
  const signUp = await client.post('/api/users', resource('users', attributes));
  if (signUp.statusCode !== 202) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const email = await deliveredEmail(t.ctx, attributes.email);
  const token = new URL(linkIn(email.textBody)).searchParams.get('token');
  const confirmed = await client.post('/api/email_verifications', resource('email_verifications', { token }));
  if (confirmed.statusCode !== 201) throw new Error(`link failed: ${confirmed.statusCode} ${confirmed.body}`);
  return confirmed;
}
