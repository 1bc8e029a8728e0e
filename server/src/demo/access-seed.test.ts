import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { items } from '../test/client';
import { clientFor, createUser } from '../test/factories';
import { seedDemoAccessRecords } from './access-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo access records', () => {
  it('fill Maya’s "who saw my data" with Lucas’s and Grace’s reads, newest first', async () => {
    const maya = await createUser(t.ctx, { firstName: 'Maya', lastName: 'Chen' });
    const lucas = await createUser(t.ctx, { firstName: 'Lucas', lastName: 'Gagnon' });
    const grace = await createUser(t.ctx, { firstName: 'Grace', lastName: 'Okafor' });
    await seedDemoAccessRecords(t.ctx.db, { maya, lucas, grace });
    const response = await (await clientFor(t.app, maya)).get('/api/access_records');
    expect(response.statusCode).toBe(200);
    expect(
      items(response).map((item) => [
        item.attributes.viewer_name,
        item.attributes.data_kind,
        item.attributes.count,
      ]),
    ).toEqual([
      ['Lucas Gagnon', 'insights', 1],
      ['Grace Okafor', 'checkups', 1],
      ['Lucas Gagnon', 'insights', 3],
    ]);
    expect(response.doc.meta?.viewers).toEqual([
      { id: grace.slug, name: 'Grace Okafor' },
      { id: lucas.slug, name: 'Lucas Gagnon' },
    ]);
  });
});
