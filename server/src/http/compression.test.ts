import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { KeptBody } from './compression';

// A built web app in miniature: each text file with the twins web/scripts/precompress.mjs writes.
const INDEX = `<!doctype html><html><body><h1>Evenkeel</h1>${'<p>calm</p>'.repeat(200)}</body></html>`;
// A file the build wrote no twins for (a twin that would save nothing is not written).
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(100)}</svg>`;
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
  await writeFile(path.join(webRoot, 'assets/icon-abc123.svg'), ICON);
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

  it('sends a file the build left without twins as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/icon-abc123.svg',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(ICON);
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

  const LINES = '/api/crisis_lines?filter[country_code]=CA';
  const getLines = (acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({
      method,
      url: LINES,
      headers: {
        accept: 'application/vnd.api+json',
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });

  it('sends the same document whichever encoding the client accepts, with its own length', async () => {
    const plain = await getLines();
    const document = plain.body;
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await getLines('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(document);

    const gzip = await getLines('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(document);
  });

  it('keeps the route’s own Vary values and adds Accept-Encoding, also to an uncompressed answer', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br']) {
      const vary = String((await getLines(acceptEncoding)).headers.vary);
      expect(vary).toMatch(/accept-language/i);
      expect(vary).toMatch(/accept-encoding/i);
    }
  });

  it('follows the client’s q-values, brotli on a tie, and never an encoding it refused', async () => {
    const encodingFor = async (acceptEncoding: string) =>
      (await getLines(acceptEncoding)).headers['content-encoding'];
    expect(await encodingFor('gzip, br')).toBe('br');
    expect(await encodingFor('br;q=0.5, gzip')).toBe('gzip');
    expect(await encodingFor('gzip;q=0.2, br;q=0.8')).toBe('br');
    expect(await encodingFor('br;q=0, gzip;q=0')).toBeUndefined();
    expect(await encodingFor('identity')).toBeUndefined();
    expect(await encodingFor('deflate')).toBeUndefined();
    expect(await encodingFor('x-gzip')).toBe('gzip');
    expect(await encodingFor('BR')).toBe('br');
  });

  it('answers Accept-Encoding: * with gzip, and with gzip when it excludes brotli', async () => {
    const any = await getLines('*');
    expect(any.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(any.rawPayload).toString()).toBe((await getLines()).body);
    expect((await getLines('br;q=0, *')).headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD with the uncompressed representation’s headers and no body', async () => {
    const head = await getLines('br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe((await getLines()).rawPayload.length);
    expect(head.rawPayload.length).toBe(0);
  });

  it('leaves small documents and clients that accept no encoding alone', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { accept: 'application/vnd.api+json', 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary ?? '').not.toMatch(/accept-encoding/i);
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

describe('KeptBody', () => {
  it('holds the same bytes made from pieces as from their concatenation, multi-byte characters included', () => {
    const pieces = ['{"a":"', 'é😀\u0000', '","b":[', '1,2', ']}', ''];
    const whole = new KeptBody(pieces.join(''));
    const made = new KeptBody(pieces);
    expect(made.utf8.equals(whole.utf8)).toBe(true);
    expect(made.bytes).toBe(Buffer.byteLength(pieces.join('')));
    expect(zlib.gunzipSync(made.encoded('gzip')).equals(whole.utf8)).toBe(true);
  });
});
