import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

// A built web app in miniature: each text file with the twins web/scripts/precompress.mjs writes.
const INDEX = `<!doctype html><html><body><h1>Evenkeel</h1>${'<p>calm</p>'.repeat(200)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('steady '.repeat(400))});`;

let webRoot: string;
let t: TestApp;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'evenkeel-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  for (const [name, body] of [
    ['index.html', INDEX],
    ['assets/app-abc123.js', SCRIPT],
  ] as const) {
    await writeFile(path.join(webRoot, name), body);
    await writeFile(path.join(webRoot, `${name}.br`), zlib.brotliCompressSync(body));
    await writeFile(path.join(webRoot, `${name}.gz`), zlib.gzipSync(body));
  }
  t = await createTestApp({}, { webRoot });
});

afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('compression', () => {
  it('sends a hashed asset as its brotli twin to a browser that accepts it, cached for a year', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the file itself, still saying it varies', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a client-side route with index.html, compressed and revalidated by its ETag', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/insights',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(INDEX);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();

    const again = await t.app.inject({
      method: 'GET',
      url: '/insights',
      headers: { accept: 'text/html', 'accept-encoding': 'br', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('never serves the twins as files of their own', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js.br',
      headers: { accept: 'application/vnd.api+json' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('compresses a JSON:API document above 1 KiB for a client that accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/crisis_lines?filter[country_code]=CA',
      headers: { accept: 'application/vnd.api+json', 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/vnd.api+json');
    const document = JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString());
    expect(document.data.length).toBeGreaterThan(0);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(document).length);
  });

  it('leaves small documents and clients that accept no encoding alone', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { accept: 'application/vnd.api+json', 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().meta).toBeDefined();

    const identity = await t.app.inject({
      method: 'GET',
      url: '/api/crisis_lines?filter[country_code]=CA',
      headers: { accept: 'application/vnd.api+json' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().data.length).toBeGreaterThan(0);
  });

  it('refuses a compressed request body instead of inflating it', async () => {
    const session = await t.app.inject({ method: 'GET', url: '/api/session' });
    const body = JSON.stringify({
      data: { type: 'sessions', attributes: { email: 'a@b.test', password: 'x' } },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: {
        'content-type': 'application/vnd.api+json',
        'content-encoding': 'gzip',
        'x-csrf-token': session.json().meta.csrf_token,
        cookie: String(session.headers['set-cookie'])
          .split(/,(?=\s*\w+=)/)
          .map((cookie) => cookie.split(';')[0])
          .join('; '),
      },
      payload: zlib.gzipSync(body),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].detail).toBeTruthy();
  });
});
