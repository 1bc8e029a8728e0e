import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { resource } from '../test/client';
import { clientFor, createUser } from '../test/factories';
import { arbitraryOf } from '../test/schema-arbitrary';

/**
 * The OpenAPI request schemas never promise more than the server takes (issue 27 item 23): bodies
 * fast-check draws from an operation's published request schema are not refused with 422. Each
 * operation below keeps the attributes whose every rule JSON Schema can say; the others (a name
 * holding a web address, a date in the future, a place or upload that must exist) depend on more
 * than the body's shape and stay the server's to refuse. The contract check (test/contract.ts)
 * also checks, for every body the server accepts, that the schema accepts it.
 */
let t: TestApp;
let spec: {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: S }> } }>>;
};
type S = Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

/** The operation's `data.attributes` schema, keeping only the listed attributes. */
function attributesSchema(path: string, method: string, keep?: readonly string[]): S {
  const body = spec.paths[path]?.[method]?.requestBody?.content['application/vnd.api+json']?.schema;
  if (!body) throw new Error(`no JSON:API body for ${method} ${path}`);
  const data = (body.properties as Record<string, S>).data as S;
  const attributes = (data.properties as Record<string, S>).attributes as S;
  if (!keep) return attributes;
  const properties = attributes.properties as Record<string, S>;
  return {
    ...attributes,
    properties: Object.fromEntries(keep.map((name) => [name, properties[name] as S])),
    required: ((attributes.required as string[] | undefined) ?? []).filter((name) => keep.includes(name)),
  };
}

const RUNS = { numRuns: 25 };

describe('schema-valid bodies are not refused with 422', () => {
  it('PUT /api/checkup_preferences, every attribute', async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    const attributes = arbitraryOf(attributesSchema('/api/checkup_preferences', 'put'));
    await fc.assert(
      fc.asyncProperty(attributes, async (value) => {
        const response = await client.put(
          '/api/checkup_preferences',
          resource('checkup_preferences', value as Record<string, unknown>),
        );
        expect(response.statusCode, response.body).not.toBe(422);
      }),
      RUNS,
    );
  });

  it('PATCH /api/users/{slug}: language, time zone, onboarding step, and no attributes at all', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const schema = attributesSchema('/api/users/{slug}', 'patch', ['locale', 'timezone', 'onboarding_step']);
    await fc.assert(
      fc.asyncProperty(arbitraryOf(schema), async (value) => {
        const response = await client.patch(
          `/api/users/${user.slug}`,
          resource('users', value as Record<string, unknown>, user.slug),
        );
        expect(response.statusCode, response.body).toBe(200);
      }),
      RUNS,
    );
  });

  it('POST /api/life_events, /api/ailments and /api/activities: impact and note, on a valid day', async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    for (const kind of ['life_events', 'ailments', 'activities']) {
      const schema = attributesSchema(`/api/${kind}`, 'post', ['impact', 'note', 'title']);
      await fc.assert(
        fc.asyncProperty(
          arbitraryOf(schema),
          fc.string({ minLength: 1, maxLength: 20 }),
          async (value, title) => {
            const attributes = { title: `Walk ${title}`, ...(value as object), date: '2024-05-01' };
            // A log needs a title or a title key: a null title is the one cross-field rule here,
            // and a title of white space alone is none (titles are trimmed before their minimum
            // length is checked, which JSON Schema's minLength cannot say).
            if (attributes.title === null || String(attributes.title).trim() === '')
              attributes.title = 'Walk';
            const response = await client.post(`/api/${kind}`, resource(kind, attributes));
            expect(response.statusCode, response.body).toBe(201);
          },
        ),
        { numRuns: 10 },
      );
    }
  });
});
