import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@evenkeel/common';
import { PAGE_SESSION_ID } from '@evenkeel/common/page-session';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KeptBody, sendKept } from './compression';
import { memberPreloads } from './member-preloads';

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * The built React app: hashed assets cached for a year, every other GET outside /api answered
 * with index.html (revalidated by its ETag) so client-side routes load directly.
 * Files go out as the brotli or gzip twins the build wrote (web/scripts/precompress.mjs) when the
 * client accepts them, with `Vary: Accept-Encoding`; the twins are not routes of their own.
 */
/** Server-rendered content for one of the app's paths: what shows before the app's scripts run. */
export type FirstPaint = (request: FastifyRequest) => Promise<{ lang: string; html: string }>;

/** Answers a GET for one of the app's pages (see isSpaRequest). */
export type SendApp = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * The signed-in member's `GET /api/session` document and language, or null for a visitor; `paint`:
 * what their page at this path shows before the app has loaded (inside `#root`), if anything.
 */
export type PageSession = (
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
) => { document: object; locale: string; paint: string | null } | null;

export type SpaOptions = {
  /** Paint some paths on the server (the page's language and content inside `#root`). */
  firstPaints?: Record<string, FirstPaint>;
  /** Written into a member's page, so that the app's first screen needs no session request. */
  session?: PageSession;
};

/**
 * Registers the static files of the built app in `root` and answers how to send its page, or
 * null when `root` holds no build. A first paint replaces the empty `#root` until the app starts;
 * a member's page carries their session and links what their first screen loads next
 * (member-preloads.ts). Those answers depend on the visitor, so they are private
 * and revalidated; everyone else's page is the same file, revalidated by its ETag.
 */
export async function serveSpa(
  app: FastifyInstance,
  root: string,
  { firstPaints = {}, session }: SpaOptions = {},
): Promise<SendApp | null> {
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const index = fs.readFileSync(indexFile, 'utf8');
  const preloads = memberPreloads(root, LOCALES);
  return async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const paint = firstPaints[pathname];
    const member = session?.(request, reply, pathname) ?? null;
    if (!paint && !member) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    let page = index;
    if (member) {
      page = withLanguage(page, member.locale)
        .replace('</head>', () => `${preloads(member.locale, pathname)}</head>`)
        .replace(
          '</body>',
          () =>
            `<script type="application/json" id="${PAGE_SESSION_ID}">${jsonInHtml(member.document)}</script></body>`,
        );
      if (member.paint && !paint) page = inRoot(page, member.paint);
    }
    if (paint) {
      const { lang, html } = await paint(request);
      page = inRoot(withLanguage(page, lang), html);
    }
    reply
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8');
    // Pages come from the not-found handler, which no route's compression hook reaches.
    return sendKept(request, reply, new KeptBody(page));
  };
}

// Replacements through functions: a `$&` or `$'` in a typed name is text, not a pattern.
const withLanguage = (page: string, lang: string) =>
  page.replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`);
const inRoot = (page: string, html: string) =>
  page.replace(/<div id="root">\s*<\/div>/, () => `<div id="root">${html}</div>`);

/**
 * JSON as the text of a `<script type="application/json">`: `<` escaped, so no value (a name
 * someone typed) can close the element; the JSON still parses to the same document.
 */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function isSpaRequest(method: string, url: string, accept: string | undefined): boolean {
  return (
    method === 'GET' &&
    !url.startsWith('/api/') &&
    !url.startsWith('/dev/') &&
    (accept ?? '').includes('text/html')
  );
}
