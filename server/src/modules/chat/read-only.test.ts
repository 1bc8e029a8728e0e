import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, organizationRoles, organizations, providers, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { items, type TestClient } from '../../test/client';
import {
  addOrganizationRole,
  clientFor,
  createConnection,
  createOrganization,
  createProviderProfile,
  createUser,
} from '../../test/factories';
import { conversationWith, linkageOf, send } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('read-only when the relationship ends', () => {
  const expectReadOnly = async (client: TestClient, id: string, reason: string, detail: RegExp) => {
    const got = await client.get(`/api/conversations/${id}`);
    expect(got.statusCode).toBe(200);
    expect(got.doc.data?.attributes.read_only_reason).toBe(reason);
    expect(got.doc.data?.meta?.abilities).toMatchObject({ send: false, call: false });
    const refused = await send(client, id, 'still there?');
    expect(refused.statusCode).toBe(403);
    expect(refused.doc.errors?.[0]?.detail).toMatch(detail);
    // The history stays readable.
    expect(items(await client.get(`/api/conversations/${id}/messages`)).length).toBeGreaterThan(0);
  };

  it('a connection deleted', async () => {
    const a = await createUser(t.ctx);
    const b = await createUser(t.ctx);
    const link = await createConnection(t.ctx, a, b);
    const client = await clientFor(t.app, a);
    const id = await conversationWith(client, b);
    await send(client, id, 'hello');
    await t.ctx.db.delete(connections).where(eq(connections.id, link.id));
    await expectReadOnly(client, id, 'relationship_ended', /no longer connected/);
    await expectReadOnly(await clientFor(t.app, b), id, 'relationship_ended', /no longer connected/);
  });

  it('a role left, and an organization disabled', async () => {
    const org = await createOrganization(t.ctx);
    const admin = await createUser(t.ctx);
    const member = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, admin, 'administrator');
    const role = await addOrganizationRole(t.ctx, org, member, 'member');
    const client = await clientFor(t.app, member);
    const id = await conversationWith(client, admin);
    expect((await send(client, id, 'hello')).statusCode).toBe(201);
    await t.ctx.db.update(organizations).set({ state: 'disabled' }).where(eq(organizations.id, org.id));
    await expectReadOnly(client, id, 'relationship_ended', /no longer connected/);
    await t.ctx.db.update(organizations).set({ state: 'enabled' }).where(eq(organizations.id, org.id));
    expect((await send(client, id, 'again')).statusCode).toBe(201);
    await t.ctx.db.delete(organizationRoles).where(eq(organizationRoles.id, role.id));
    await expectReadOnly(client, id, 'relationship_ended', /no longer connected/);
  });

  it('a provider profile deactivated', async () => {
    const org = await createOrganization(t.ctx);
    const providerUser = await createUser(t.ctx);
    const member = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, member, 'member');
    const provider = await createProviderProfile(t.ctx, providerUser, org);
    const client = await clientFor(t.app, member);
    const id = await conversationWith(client, providerUser);
    await send(client, id, 'hello');
    await t.ctx.db.update(providers).set({ active: false }).where(eq(providers.id, provider.id));
    await expectReadOnly(client, id, 'relationship_ended', /no longer connected/);
  });

  it('an account deleted: the other person keeps the conversation, without the name or the texts', async () => {
    const a = await createUser(t.ctx);
    const b = await createUser(t.ctx);
    await createConnection(t.ctx, a, b);
    const client = await clientFor(t.app, a);
    const id = await conversationWith(client, b);
    await send(client, id, 'hello');
    await send(await clientFor(t.app, b), id, 'my words');
    await t.ctx.db.delete(users).where(eq(users.id, b.id));
    const got = await client.get(`/api/conversations/${id}`);
    expect(got.doc.data?.attributes).toMatchObject({ other_name: null, other_picture_url: null });
    expect(linkageOf(got, 'participant')).toBeNull();
    await expectReadOnly(client, id, 'account_deleted', /account was deleted/);
  });
});
