import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import viteConfig from '../vite.config';
import { devProxy } from './dev-proxy';

/**
 * `npm run dev` as a browser meets it: Vite's dev server with the proxy of vite.config.ts, in
 * front of a stand-in for the API server that says which requests reached it. Both listen on
 * ports the system picks, so the test never meets a developer's running servers.
 */
let api: http.Server;
let web: http.Server;
let vite: ViteDevServer;
let base = '';

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

beforeAll(async () => {
  api = http.createServer((request, response) => {
    response.setHeader('x-answered-by', 'api');
    response.end(`${request.method} ${request.url}`);
  });
  const apiUrl = await listen(api);
  vite = await createServer({
    configFile: false,
    root: path.resolve(import.meta.dirname, '..'),
    logLevel: 'silent',
    appType: 'spa',
    // No dependency scan: only the proxy and the app's page are asked for, never its modules.
    optimizeDeps: { noDiscovery: true },
    server: { middlewareMode: true, hmr: false, proxy: devProxy(apiUrl) },
  });
  web = http.createServer(vite.middlewares);
  base = await listen(web);
});

afterAll(async () => {
  await vite?.close();
  await new Promise((resolve) => web?.close(resolve));
  await new Promise((resolve) => api?.close(resolve));
});

const SESSION = { cookie: 'evenkeel_locale=fr; evenkeel_session=abc' };
const PAGE = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** Who answered: the API server, or Vite with the app's page. */
async function answeredBy(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(`${base}${url}`, { method, headers, redirect: 'manual' });
  const body = await response.text();
  if (response.headers.get('x-answered-by') === 'api') return 'api';
  return body.includes('<div id="root">') ? 'app' : `neither (${response.status})`;
}

describe('npm run dev hands the signed-out pages to the API server', () => {
  it('is the proxy vite.config.ts uses', () => {
    expect(Object.keys(viteConfig.server?.proxy ?? {})).toEqual(
      Object.keys(devProxy('http://localhost:3000')),
    );
  });

  it('/sign-in and /sign-up, their forms and queries, for everyone', async () => {
    expect(await answeredBy('/sign-in', PAGE)).toBe('api');
    expect(await answeredBy('/sign-in?next=%2Finsights&lang=fr', PAGE)).toBe('api');
    expect(await answeredBy('/sign-up?invitation=abc', { ...PAGE, ...SESSION })).toBe('api');
    expect(await answeredBy('/sign-in', PAGE, 'POST')).toBe('api');
    expect(await answeredBy('/sign-up', PAGE, 'POST')).toBe('api');
  });

  it('/ and /crisis to a visitor, with any query (the language switch, a country); the app to a member', async () => {
    for (const url of ['/', '/?lang=fr', '/crisis', '/crisis?country=FR&region=FR-75']) {
      expect(await answeredBy(url, PAGE), url).toBe('api');
      expect(await answeredBy(url, { ...PAGE, ...SESSION }), url).toBe('app');
    }
    // Another cookie whose name ends the same is not a session.
    expect(await answeredBy('/', { ...PAGE, cookie: 'old_evenkeel_session=1' })).toBe('api');
    // Not a page load (a script's fetch): the app's server.
    expect(await answeredBy('/', { accept: '*/*' })).toBe('app');
  });

  it('the API and the server’s other paths; the app’s pages stay the app’s', async () => {
    expect(await answeredBy('/api/session')).toBe('api');
    expect(await answeredBy('/help/crisis?lang=fr', PAGE)).toBe('api');
    expect(await answeredBy('/sign-out', PAGE, 'POST')).toBe('api');
    for (const url of ['/profile', '/crisis-admin', '/forgot-password', '/insights?crisis=1']) {
      expect(await answeredBy(url, { ...PAGE, ...SESSION }), url).toBe('app');
    }
  });
});
