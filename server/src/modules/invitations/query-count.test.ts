import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../auth/user';
import { createTestApp, type TestApp } from '../../test/app';
import { items } from '../../test/client';
import {
  addGroupRole,
  addOrganizationRole,
  clientFor,
  createConnection,
  createGroup,
  createInvitation,
  createOrganization,
  createUser,
} from '../../test/factories';

/** The permission lists cost the same number of queries whatever their length (no N+1). */
let t: TestApp;
let queries = 0;
let texts: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onQuery: (sql) => {
        queries += 1;
        texts.push(sql.slice(0, 120));
      },
    },
  );
});
afterAll(() => t.close());

async function userWith(rows: number): Promise<User> {
  const me = await createUser(t.ctx);
  const inviter = await createUser(t.ctx);
  for (let i = 0; i < rows; i += 1) {
    const org = await createOrganization(t.ctx);
    await addOrganizationRole(t.ctx, org, inviter, 'administrator');
    const group = await createGroup(t.ctx, org);
    const other = await createUser(t.ctx);
    await createInvitation(t.ctx, {
      scope: 'organization',
      type: 'member',
      inviter,
      invitee: me,
      organization: org,
    });
    await createConnection(t.ctx, me, other);
    await addGroupRole(t.ctx, group, me, 'reporter');
    await addOrganizationRole(t.ctx, org, me, 'member');
  }
  return me;
}

/**
 * Queries of a list read that builds the document (a miss of the kept lists: the first read of
 * this URL), then of the same read again (kept: the session alone). A first read of another URL
 * warms the prepared statements.
 */
async function countQueries(user: User, url: string) {
  const client = await clientFor(t.app, user);
  await client.get(`${url}&page[number]=1`);
  queries = 0;
  texts = [];
  const response = await client.get(url);
  expect(response.statusCode).toBe(200);
  const count = queries;
  const statements = texts;
  queries = 0;
  const again = await client.get(url);
  expect(again.body).toBe(response.body);
  return { count, kept: queries, length: items(response).length, statements };
}

describe('bounded queries', () => {
  it.each([
    '/api/invitations?page[size]=50',
    '/api/connections?page[size]=50',
    '/api/roles?page[size]=50',
    '/api/organization_roles?page[size]=50',
  ])('%s runs as many queries for 30 rows as for 2, and only the session once kept', async (url) => {
    const few = await countQueries(await userWith(2), url);
    const many = await countQueries(await userWith(30), url);
    expect(few.length).toBe(2);
    expect(many.length).toBe(30);
    expect(many.count).toBe(few.count);
    expect(few.count).toBeLessThanOrEqual(4);
    expect(few.kept).toBe(1);
    expect(many.kept).toBe(1);
  });

  it('reads the invitations list in two statements: the session, then the list with the abilities', async () => {
    const { count, length, statements } = await countQueries(
      await userWith(3),
      '/api/invitations?page[size]=50',
    );
    expect(length).toBe(3);
    expect(count, statements.join('\n')).toBe(2);
  });
});
