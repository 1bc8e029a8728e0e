import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
import {
  addGroupRole,
  addOrganizationRole,
  clientFor,
  createGroup,
  createInvitation,
  createOrganization,
  createUpload,
  createUser,
  resourceWith,
  sharingCounts,
} from '../../test/factories';
import { upload } from '../../test/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const png = () =>
  sharp({ create: { width: 160, height: 160, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();

describe('organizations', () => {
  it('lets a platform administrator create one; others get 403, bad input 422', async () => {
    const admin = await createUser(t.ctx, { platformAdmin: true });
    const client = await clientFor(t.app, admin);
    const created = await client.post(
      '/api/organizations',
      resource('organizations', { name: 'Acme', state: 'subscribable' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.doc.data?.attributes).toMatchObject({
      name: 'Acme',
      state: 'subscribable',
      dashboard_path: `/organizations/${created.doc.data?.id}`,
    });
    expect(
      (await client.post('/api/organizations', resource('organizations', { name: '' }))).statusCode,
    ).toBe(422);
    const member = await clientFor(t.app, await createUser(t.ctx, { locale: 'fr' }));
    const refused = await member.post('/api/organizations', resource('organizations', { name: 'Mine' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.doc.errors?.[0]?.detail).toBe('Vous n’êtes pas autorisé à faire ceci.');
    const signedOut = await new TestClient(t.app).start();
    expect(
      (await signedOut.post('/api/organizations', resource('organizations', { name: 'X' }))).statusCode,
    ).toBe(401);
  });

  it('shows an organization to its people with administrators and providers (no e-mails), 404 to others', async () => {
    const org = await createOrganization(t.ctx, { name: 'Northwind' });
    const admin = await createUser(t.ctx, { firstName: 'Olivier', lastName: 'T' });
    const member = await createUser(t.ctx);
    const invitee = await createUser(t.ctx);
    const stranger = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, admin, 'administrator');
    await addOrganizationRole(t.ctx, org, member, 'member');
    await createInvitation(t.ctx, {
      scope: 'organization',
      type: 'member',
      inviter: admin,
      invitee,
      organization: org,
    });
    for (const user of [admin, member, invitee]) {
      const client = await clientFor(t.app, user);
      const response = await client.get(`/api/organizations/${org.slug}?include=providers,administrators`);
      expect(response.statusCode).toBe(200);
      expect(response.doc.included).toEqual([
        { type: 'users', id: admin.slug, attributes: { full_name: 'Olivier T', profile_picture_url: null } },
      ]);
      expect(response.body).not.toContain(admin.email);
    }
    const strangerClient = await clientFor(t.app, stranger);
    expect((await strangerClient.get(`/api/organizations/${org.slug}`)).statusCode).toBe(404);
    const adminClient = await clientFor(t.app, admin);
    expect((await adminClient.get(`/api/organizations/${org.slug}?include=members`)).statusCode).toBe(400);
  });

  it('lists administered and subscribable organizations, and lets a user join a subscribable one', async () => {
    const open = await createOrganization(t.ctx, { state: 'subscribable' });
    const closed = await createOrganization(t.ctx);
    const me = await createUser(t.ctx);
    const client = await clientFor(t.app, me);
    const list = await client.get('/api/organizations?page[size]=100');
    const ids = items(list).map((item) => item.id);
    expect(ids).toContain(open.slug);
    expect(ids).not.toContain(closed.slug);
    expect(items(list).find((item) => item.id === open.slug)?.attributes.subscribable).toBe(true);
    const joined = await client.post(`/api/organizations/${open.slug}/memberships`);
    expect(joined.statusCode).toBe(201);
    expect(joined.doc.data?.type).toBe('organization_roles');
    expect((await client.post(`/api/organizations/${open.slug}/memberships`)).statusCode).toBe(409);
    expect((await client.post(`/api/organizations/${closed.slug}/memberships`)).statusCode).toBe(404);
  });

  it('lets an organization administrator update it, but not its state', async () => {
    const org = await createOrganization(t.ctx);
    const admin = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, admin, 'administrator');
    const client = await clientFor(t.app, admin);
    const logo = String((await upload(client, 'organization_logo', await png())).doc.data?.attributes.url);
    const patched = await client.patch(
      `/api/organizations/${org.slug}`,
      resource('organizations', { name: 'Renamed', logo_image_url: logo }, org.slug),
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.doc.data?.attributes).toMatchObject({ name: 'Renamed', logo_image_url: logo });
    // Everyone who may see the organization sees its logo.
    expect((await (await clientFor(t.app, await createUser(t.ctx))).get(logo)).statusCode).toBe(200);
    const external = await client.patch(
      `/api/organizations/${org.slug}`,
      resource('organizations', { logo_image_url: 'https://evil.test/x.png' }, org.slug),
    );
    expect(external.statusCode).toBe(422);
    expect(external.doc.errors?.[0]?.detail).toBe(
      'Logo must be a path on this site, like /uploads/logo.png.',
    );
    expect(
      (
        await client.patch(
          `/api/organizations/${org.slug}`,
          resource('organizations', { state: 'disabled' }, org.slug),
        )
      ).statusCode,
    ).toBe(403);
    const removed = await client.patch(
      `/api/organizations/${org.slug}`,
      resource('organizations', { logo_image_url: null }, org.slug),
    );
    expect(removed.doc.data?.attributes.logo_image_url).toBeNull();
  });

  it("takes as logo only the acting administrator's own organization_logo upload, in English and French", async () => {
    const org = await createOrganization(t.ctx, { name: 'Northwind' });
    const admin = await createUser(t.ctx);
    const coAdmin = await createUser(t.ctx, { locale: 'fr' });
    await addOrganizationRole(t.ctx, org, admin, 'administrator');
    await addOrganizationRole(t.ctx, org, coAdmin, 'administrator');
    const client = await clientFor(t.app, admin);
    const french = await clientFor(t.app, coAdmin, 'fr');
    const urlOf = async (owner: TestClient, purpose: string) =>
      String((await upload(owner, purpose, await png())).doc.data?.attributes.url);
    const coAdminsLogo = await urlOf(french, 'organization_logo');
    const refused = [
      coAdminsLogo, // another user's upload, even a co-administrator's
      await urlOf(client, 'group_logo'), // the actor's, with another purpose
      await urlOf(client, 'profile_picture'),
      '/uploads/0123456789abcdef0123456789abcdef.png', // an upload that does not exist
      '/favicon.svg', // any other path on the site
    ];
    for (const url of refused) {
      const response = await client.patch(
        `/api/organizations/${org.slug}`,
        resource('organizations', { name: 'Changed', logo_image_url: url }, org.slug),
      );
      expect(response.statusCode, url).toBe(422);
      expect(response.doc.errors).toEqual([
        expect.objectContaining({
          detail: 'The logo must be an image you uploaded as an organization logo.',
          source: { pointer: '/data/attributes/logo_image_url' },
        }),
      ]);
    }
    const ownLogo = await urlOf(client, 'organization_logo');
    const inFrench = await french.patch(
      `/api/organizations/${org.slug}`,
      resource('organizations', { logo_image_url: ownLogo }, org.slug),
    );
    expect(inFrench.statusCode).toBe(422);
    expect(inFrench.doc.errors?.[0]?.detail).toBe(
      'Le logo doit être une image que vous avez téléversée comme logo d’organisation.',
    );
    // Nothing changed: neither the name sent with a refused logo, nor the logo.
    const unchanged = await client.get(`/api/organizations/${org.slug}`);
    expect(unchanged.doc.data?.attributes).toMatchObject({ name: 'Northwind', logo_image_url: null });

    expect(
      (
        await client.patch(
          `/api/organizations/${org.slug}`,
          resource('organizations', { logo_image_url: ownLogo }, org.slug),
        )
      ).statusCode,
    ).toBe(200);
    // Another administrator may send the current logo back unchanged with other fields.
    const renamed = await french.patch(
      `/api/organizations/${org.slug}`,
      resource('organizations', { name: 'Vent du Nord', logo_image_url: ownLogo }, org.slug),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.doc.data?.attributes).toMatchObject({ name: 'Vent du Nord', logo_image_url: ownLogo });
  });

  it('refuses a logo to people who cannot update the organization: 401 signed out, 404 outsiders', async () => {
    const org = await createOrganization(t.ctx);
    const outsider = await createUser(t.ctx);
    const client = await clientFor(t.app, outsider);
    const logo = String((await upload(client, 'organization_logo', await png())).doc.data?.attributes.url);
    const body = resource('organizations', { logo_image_url: logo }, org.slug);
    expect((await client.patch(`/api/organizations/${org.slug}`, body)).statusCode).toBe(404);
    const anonymous = await new TestClient(t.app).start();
    expect((await anonymous.patch(`/api/organizations/${org.slug}`, body)).statusCode).toBe(401);
    const admin = await clientFor(t.app, await createUser(t.ctx, { platformAdmin: true }));
    expect(
      (await admin.get(`/api/organizations/${org.slug}`)).doc.data?.attributes.logo_image_url,
    ).toBeNull();
  });
});

describe('groups', () => {
  it('lets an organization administrator create groups and units; a parent must be a group of the organization', async () => {
    const org = await createOrganization(t.ctx);
    const other = await createOrganization(t.ctx);
    const foreign = await createGroup(t.ctx, other);
    const admin = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, admin, 'administrator');
    const client = await clientFor(t.app, admin);
    const group = await client.post(
      `/api/organizations/${org.slug}/groups`,
      resource('groups', { name: 'Operations' }),
    );
    expect(group.statusCode).toBe(201);
    const groupSlug = String(group.doc.data?.id);
    const unit = await client.post(
      `/api/organizations/${org.slug}/groups`,
      resourceWith('groups', { name: 'Night' }, { parent: { type: 'groups', id: groupSlug } }),
    );
    expect(unit.statusCode).toBe(201);
    expect(unit.doc.data?.attributes).toMatchObject({ parent_slug: groupSlug, organization_slug: org.slug });
    const before = await sharingCounts(t.ctx);
    for (const parent of [String(unit.doc.data?.id), foreign.slug]) {
      const refused = await client.post(
        `/api/organizations/${org.slug}/groups`,
        resourceWith('groups', { name: 'Deep' }, { parent: { type: 'groups', id: parent } }),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.doc.errors?.[0]?.source?.pointer).toBe('/data/relationships/parent');
    }
    expect(await sharingCounts(t.ctx)).toEqual(before);
    const list = await client.get(`/api/organizations/${org.slug}/groups`);
    expect(list.doc.meta?.total).toBe(2);
    const read = await client.get(`/api/groups/${groupSlug}?include=administrators`);
    expect(read.doc.data?.attributes.units).toBe(1);
  });

  it('shows a group to its people, lets its administrators update it, and hides it from others', async () => {
    const org = await createOrganization(t.ctx);
    const group = await createGroup(t.ctx, org);
    const unit = await createGroup(t.ctx, org, { parentId: group.id });
    const groupAdmin = await createUser(t.ctx, { firstName: 'Grace', lastName: 'O' });
    const reporter = await createUser(t.ctx);
    const stranger = await createUser(t.ctx);
    await addGroupRole(t.ctx, group, groupAdmin, 'administrator');
    await addGroupRole(t.ctx, group, reporter, 'reporter');
    const adminClient = await clientFor(t.app, groupAdmin);
    const read = await adminClient.get(`/api/groups/${group.slug}?include=administrators`);
    expect(read.doc.included).toEqual([
      { type: 'users', id: groupAdmin.slug, attributes: { full_name: 'Grace O', profile_picture_url: null } },
    ]);
    const logo = await createUpload(t.ctx, groupAdmin, 'group_logo');
    const patched = await adminClient.patch(
      `/api/groups/${unit.slug}`,
      resource('groups', { logo_image_url: logo.url }, unit.slug),
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.doc.data?.attributes.logo_image_url).toBe(logo.url);
    // Only a group_logo upload of the person setting it: not a path, not someone else's file.
    const strangersLogo = await createUpload(t.ctx, stranger, 'group_logo');
    const picture = await createUpload(t.ctx, groupAdmin, 'profile_picture');
    for (const url of ['/l.png', strangersLogo.url, picture.url]) {
      const refused = await adminClient.patch(
        `/api/groups/${unit.slug}`,
        resource('groups', { logo_image_url: url }, unit.slug),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/logo_image_url');
      expect(refused.doc.errors?.[0]?.detail).toBe('The logo must be an image you uploaded as a group logo.');
    }
    const list = await adminClient.get(`/api/organizations/${org.slug}/groups`);
    expect(list.doc.meta?.total).toBe(2);
    const reporterClient = await clientFor(t.app, reporter);
    expect((await reporterClient.get(`/api/groups/${group.slug}`)).statusCode).toBe(200);
    expect(
      (await reporterClient.patch(`/api/groups/${group.slug}`, resource('groups', { name: 'X' }, group.slug)))
        .statusCode,
    ).toBe(403);
    const strangerClient = await clientFor(t.app, stranger);
    expect((await strangerClient.get(`/api/groups/${group.slug}`)).statusCode).toBe(404);
    expect(
      (await strangerClient.patch(`/api/groups/${group.slug}`, resource('groups', { name: 'X' }, group.slug)))
        .statusCode,
    ).toBe(404);
  });
});

describe('providers', () => {
  it('creates the profile from a provider invitation, once; the organization lists the provider', async () => {
    const org = await createOrganization(t.ctx);
    const admin = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, admin, 'administrator');
    const me = await createUser(t.ctx, { firstName: 'Dr', lastName: 'Who' });
    const invitation = await createInvitation(t.ctx, {
      scope: 'provider',
      type: 'provider',
      inviter: admin,
      invitee: me,
      organization: org,
    });
    const client = await clientFor(t.app, me);
    const body = (slug: string) =>
      resourceWith(
        'providers',
        { display_name: 'Dr Who', bio_en: 'Listens.' },
        { invitation: { type: 'invitations', id: slug } },
      );
    const stranger = await clientFor(t.app, await createUser(t.ctx));
    expect((await stranger.post('/api/providers', body(invitation.slug))).statusCode).toBe(404);
    expect(
      (await client.post('/api/providers', resource('providers', { display_name: 'Dr Who' }))).statusCode,
    ).toBe(422);
    const created = await client.post('/api/providers', body(invitation.slug));
    expect(created.statusCode).toBe(201);
    expect(created.doc.data?.attributes).toMatchObject({
      display_name: 'Dr Who',
      bio: 'Listens.',
      bio_en: 'Listens.',
      organization_slug: org.slug,
    });
    const slug = String(created.doc.data?.id);
    expect((await client.post('/api/providers', body(invitation.slug))).statusCode).toBe(404);
    expect((await client.get('/api/session')).doc.data?.attributes.roles).toEqual(['provider']);
    const adminClient = await clientFor(t.app, admin);
    expect((await adminClient.get(`/api/providers/${slug}`)).statusCode).toBe(200);
    const orgDoc = await adminClient.get(`/api/organizations/${org.slug}?include=providers`);
    expect(orgDoc.doc.included?.map((item) => item.id)).toEqual([me.slug]);
    expect(
      (await adminClient.patch(`/api/providers/${slug}`, resource('providers', { bio_en: 'x' }, slug)))
        .statusCode,
    ).toBe(403);
    expect((await stranger.get(`/api/providers/${slug}`)).statusCode).toBe(404);
    const patched = await client.patch(
      `/api/providers/${slug}`,
      resource('providers', { credentials: 'PhD' }, slug),
    );
    expect(patched.doc.data?.attributes.credentials).toBe('PhD');
  });
});

describe('the platform’s list and the directory (issue 31)', () => {
  it('gives platform administrators each organization’s members count and creation date, and nobody else', async () => {
    const admin = await createUser(t.ctx, { platformAdmin: true });
    const org = await createOrganization(t.ctx, { name: `Counted ${Math.random()}` });
    await addOrganizationRole(t.ctx, org, await createUser(t.ctx), 'member');
    await addOrganizationRole(t.ctx, org, await createUser(t.ctx), 'administrator');
    const orgAdmin = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, orgAdmin, 'administrator');
    const everything = await (await clientFor(t.app, admin)).get('/api/organizations?page[size]=100');
    const listed = items(everything).find((item) => item.id === org.slug);
    expect(listed?.attributes).toMatchObject({ members_count: 3, created_at: org.createdAt.toISOString() });
    const theirs = await (await clientFor(t.app, orgAdmin)).get('/api/organizations?page[size]=100');
    const seen = items(theirs).find((item) => item.id === org.slug);
    expect(seen?.attributes).not.toHaveProperty('members_count');
  });

  it('lists the organizations open to join, with join and leave as the reader may, and joining then leaving', async () => {
    const me = await createUser(t.ctx);
    const open = await createOrganization(t.ctx, { name: `Open ${Math.random()}`, state: 'subscribable' });
    const closed = await createOrganization(t.ctx, { state: 'enabled' });
    await addOrganizationRole(t.ctx, closed, me, 'member');
    const client = await clientFor(t.app, me);
    const directory = await client.get('/api/organizations?filter[joinable]=true&page[size]=100');
    expect(directory.statusCode).toBe(200);
    expect(items(directory).every((item) => item.attributes?.state === 'subscribable')).toBe(true);
    const entry = items(directory).find((item) => item.id === open.slug);
    expect(entry?.attributes).toMatchObject({ membership_id: null });
    expect(entry?.meta?.abilities).toMatchObject({ join: true, leave: false });
    expect(items(directory).some((item) => item.id === closed.slug)).toBe(false);

    const joined = await client.post(`/api/organizations/${open.slug}/memberships`);
    expect(joined.statusCode).toBe(201);
    const after = items(await client.get('/api/organizations?filter[joinable]=true&page[size]=100')).find(
      (item) => item.id === open.slug,
    );
    expect(after?.attributes?.membership_id).toBe(joined.doc.data?.id);
    expect(after?.meta?.abilities).toMatchObject({ join: false, leave: true });
    expect((await client.delete(`/api/organization_roles/${joined.doc.data?.id}`)).statusCode).toBe(204);

    // The membership resource joins too: the organization as its relationship.
    const byRole = (slug: string | undefined) => ({
      data: {
        type: 'organization_roles',
        attributes: {},
        ...(slug ? { relationships: { organization: { data: { type: 'organizations', id: slug } } } } : {}),
      },
    });
    const again = await client.post('/api/organization_roles?include=organization', byRole(open.slug));
    expect(again.statusCode).toBe(201);
    expect(again.doc.included?.[0]).toMatchObject({ type: 'organizations', id: open.slug });
    expect((await client.post('/api/organization_roles', byRole(open.slug))).statusCode).toBe(409);
    expect((await client.post('/api/organization_roles', byRole(closed.slug))).statusCode).toBe(404);
    const missing = await client.post('/api/organization_roles', byRole(undefined));
    expect(missing.statusCode).toBe(422);
    expect(missing.doc.errors?.[0]?.source).toEqual({ pointer: '/data/relationships/organization' });
    expect((await client.delete(`/api/organization_roles/${again.doc.data?.id}`)).statusCode).toBe(204);

    expect((await client.get('/api/organizations?filter[joinable]=maybe')).statusCode).toBe(422);
    const signedOut = await new TestClient(t.app).start();
    expect((await signedOut.get('/api/organizations?filter[joinable]=true')).statusCode).toBe(401);
    expect((await signedOut.post('/api/organization_roles', byRole(open.slug))).statusCode).toBe(401);
  });
});
