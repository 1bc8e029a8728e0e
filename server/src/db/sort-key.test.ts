import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthServices } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { items, resource } from '../test/client';
import {
  addGroupRole,
  addOrganizationRole,
  clientFor,
  createGroup,
  createOrganization,
  createProviderProfile,
  createUser,
} from '../test/factories';
import { sortKey, sortKeySql } from './sort-key';

/** Names sorted as people expect, on PGlite and PostgreSQL alike (no ICU collation needed). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** In the order people expect; the database's byte order would put "Émilie" and "Œuvre" after "Zoé". */
const NAMES = ['adam', 'Ben', 'Émilie', 'Eric', 'Łucja', 'Œuvre', 'Sam', 'Zoé'];
const shuffled = ['Zoé', 'Œuvre', 'Sam', 'Émilie', 'Eric', 'Ben', 'Łucja', 'adam'];

describe('sort keys', () => {
  it('fold accents, case and ligatures the same in the database and in JavaScript', async () => {
    const result = await t.ctx.db.execute(
      sql`select ${sortKeySql(sql`${'Émilie Ŀøß Œuvre ÇA'}::text`)} as key`,
    );
    const key = (result as unknown as { rows: { key: string }[] }).rows[0]?.key;
    expect(key).toBe('emilie loss oeuvre ca');
    expect(sortKey('Émilie Ŀøß Œuvre ÇA')).toBe(key);
  });

  it('sort providers, health services, benefit groups and members by name as people read them', async () => {
    const org = await createOrganization(t.ctx);
    const adminUser = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, adminUser, 'administrator');
    const admin = await clientFor(t.app, adminUser);
    for (const name of shuffled) {
      await createProviderProfile(t.ctx, await createUser(t.ctx), org, { displayName: name });
    }
    const providers = await admin.get(`/api/providers?filter[organization]=${org.slug}&filter[active]=any`);
    expect(items(providers).map((item) => item.attributes.display_name)).toEqual(NAMES);

    await t.ctx.db.insert(healthServices).values(
      shuffled.map((name) => ({
        organizationId: org.id,
        nameEn: name,
        nameFr: `Service ${name}`,
        category: 'other',
      })),
    );
    const services = await admin.get(`/api/organizations/${org.slug}/health_services`);
    expect(items(services).map((item) => item.attributes.name)).toEqual(NAMES);

    for (const name of shuffled) {
      const created = await admin.post(
        `/api/organizations/${org.slug}/benefit_groups`,
        resource('benefit_groups', { name }),
      );
      expect(created.statusCode, created.body).toBe(201);
    }
    const groups = await admin.get(`/api/organizations/${org.slug}/benefit_groups`);
    expect(items(groups).map((item) => item.attributes.name)).toEqual(NAMES);

    // Members (and a group's reporters) by last name, then first name.
    const group = await createGroup(t.ctx, org);
    for (const lastName of shuffled) {
      const person = await createUser(t.ctx, { firstName: 'Kim', lastName });
      await addOrganizationRole(t.ctx, org, person, 'member');
      await addGroupRole(t.ctx, group, person, 'reporter');
    }
    const firstGroup = items(groups)[0]?.id;
    const members = await admin.get(`/api/benefit_groups/${firstGroup}/members`);
    expect(members.statusCode, members.body).toBe(200);
    const lastNames = (list: typeof members) =>
      items(list).map((item) =>
        String(item.attributes.full_name ?? item.attributes.last_name).replace(/^Kim /, ''),
      );
    expect(lastNames(members)).toEqual(NAMES);
    const groupAdmin = await createUser(t.ctx);
    await addGroupRole(t.ctx, group, groupAdmin, 'administrator');
    const reporters = await (await clientFor(t.app, groupAdmin)).get(`/api/groups/${group.slug}/reporters`);
    expect(reporters.statusCode, reporters.body).toBe(200);
    expect(lastNames(reporters)).toEqual(NAMES);
  });
});
