import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { items, TestClient } from '../test/client';
import {
  addOrganizationRole,
  clientFor,
  createConnection,
  createInvitation,
  createOrganization,
  createUser,
} from '../test/factories';

/**
 * The JSON:API rules as a client meets them on the product's own routes (issue 11): renamed
 * parameters, pagination links on every list, includes, sparse fieldsets, Location.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route-specific parameters are filter[...] members', () => {
  it.each([
    ['/api/invitations?sent=true', 'sent'],
    ['/api/insights?period=all', 'period'],
    ['/api/crisis_lines?country_code=CA', 'country_code'],
    ['/api/crisis_lines?view=edit', 'view'],
    ['/api/places?q=Paris', 'q'],
  ])('the old name in %s answers 400 naming %s', async (url, name) => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    const response = await client.get(url);
    expect(response.statusCode).toBe(400);
    expect(response.doc.errors?.[0]?.source).toEqual({ parameter: name });
  });

  it('the new names filter: the crisis lines of a region, the invitations I sent', async () => {
    const anonymous = new TestClient(t.app);
    const quebec = await anonymous.get(
      '/api/crisis_lines?filter[country_code]=CA&filter[administrative_area_code]=QC',
    );
    expect(quebec.statusCode).toBe(200);
    expect(quebec.doc.meta).toMatchObject({ country_code: 'CA', administrative_area_code: 'QC' });
    expect(items(quebec).length).toBeGreaterThan(0);

    const inviter = await createUser(t.ctx);
    const organization = await createOrganization(t.ctx);
    await addOrganizationRole(t.ctx, organization, inviter, 'administrator');
    await createInvitation(t.ctx, {
      scope: 'organization',
      type: 'member',
      inviter,
      email: 'someone@example.test',
      organization,
    });
    const client = await clientFor(t.app, inviter);
    const sent = await client.get('/api/invitations?filter[sent]=true');
    expect(items(sent).map((item) => item.attributes?.email)).toEqual(['someone@example.test']);
    expect(items(await client.get('/api/invitations'))).toEqual([]);
  });
});

describe('lists', () => {
  it('are paginated with meta.total and first, prev, next and last links', async () => {
    const viewer = await createUser(t.ctx);
    for (let i = 0; i < 3; i += 1) await createConnection(t.ctx, await createUser(t.ctx), viewer);
    const client = await clientFor(t.app, viewer);
    const second = await client.get('/api/connections?reports=true&page[number]=2&page[size]=1');
    expect(second.statusCode).toBe(200);
    expect(items(second)).toHaveLength(1);
    expect(second.doc.meta?.total).toBe(3);
    expect(second.doc.links).toMatchObject({
      first: '/api/connections?reports=true&page%5Bnumber%5D=1&page%5Bsize%5D=1',
      prev: '/api/connections?reports=true&page%5Bnumber%5D=1&page%5Bsize%5D=1',
      next: '/api/connections?reports=true&page%5Bnumber%5D=3&page%5Bsize%5D=1',
      last: '/api/connections?reports=true&page%5Bnumber%5D=3&page%5Bsize%5D=1',
    });
    const next = await client.get(String(second.doc.links?.next));
    expect(items(next)[0]?.id).not.toBe(items(second)[0]?.id);
    expect(next.doc.links?.next).toBeNull();
  });

  it('include crisis lines, which were not paginated before', async () => {
    const page = await new TestClient(t.app).get('/api/crisis_lines?filter[country_code]=CA&page[size]=1');
    expect(items(page)).toHaveLength(1);
    expect(Number(page.doc.meta?.total)).toBeGreaterThan(1);
    expect(page.doc.links?.next).toContain('page%5Bnumber%5D=2');
  });
});

describe('include and fields', () => {
  it('gives included: [] when an include matches nothing, and refuses a path the route does not have', async () => {
    const admin = await createUser(t.ctx);
    const organization = await createOrganization(t.ctx);
    await addOrganizationRole(t.ctx, organization, admin, 'administrator');
    const client = await clientFor(t.app, admin);
    const withProviders = await client.get(`/api/organizations/${organization.slug}?include=providers`);
    expect(withProviders.statusCode).toBe(200);
    expect(withProviders.doc.included).toEqual([]);
    const bogus = await client.get(`/api/organizations/${organization.slug}?include=bogus`);
    expect(bogus.statusCode).toBe(400);
    expect(bogus.doc.errors?.[0]?.source).toEqual({ parameter: 'include' });
    // A route with nothing to include refuses any path.
    expect((await client.get('/api/checkups?include=user')).statusCode).toBe(400);
  });

  it('returns only the fields asked for, per type', async () => {
    const admin = await createUser(t.ctx);
    const organization = await createOrganization(t.ctx, { name: 'Fields Inc' });
    await addOrganizationRole(t.ctx, organization, admin, 'administrator');
    const client = await clientFor(t.app, admin);
    const sparse = await client.get(
      `/api/organizations/${organization.slug}?include=administrators&fields[organizations]=name&fields[users]=full_name`,
    );
    expect(sparse.statusCode).toBe(200);
    const data = sparse.doc.data as { attributes?: Record<string, unknown>; relationships?: unknown };
    expect(data.attributes).toEqual({ name: 'Fields Inc' });
    expect(data.relationships).toBeUndefined();
    for (const user of sparse.doc.included ?? []) {
      expect(Object.keys((user as { attributes: object }).attributes)).toEqual(['full_name']);
    }
    const unknownType = await client.get(`/api/organizations/${organization.slug}?fields[checkups]=score`);
    expect(unknownType.statusCode).toBe(400);
  });
});

describe('created resources', () => {
  it('say where they live in Location', async () => {
    const member = await createUser(t.ctx);
    const client = await clientFor(t.app, member);
    const created = await client.post('/api/life_events', {
      data: { type: 'life_events', attributes: { date: '2026-11-02', title_key: 'moved_home', impact: 3 } },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.doc.data as { id: string }).id;
    expect(created.headers.location).toBe(`/api/life_events/${id}`);
    expect((await client.get(String(created.headers.location))).statusCode).toBe(200);
  });
});

describe('relationships a write does not accept', () => {
  it('are a 422 naming each one, in the request language, and nothing changes', async () => {
    const user = await createUser(t.ctx, { firstName: 'Kept' });
    const client = await clientFor(t.app, user);
    const refused = await client.patch(
      `/api/users/${user.slug}`,
      {
        data: {
          type: 'users',
          id: user.slug,
          attributes: { first_name: 'Changed' },
          relationships: { organization: { data: { type: 'organizations', id: 'x' } } },
        },
      },
      { 'accept-language': 'fr' },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.doc.errors?.[0]?.source).toEqual({ pointer: '/data/relationships/organization' });
    expect(refused.doc.errors?.[0]?.detail).toContain('organization');
    expect((await client.get(`/api/users/${user.slug}`)).doc.data?.attributes.first_name).toBe('Kept');
    // A route's own relationships are still read, and an unknown one beside them refused.
    const created = await client.post('/api/push_subscriptions', {
      data: {
        type: 'push_subscriptions',
        attributes: {},
        relationships: { owner: { data: { type: 'users', id: user.slug } } },
      },
    });
    expect(created.statusCode).toBe(422);
    expect(created.doc.errors?.map((error) => error.source?.pointer)).toContain('/data/relationships/owner');
    // An empty relationships object asks for nothing.
    const empty = await client.patch(`/api/users/${user.slug}`, {
      data: { type: 'users', id: user.slug, attributes: {}, relationships: {} },
    });
    expect(empty.statusCode).toBe(200);
  });

  it('are refused beside the ones a route does accept', async () => {
    const admin = await createUser(t.ctx);
    const organization = await createOrganization(t.ctx);
    await addOrganizationRole(t.ctx, organization, admin, 'administrator');
    const client = await clientFor(t.app, admin);
    const response = await client.post('/api/invitations', {
      data: {
        type: 'invitations',
        attributes: { email: 'someone@example.org', role: 'member' },
        relationships: {
          organization: { data: { type: 'organizations', id: organization.slug } },
          owner: { data: { type: 'users', id: admin.slug } },
        },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.doc.errors?.map((error) => error.source?.pointer)).toContain('/data/relationships/owner');
  });
});
