import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { escapeHtml } from '../../lib/html';
import type { IdParams } from './contract';
import * as contract from './contract';
import { findEmail, latestEmails } from './service';

/** Links in plain-text mail become clickable; everything else is escaped. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;
}

/** The machine itself, as the socket says (never X-Forwarded-For, whatever trustProxy says). */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The development outbox: every e-mail the app recorded, readable without an SMTP server, and
 * only from the machine it runs on (reset links are in there); anyone else gets a 404.
 */
export async function devMailRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!LOOPBACK.has(request.raw.socket.remoteAddress ?? '')) throw notFound();
  });

  app.get('/dev/mail', contract.listDevMail, async (_request, reply) => {
    const rows = await latestEmails(app.ctx.db);
    const items = rows
      .map(
        (row) =>
          `<li><a href="/dev/mail/${row.id}">${escapeHtml(row.subject)}</a> — to ${escapeHtml(row.toAddress)} — ${row.createdAt.toISOString()} — ${row.status}</li>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(page('Dev outbox', `<h1>Development outbox</h1><ul>${items || '<li>No e-mail yet.</li>'}</ul>`));
  });

  app.get<IdParams>('/dev/mail/:id', contract.getDevMail, async (request, reply) => {
    const id = Number(request.params.id);
    if (!Number.isInteger(id)) throw notFound();
    const row = await findEmail(app.ctx.db, id);
    if (!row) throw notFound();
    const body = `<p><a href="/dev/mail">All e-mails</a></p><h1>${escapeHtml(row.subject)}</h1><p>To: ${escapeHtml(row.toAddress)}</p><pre style="white-space:pre-wrap">${linkify(row.textBody)}</pre>`;
    return reply.type('text/html; charset=utf-8').send(page(row.subject, body));
  });
}
