import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { groups, invitations, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { items, resource, type TestClient } from '../test/client';
import {
  addGroupRole,
  addOrganizationRole,
  clientFor,
  createConnection,
  createGroup,
  createInvitation,
  createOrganization,
  createUser,
  resourceWith,
  TEST_PASSWORD,
} from '../test/factories';

/**
 * The sharing lists are kept per reader and sharing epoch (list-cache.ts): after every kind of
 * write, made through another app instance on the same database (as another web process would)
 * or straight in SQL, the next read shows it; nobody gets another reader's list; a kept list is
 * byte for byte the one first sent.
 */
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  // A second server instance: its own kept lists, the same database.
  other = await buildApp({ ctx: t.ctx });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** Reads a list twice, so the second read is the kept one, and returns that second read. */
async function keptList(client: TestClient, url: string) {
  const first = await client.get(url);
  expect(first.statusCode).toBe(200);
  const again = await client.get(url);
  expect(again.body).toBe(first.body);
  return again;
}

const names = (response: Awaited<ReturnType<TestClient['get']>>, attribute: string) =>
  items(response).map((item) => item.attributes[attribute]);

const epoch = async () =>
  Number(
    (
      (await t.ctx.db.execute(sql`select version from sharing_epoch`)) as unknown as {
        rows: { version: string }[];
      }
    ).rows[0]?.version,
  );

describe('kept sharing lists', () => {
  it('are byte for byte the first document, compressed or not, and never another reader’s', async () => {
    const ana = await createUser(t.ctx);
    const ben = await createUser(t.ctx);
    const org = await createOrganization(t.ctx);
    // Enough groups for a document above the compression threshold (1 KiB).
    for (let i = 0; i < 6; i += 1) {
      const group = await createGroup(t.ctx, org, { name: `Ana’s group ${i}` });
      await addGroupRole(t.ctx, group, ana, 'reporter');
    }
    const benGroup = await createGroup(t.ctx, org, { name: 'Ben’s group' });
    await addGroupRole(t.ctx, benGroup, ben, 'reporter');
    const anaClient = await clientFor(t.app, ana);
    const benClient = await clientFor(t.app, ben);
    const plain = await keptList(anaClient, '/api/roles');
    const mine = await benClient.get('/api/roles');
    expect(mine.doc.included?.map((group) => group.attributes.name)).toEqual(['Ben’s group']);
    expect((await anaClient.get('/api/roles')).body).toBe(plain.body);
    // The same URL in another language is its own entry (the text is the same here).
    anaClient.locale = 'fr';
    expect((await anaClient.get('/api/roles')).body).toBe(plain.body);

    const br = await anaClient.get('/api/roles?page[size]=50', { 'accept-encoding': 'br' });
    const brAgain = await anaClient.get('/api/roles?page[size]=50', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    const unpacked = zlib.brotliDecompressSync(brAgain.rawPayload).toString();
    expect(JSON.parse(unpacked).data).toEqual(plain.doc.data);
    expect(JSON.parse(unpacked).links.self).toBe('/api/roles?page%5Bsize%5D=50&page%5Bnumber%5D=1');
  });

  it('still answer 401 signed out and 422 on a bad parameter once kept', async () => {
    const ana = await createUser(t.ctx);
    const client = await clientFor(t.app, ana);
    await keptList(client, '/api/connections');
    expect((await client.get('/api/connections?reports=maybe')).statusCode).toBe(422);
    await client.delete('/api/session');
    expect((await client.get('/api/connections')).statusCode).toBe(401);
  });

  it('show roles granted, left and renamed targets, written through another instance', async () => {
    const admin = await createUser(t.ctx);
    const reader = await createUser(t.ctx);
    const org = await createOrganization(t.ctx, { name: 'Before' });
    await addOrganizationRole(t.ctx, org, admin, 'administrator');
    const group = await createGroup(t.ctx, org, { name: 'Old name' });
    await addGroupRole(t.ctx, group, admin, 'administrator');
    const client = await clientFor(t.app, reader);
    const adminElsewhere = await clientFor(other, admin);

    expect(items(await keptList(client, '/api/organization_roles'))).toEqual([]);
    const role = await addOrganizationRole(t.ctx, org, reader, 'member');
    await addGroupRole(t.ctx, group, reader, 'reporter');
    expect(names(await keptList(client, '/api/organization_roles'), 'role')).toEqual(['member']);

    const renamed = await adminElsewhere.patch(
      `/api/organizations/${org.slug}`,
      resource('organizations', { name: 'After' }, org.slug),
    );
    expect(renamed.statusCode).toBe(200);
    const orgs = await keptList(client, '/api/organization_roles');
    expect(orgs.doc.included?.map((o) => o.attributes.name)).toEqual(['After']);

    expect((await keptList(client, '/api/roles')).doc.included?.[0]?.attributes.name).toBe('Old name');
    const groupRenamed = await adminElsewhere.patch(
      `/api/groups/${group.slug}`,
      resource('groups', { name: 'New name' }, group.slug),
    );
    expect(groupRenamed.statusCode).toBe(200);
    expect((await keptList(client, '/api/roles')).doc.included?.[0]?.attributes.name).toBe('New name');

    // Left through the other instance: both of this instance's lists follow.
    const readerElsewhere = await clientFor(other, reader);
    expect((await readerElsewhere.delete(`/api/organization_roles/${role.slug}`)).statusCode).toBe(204);
    expect(items(await keptList(client, '/api/organization_roles'))).toEqual([]);
    expect(items(await keptList(client, '/api/roles'))).toEqual([]);
  });

  it('show invitations sent, resent, accepted, declined, revoked and withdrawn', async () => {
    const admin = await createUser(t.ctx, { firstName: 'Ada' });
    const invitee = await createUser(t.ctx);
    const org = await createOrganization(t.ctx);
    const adminRole = await addOrganizationRole(t.ctx, org, admin, 'administrator');
    const inviteeClient = await clientFor(t.app, invitee);
    const adminHere = await clientFor(t.app, admin);
    const adminElsewhere = await clientFor(other, admin);
    const inviteeElsewhere = await clientFor(other, invitee);
    const send = async () => {
      const response = await adminElsewhere.post(
        '/api/invitations',
        resourceWith(
          'invitations',
          { scope: 'organization', role: 'member', email: invitee.email },
          { organization: { type: 'organizations', id: org.slug } },
        ),
      );
      expect(response.statusCode).toBe(201);
      return response.doc.data as { id: string };
    };

    expect(items(await keptList(inviteeClient, '/api/invitations'))).toEqual([]);
    expect(items(await keptList(adminHere, '/api/invitations?filter[sent]=true'))).toEqual([]);
    const sent = await send();
    expect(items(await keptList(inviteeClient, '/api/invitations')).map((i) => i.id)).toEqual([sent.id]);
    expect(items(await keptList(adminHere, '/api/invitations?filter[sent]=true')).map((i) => i.id)).toEqual([
      sent.id,
    ]);

    // Resent: a new expiry, seen by the inviter's kept list on this instance.
    await t.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() + 60 * 60_000) })
      .where(eq(invitations.slug, sent.id));
    await keptList(adminHere, '/api/invitations?filter[sent]=true');
    const resend = await adminElsewhere.post(`/api/invitations/${sent.id}/resend`);
    expect(resend.statusCode).toBe(200);
    const resentId = (resend.doc.data as { id: string }).id;
    const resent = items(await keptList(adminHere, '/api/invitations?filter[sent]=true'))[0];
    expect(resent?.id).toBe(resentId);
    expect(new Date(String(resent?.attributes.expires_at)).getTime()).toBeGreaterThan(
      Date.now() + 2 * 60 * 60_000,
    );

    // Accepted elsewhere: the invitation leaves the list, the role arrives.
    await keptList(inviteeClient, '/api/organization_roles');
    expect((await inviteeElsewhere.post(`/api/invitations/${resentId}/accept`)).statusCode).toBe(200);
    expect(items(await keptList(inviteeClient, '/api/invitations'))).toEqual([]);
    expect(names(await keptList(inviteeClient, '/api/organization_roles'), 'role')).toEqual(['member']);

    // Declined by the invitee elsewhere.
    const declined = await send();
    expect(items(await keptList(inviteeClient, '/api/invitations'))).toHaveLength(1);
    expect((await inviteeElsewhere.delete(`/api/invitations/${declined.id}`)).statusCode).toBe(204);
    expect(items(await keptList(inviteeClient, '/api/invitations'))).toEqual([]);

    // Revoked by the inviter elsewhere.
    const revoked = await send();
    expect(items(await keptList(inviteeClient, '/api/invitations'))).toHaveLength(1);
    expect((await adminElsewhere.delete(`/api/invitations/${revoked.id}`)).statusCode).toBe(204);
    expect(items(await keptList(inviteeClient, '/api/invitations'))).toEqual([]);

    // Withdrawn: the inviter no longer holds the role that allowed it (written in SQL here).
    const withdrawn = await send();
    expect(items(await keptList(inviteeClient, '/api/invitations'))).toHaveLength(1);
    await t.ctx.db.execute(sql`delete from organization_roles where id = ${adminRole.id}`);
    expect(items(await keptList(inviteeClient, '/api/invitations'))).toEqual([]);
    expect(withdrawn.id).toBeTruthy();
  });

  it('drop an invitation when it expires, without any write', async () => {
    const inviter = await createUser(t.ctx);
    const invitee = await createUser(t.ctx);
    const invitation = await createInvitation(t.ctx, {
      scope: 'connection',
      type: 'reporter',
      inviter,
      invitee,
    });
    await t.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() + 1_500) })
      .where(eq(invitations.id, invitation.id));
    const client = await clientFor(t.app, invitee);
    expect(items(await keptList(client, '/api/invitations'))).toHaveLength(1);
    const before = await epoch();
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(await epoch()).toBe(before);
    expect(items(await client.get('/api/invitations'))).toEqual([]);
  });

  it('show the reader’s address verified, and renames, pictures and deletions of the people listed', async () => {
    const inviter = await createUser(t.ctx, { firstName: 'Old' });
    const reader = await createUser(t.ctx, { emailVerifiedAt: null });
    const friend = await createUser(t.ctx, { firstName: 'Fay' });
    await createInvitation(t.ctx, { scope: 'connection', type: 'reporter', inviter, invitee: reader });
    await createConnection(t.ctx, reader, friend);
    const client = await clientFor(t.app, reader);

    const blocked = items(await keptList(client, '/api/invitations'))[0];
    expect(blocked?.meta?.accept_blocked_reason).toBe('email_unverified');
    await t.ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, reader.id));
    const open = items(await keptList(client, '/api/invitations'))[0];
    expect(open?.meta?.accept_blocked_reason).toBeUndefined();
    expect(open?.meta?.abilities).toMatchObject({ accept: true });

    // The inviter renames themself through the other instance.
    const inviterElsewhere = await clientFor(other, inviter);
    const renamed = await inviterElsewhere.patch(
      `/api/users/${inviter.slug}`,
      resource('users', { first_name: 'New' }, inviter.slug),
    );
    expect(renamed.statusCode).toBe(200);
    expect(names(await keptList(client, '/api/invitations'), 'first_name')).toEqual(['New']);

    // The friend's picture, in SQL (any code path moves the epoch).
    expect(names(await keptList(client, '/api/connections'), 'profile_picture_url')).toEqual([null]);
    await t.ctx.db
      .update(users)
      .set({ profilePictureUrl: '/pictures/fay.webp' })
      .where(eq(users.id, friend.id));
    expect(names(await keptList(client, '/api/connections'), 'profile_picture_url')).toEqual([
      '/pictures/fay.webp',
    ]);

    // The friend deletes their account elsewhere.
    const friendElsewhere = await clientFor(other, friend);
    const deleted = await friendElsewhere.request('DELETE', `/api/users/${friend.slug}`, {
      body: resource('users', { password: TEST_PASSWORD }, friend.slug),
    });
    expect(deleted.statusCode).toBe(204);
    expect(items(await keptList(client, '/api/connections'))).toEqual([]);
  });

  it('show connections ended by either person elsewhere, and renames written in SQL', async () => {
    const reader = await createUser(t.ctx);
    const sharer = await createUser(t.ctx, { firstName: 'Sam' });
    const org = await createOrganization(t.ctx);
    const group = await createGroup(t.ctx, org, { name: 'Before SQL' });
    await addGroupRole(t.ctx, group, reader, 'reporter');
    const client = await clientFor(t.app, reader);

    expect(items(await keptList(client, '/api/connections?reports=true'))).toEqual([]);
    const connection = await createConnection(t.ctx, sharer, reader);
    expect(names(await keptList(client, '/api/connections?reports=true'), 'first_name')).toEqual(['Sam']);
    const sharerElsewhere = await clientFor(other, sharer);
    expect((await sharerElsewhere.delete(`/api/connections/${connection.slug}`)).statusCode).toBe(204);
    expect(items(await keptList(client, '/api/connections?reports=true'))).toEqual([]);

    expect((await keptList(client, '/api/roles')).doc.included?.[0]?.attributes.name).toBe('Before SQL');
    await t.ctx.db.update(groups).set({ name: 'After SQL' }).where(eq(groups.id, group.id));
    expect((await keptList(client, '/api/roles')).doc.included?.[0]?.attributes.name).toBe('After SQL');
  });

  it('move the epoch once per transaction, and not for writes the lists do not show', async () => {
    const user = await createUser(t.ctx);
    const org = await createOrganization(t.ctx);
    const before = await epoch();
    await t.ctx.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i += 1) await createGroup({ ...t.ctx, db: tx as never }, org);
    });
    expect(await epoch()).toBe(before + 1);
    await t.ctx.db
      .update(users)
      .set({ resultsVersion: sql`${users.resultsVersion} + 1` })
      .where(eq(users.id, user.id));
    await t.ctx.db.update(users).set({ locale: 'fr' }).where(eq(users.id, user.id));
    expect(await epoch()).toBe(before + 1);
  });
});
