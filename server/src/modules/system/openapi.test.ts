import { readFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

/** The generated OpenAPI document is valid, complete and says what every operation returns (issue 11). */
let t: TestApp;
let spec: {
  paths: Record<string, Record<string, Operation>>;
};
type Operation = {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  responses: Record<
    string,
    { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }
  >;
};

beforeAll(async () => {
  t = await createTestApp();
  spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

describe('GET /api/openapi.json', () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(spec),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('gives every operation a unique operationId, a tag and its security', () => {
    const ids = operations().map(({ name, operation }) => operation.operationId ?? `missing on ${name}`);
    expect(ids.filter((id) => id.startsWith('missing'))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { name, operation } of operations()) {
      expect(operation.tags?.length, name).toBeGreaterThan(0);
      expect(Array.isArray(operation.security), name).toBe(true);
    }
  });

  it('describes the body of every success that has one', () => {
    const bodiless = operations().flatMap(({ name, operation }) =>
      Object.entries(operation.responses)
        .filter(([status, response]) => /^2\d\d$/.test(status) && status !== '204' && !response.content)
        .map(([status]) => `${name} ${status}`),
    );
    expect(bodiless).toEqual([]);
  });

  it('declares the headers every client sends, and the CSRF token on mutations', () => {
    const names = (operation: Operation) => (operation.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    const signIn = spec.paths['/api/session']?.post as Operation;
    expect(names(signIn)).toEqual(
      expect.arrayContaining(['header:X-CSRF-Token', 'header:X-UTC-Offset', 'header:Accept-Language']),
    );
    expect(names(spec.paths['/api/session']?.get as Operation)).not.toContain('header:X-CSRF-Token');
  });
});

describe('resource meta in the OpenAPI document', () => {
  it("describes an invitation's meta: its abilities and why it cannot be accepted", () => {
    const text = JSON.stringify(spec.paths['/api/invitations']?.get?.responses['200']);
    expect(text).toContain('accept_blocked_reason');
    for (const reason of ['withdrawn', 'expired', 'email_unverified']) expect(text).toContain(reason);
    expect(text).toContain('abilities');
  });
});

describe('docs/api.md', () => {
  it('writes every example query with parameters its operation declares', () => {
    const text = readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
    const wrong: string[] = [];
    for (const [, path, query] of text.matchAll(/(\/api\/[a-z0-9_/{}]+)\?([^\s`|)]*)/g)) {
      const methods = spec.paths[path as string];
      if (!methods) {
        wrong.push(`${path}: no such path`);
        continue;
      }
      const declared = new Set(
        Object.values(methods).flatMap((operation) =>
          (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        ),
      );
      for (const pair of (query as string).split('&')) {
        const name = pair.split('=')[0] ?? '';
        if (name !== '' && !declared.has(name)) wrong.push(`${path}?${query}: ${name} is not a parameter`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('what the OpenAPI document promises (issue 27 item 23)', () => {
  const walk = (value: unknown, visit: (node: Record<string, unknown>, path: string) => void, path = '') => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, visit, `${path}/${index}`);
    } else if (value !== null && typeof value === 'object') {
      visit(value as Record<string, unknown>, path);
      for (const [key, item] of Object.entries(value)) walk(item, visit, `${path}/${key}`);
    }
  };

  it('has no $schema inside a schema', () => {
    const found: string[] = [];
    walk(spec.paths, (node, path) => {
      if ('$schema' in node) found.push(path);
    });
    expect(found).toEqual([]);
  });

  it('requires no attribute or relationship in a response, since fields[TYPE] may leave any out', () => {
    const required: string[] = [];
    walk(spec.paths, (node, path) => {
      if (!path.includes('/responses/2')) return;
      const properties = node.properties as Record<string, Record<string, unknown>> | undefined;
      if (!properties?.type || !properties.id) return;
      for (const member of ['attributes', 'relationships']) {
        if (properties[member]?.required) required.push(`${path}/${member}`);
        if ((node.required as string[] | undefined)?.includes(member)) required.push(`${path} ${member}`);
      }
    });
    expect(required).toEqual([]);
  });

  it('declares 408, 414, 500 and 503 everywhere, 404 with a path parameter, 422 on every mutation', () => {
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const expected = ['408', '414', '500', '503'];
        if (path.includes('{')) expected.push('404');
        if (['post', 'put', 'patch', 'delete'].includes(method)) expected.push('422');
        for (const status of expected) {
          if (!operation.responses[status]) missing.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('says real days, control characters and code lists in the request schemas', () => {
    const attributes = (path: string, method: string) =>
      JSON.stringify(
        (spec.paths[path]?.[method] as unknown as { requestBody?: unknown } | undefined)?.requestBody,
      ) as string;
    const life = attributes('/api/life_events', 'post');
    expect(life).toContain('"format":"date"');
    // A note's pattern refuses control characters but tab and line breaks (as written in JSON).
    expect(life).toContain(String.raw`\\u0000-\\u0008\\u000B`);
    const profile = JSON.parse(attributes('/api/users/{slug}', 'patch'));
    const data = profile.content['application/vnd.api+json'].schema.properties.data;
    // A PATCH without attributes changes nothing: `attributes` is not required.
    expect(data.required).not.toContain('attributes');
    expect(data.properties.attributes.properties.birthdate).toMatchObject({
      anyOf: expect.arrayContaining([expect.objectContaining({ format: 'date' })]),
    });
    expect(data.properties.attributes.properties.locale).toMatchObject({ enum: ['en', 'fr'] });
  });
});
