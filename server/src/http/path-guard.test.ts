import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/app';
import { PATH_SEGMENT_MAX_LENGTH } from './path-guard';

/**
 * Issue 26 §4.11 (an outside attack): an over-long path parameter got Fastify's raw 414, which
 * echoed the path, without the security headers, the JSON:API error or a log line; the same
 * for a malformed percent-encoding (a raw 400). Each now leaves like any other error.
 */
let t: TestApp;
let logged: FastifyInstance;
let lines: string[];
beforeAll(async () => {
  t = await createTestApp();
  lines = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  logged = await buildApp({
    ctx: { ...t.ctx, env: { ...t.ctx.env, LOG_LEVEL: 'info' } },
    logger: true,
    logStream: stream,
  });
  await logged.ready();
});
afterAll(async () => {
  await logged.close();
  await t.close();
});

const get = (url: string, language = 'en', method: 'GET' | 'DELETE' = 'GET') =>
  logged.inject({
    method,
    url,
    headers: { accept: 'application/vnd.api+json', 'accept-language': language },
  });

type ErrorDocument = { errors: { status: string; code: string; detail: string }[] };

function expectWellFormed(response: Awaited<ReturnType<typeof get>>, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('application/vnd.api+json');
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('same-origin');
  const document = response.json() as ErrorDocument;
  expect(document.errors).toHaveLength(1);
  expect(document.errors[0]).toMatchObject({ status: String(status), code });
  return document.errors[0]?.detail as string;
}

describe('paths no route can name (issue 26 §4.11)', () => {
  const long = 'x'.repeat(PATH_SEGMENT_MAX_LENGTH + 1);

  it('answers an over-long path parameter with a JSON:API 414, headers, a translated detail and no echo', async () => {
    for (const url of [
      `/api/benefit_groups/${long}`,
      `/api/benefit_groups/${'y'.repeat(5000)}`,
      `/api/organizations/${long}/benefit_groups`,
      `/api/nothing/${long}`,
      `/articles/${long}`,
    ]) {
      const response = await get(url);
      const detail = expectWellFormed(response, 414, 'uri_too_long');
      expect(detail).toBe('This address is too long: no page or item has a name that long.');
      expect(response.body).not.toContain('xxxxxxxxxx');
      expect(response.body).not.toContain('yyyyyyyyyy');
    }
    const fr = await get(`/api/benefit_groups/${long}`, 'fr');
    expect(expectWellFormed(fr, 414, 'uri_too_long')).toBe(
      'Cette adresse est trop longue : aucune page ni aucun élément ne porte un nom aussi long.',
    );
    // Encoded characters count once decoded: 200 of them still name a (missing) slug.
    const encoded = await get(`/api/benefit_groups/${'%C3%A9'.repeat(PATH_SEGMENT_MAX_LENGTH)}`);
    expectWellFormed(encoded, 401, 'unauthenticated');
    const deleted = await get(`/api/documents/${long}`, 'en', 'DELETE');
    expect(deleted.statusCode).toBe(414);
  });

  it('answers a malformed percent-encoding with a JSON:API 400 and a translated detail', async () => {
    for (const segment of ['%E0%A4%A', '%FF', 'abc%', '%zz']) {
      const response = await get(`/api/benefit_groups/${segment}`);
      expect(expectWellFormed(response, 400, 'bad_request')).toBe(
        'This address is not valid: check it and try again.',
      );
      expect(response.body).not.toContain(segment);
    }
    const fr = await get('/api/benefit_groups/%E0%A4%A', 'fr');
    expect(expectWellFormed(fr, 400, 'bad_request')).toBe(
      'Cette adresse n’est pas valide : vérifiez-la et réessayez.',
    );
  });

  it('answers a NUL or another control character in a path with a JSON:API 404', async () => {
    for (const url of [
      '/api/benefit_groups/abc%00',
      '/api/organizations/%00/benefit_groups',
      '/api/nothing/%00',
    ]) {
      const response = await get(url);
      // Signed out: the route itself would answer 401, the input guard answers first for NUL.
      expect([401, 404]).toContain(response.statusCode);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect((response.json() as ErrorDocument).errors[0]?.detail).toBeTruthy();
    }
    const guarded = await get('/api/organizations/abc%00');
    expectWellFormed(guarded, 404, 'not_found');
  });

  it('writes a request line for each, with the path cut short and its length', async () => {
    lines.length = 0;
    await get(`/api/benefit_groups/${'z'.repeat(5000)}`);
    await get('/api/benefit_groups/%E0%A4%A');
    const requests = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ method: 'GET', status: 414 });
    expect(requests[0].url.length).toBeLessThan(400);
    expect(requests[0].url).toMatch(/^\/api\/benefit_groups\/z+…\(5020\)$/);
    expect(requests[1]).toMatchObject({ status: 400, url: '/api/benefit_groups/%E0%A4%A' });
  });

  it('leaves ordinary paths alone', async () => {
    expect((await get('/api/health')).statusCode).toBe(200);
    expectWellFormed(await get('/api/benefit_groups/some-slug%20x'), 401, 'unauthenticated');
  });

  it('answers a raw NUL byte in the path (refused by the HTTP parser) with a JSON:API 400 and the headers', async () => {
    await logged.listen({ port: 0, host: '127.0.0.1' });
    const { port } = logged.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk.toString('utf8');
        });
        socket.on('close', () => resolve(received));
        socket.on('error', () => resolve(received));
        socket.write(request);
      });
    lines.length = 0;
    for (const [language, detail] of [
      ['en', 'The request could not be read. Please reload the page and try again.'],
      ['fr', 'La requête n’a pas pu être lue. Rechargez la page et réessayez.'],
    ] as const) {
      const answer = await raw(
        `GET /api/benefit_groups/a\u0000b HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: ${language}\r\n\r\n`,
      );
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
      expect(head).toContain('content-type: application/vnd.api+json');
      expect(head).toContain('x-content-type-options: nosniff');
      expect(head).toContain("content-security-policy: default-src 'self'");
      expect(head).toContain('cache-control: no-store');
      expect(JSON.parse(body)).toEqual({
        errors: [{ status: '400', code: 'bad_request', title: detail, detail }],
      });
    }
    const requests = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ status: 400, parser: 'HPE_INVALID_URL' });
  });
});
