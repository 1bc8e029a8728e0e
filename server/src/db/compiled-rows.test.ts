import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { addGroupRole, createGroup, createOrganization, createUser } from '../test/factories';
import { withCompiledRows } from './compiled-rows';
import { windowTotal } from './paging';
import { groupRoles, groups, organizations, users } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rows mapped by a compiled function', () => {
  it('are the rows Drizzle maps: same values, keys in the same order, left joins null when missing', async () => {
    const user = await createUser(t.ctx);
    const organization = await createOrganization(t.ctx);
    const parentGroup = await createGroup(t.ctx, organization, { description: 'Parent' });
    const child = await createGroup(t.ctx, organization, { parentId: parentGroup.id });
    await addGroupRole(t.ctx, parentGroup, user, 'reporter');
    await addGroupRole(t.ctx, child, user, 'administrator');

    const parent = alias(groups, 'parent');
    const owner = alias(users, 'owner');
    const build = (name: string) =>
      t.ctx.db
        .select({
          role: groupRoles,
          group: { slug: groups.slug, name: groups.name, createdAt: groups.createdAt },
          parent: { id: parent.id, slug: parent.slug, description: parent.description },
          owner: { slug: owner.slug, email: owner.email },
          loud: { at: groupRoles.createdAt, name: sql<string>`upper(${groups.name})` },
          organization: organizations,
          since: sql<Date>`${groupRoles.createdAt}`.mapWith(groupRoles.createdAt),
          total: windowTotal(),
        })
        .from(groupRoles)
        .innerJoin(groups, eq(groups.id, groupRoles.groupId))
        .innerJoin(organizations, eq(organizations.id, groups.organizationId))
        .leftJoin(parent, eq(parent.id, groups.parentId))
        .leftJoin(owner, eq(owner.id, sql`null::bigint`))
        .where(eq(groupRoles.userId, sql.placeholder('userId')))
        .orderBy(desc(groupRoles.id))
        .prepare(name);

    const byDrizzle = await build('compiled_rows_drizzle').execute({ userId: user.id });
    const statement = withCompiledRows(build('compiled_rows_compiled'));
    // The compiled function is in place (Drizzle's internals still have the shape it relies on).
    expect((statement as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
      'function',
    );
    const compiled = await statement.execute({ userId: user.id });

    expect(byDrizzle).toHaveLength(2);
    expect(compiled).toEqual(byDrizzle);
    // Same keys in the same order, Dates included.
    expect(JSON.stringify(compiled)).toBe(JSON.stringify(byDrizzle));
    expect(compiled.map((row) => row.parent?.slug ?? null)).toEqual([parentGroup.slug, null]);
    expect(compiled.every((row) => row.owner === null)).toBe(true);
    expect(compiled[0]?.role.createdAt).toBeInstanceOf(Date);
    expect(compiled[0]?.since).toBeInstanceOf(Date);
  });
});
