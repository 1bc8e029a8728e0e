import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { resource, type TestClient } from '../../test/client';
import { clientFor } from '../../test/factories';
import { answers, buildWorld } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** JSON:API 1.1: "a resource can not have an attribute or relationship named type or id"; members
 * named `relationships` or `links` are reserved anywhere inside attributes (complex attributes). */
const RESERVED = new Set(['relationships', 'links']);

/** The path of every member named `relationships` or `links`, at any depth inside `value`. */
function reservedMembers(value: unknown, path: string): string[] {
  if (Array.isArray(value))
    return value.flatMap((entry, index) => reservedMembers(entry, `${path}/${index}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, entry]) => [
    ...(RESERVED.has(name) ? [`${path}/${name}`] : []),
    ...reservedMembers(entry, `${path}/${name}`),
  ]);
}

/** Every reserved member inside the attributes of `data` (one resource or a list) and `included`. */
async function reservedIn(client: TestClient, url: string): Promise<string[]> {
  const response = await client.get(url);
  expect(response.statusCode, url).toBe(200);
  const doc = JSON.parse(response.body) as { data?: unknown; included?: { attributes?: unknown }[] };
  const data = (Array.isArray(doc.data) ? doc.data : [doc.data]) as { attributes?: unknown }[];
  expect(data.length, url).toBeGreaterThan(0);
  return [
    ...data.flatMap((item, index) => reservedMembers(item?.attributes, `${url} /data/${index}/attributes`)),
    ...(doc.included ?? []).flatMap((item, index) =>
      reservedMembers(item.attributes, `${url} /included/${index}/attributes`),
    ),
  ];
}

describe('check-up and insights documents', () => {
  it('hold no attribute member named `relationships` or `links`, for the author or a viewer', async () => {
    const world = await buildWorld(t.ctx);
    const author = await clientFor(t.app, world.member);
    const created = await author.post('/api/checkups', resource('checkups', { answers: answers() }));
    expect(created.statusCode).toBe(201);
    const attributes = created.doc.data?.attributes as { life_areas: object; answers: object };
    // The life area keeps its value under its new name, in the results and in the answers.
    expect(attributes.life_areas).toMatchObject({ social: 5 });
    expect(attributes.answers).toMatchObject({ social: 5 });
    expect(reservedMembers(created.doc.data?.attributes, '/data/attributes')).toEqual([]);

    const viewer = await clientFor(t.app, world.connection);
    const found = [
      ...(await reservedIn(author, '/api/questionnaires/current')),
      ...(await reservedIn(author, '/api/checkups')),
      ...(await reservedIn(author, '/api/insights?filter[period]=all')),
      ...(await reservedIn(viewer, `/api/users/${world.member.slug}/checkups`)),
      ...(await reservedIn(viewer, `/api/users/${world.member.slug}/insights?filter[period]=all`)),
    ];
    expect(found).toEqual([]);
  });
});
