import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n';
import { ApiError } from './errors';
import { toDocument } from './jsonapi';
import { readRelationships } from './jsonapi-relationships';

const request = (relationships: unknown, locale: 'en' | 'fr' = 'en') =>
  ({
    body: { data: { type: 'invitations', relationships } },
    t: translator(locale),
  }) as unknown as FastifyRequest;

const allowed = { organization: 'organizations', group: 'groups' } as const;

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('readRelationships', () => {
  it('reads to-one linkage by name, and nothing when the body has none', () => {
    expect(
      readRelationships(request({ organization: { data: { type: 'organizations', id: 'abc' } } }), allowed),
    ).toEqual({ organization: 'abc' });
    expect(readRelationships(request(undefined), allowed)).toEqual({});
    expect(readRelationships(request({ group: { data: null } }), allowed)).toEqual({});
  });

  it('refuses a relationship that does not belong here, with its pointer', () => {
    const error = refusal(() =>
      readRelationships(request({ parent: { data: { type: 'groups', id: 'x' } } }), allowed),
    );
    expect(error.status).toBe(422);
    expect(error.fields[0]?.pointer).toBe('/data/relationships/parent');
  });

  it('refuses the wrong type, a missing or empty id, and a non-object', () => {
    for (const linkage of [
      { data: { type: 'groups', id: 'abc' } },
      { data: { type: 'organizations' } },
      { data: { type: 'organizations', id: '' } },
      { data: { type: 'organizations', id: 'x'.repeat(101) } },
      'organization',
    ]) {
      const error = refusal(() => readRelationships(request({ organization: linkage }), allowed));
      expect(error.fields[0]?.pointer).toBe('/data/relationships/organization');
    }
    expect(refusal(() => readRelationships(request(['organization']), allowed)).fields[0]?.pointer).toBe(
      '/data/relationships',
    );
  });

  it('says what is wrong in French too', () => {
    const error = refusal(() =>
      readRelationships(request({ organization: { data: { type: 'groups', id: 'a' } } }, 'fr'), allowed),
    );
    expect(error.fields[0]?.message).not.toBe('');
    expect(error.fields[0]?.message).not.toEqual(
      refusal(() =>
        readRelationships(request({ organization: { data: { type: 'groups', id: 'a' } } }), allowed),
      ).fields[0]?.message,
    );
  });
});

describe('toDocument', () => {
  it("puts a resource's meta (abilities) on its resource object, never among the attributes", () => {
    const body = toDocument(
      {
        type: 'groups',
        id: 'g1',
        name: 'Operations',
        meta: { abilities: { update: true, invite: false } },
        administrators: [
          { type: 'users', id: 'u1', full_name: 'Grace', meta: { abilities: { remove: false } } },
        ],
        relationshipNames: ['administrators'],
      },
      { include: ['administrators'] },
    ) as { data: Record<string, unknown>; included: Record<string, unknown>[] };
    expect(body.data.meta).toEqual({ abilities: { update: true, invite: false } });
    expect(body.data.attributes).toEqual({ name: 'Operations' });
    expect(body.included[0]?.meta).toEqual({ abilities: { remove: false } });
    expect(body.included[0]?.attributes).toEqual({ full_name: 'Grace' });
  });

  it('leaves resources without meta as they were', () => {
    const body = toDocument([{ type: 'groups', id: 'g1', name: 'Operations' }]) as {
      data: Record<string, unknown>[];
    };
    expect(body.data[0]).not.toHaveProperty('meta');
  });
});
