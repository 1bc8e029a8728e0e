import { dataExportCreateSchema } from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { accessClientOf } from '../../http/access-client';
import { requireUser } from '../../http/authenticate';
import { ApiError, conflict, notFound, validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parsePage, readResource, toDocument } from '../../http/jsonapi';
import { readRelationships } from '../../http/jsonapi-relationships';
import { authorize, permit } from '../../policies';
import { dataExportAbilities, dataExportPolicy } from '../../policies/data-exports';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { presentDataExport } from './presenter';
import {
  type DataExportRow,
  findExport,
  findMemberByEmail,
  findMemberBySlug,
  lastOwnRequestAt,
  listExports,
  recordDownload,
  requestExport,
} from './service';

/** "On 29 November 2026, 14:05 EST" in the member's language and time zone (the 429's detail). */
function formatWhen(at: Date, request: FastifyRequest, timeZone: string | null): string {
  const format = (zone: string | undefined) =>
    new Intl.DateTimeFormat(request.locale === 'fr' ? 'fr-CA' : 'en-CA', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: zone,
    }).format(at);
  try {
    return `${format(timeZone ?? 'UTC')}${timeZone ? '' : ' UTC'}`;
  } catch {
    return `${format('UTC')} UTC`;
  }
}

function cooldown(request: FastifyRequest, next: Date, now: Date, timeZone: string | null) {
  const seconds = Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
  return new ApiError(
    429,
    'rate_limited',
    'server:data_exports.cooldown',
    { at: formatWhen(next, request, timeZone) },
    [],
    { 'retry-after': String(seconds) },
  );
}

export async function dataExportRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx;

  app.post('/api/data_exports', contract.createDataExport, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const input = readResource(request, { type: 'data_exports', schema: dataExportCreateSchema });
    const { user: memberSlug } = readRelationships(request, { user: 'users' });
    const now = new Date();
    let row: DataExportRow;
    if (memberSlug === undefined || memberSlug === actor.slug) {
      // The member's own: one a day, counted from their last own request.
      row = await requestExport(ctx, {
        member: actor,
        requester: { ...actor, ip: request.ip },
        reason: null,
        client: accessClientOf(request),
        refuse: ({ lastOwnRequestAt: last }) => {
          const next = dataExportPolicy.nextOwnRequestAt(last, now);
          return next ? cooldown(request, next, now, actor.timezone) : null;
        },
      });
    } else {
      permit(dataExportPolicy.canPrepareFor(access));
      if (!input.reason) {
        throw validationFailed([
          {
            field: 'reason',
            pointer: '/data/attributes/reason',
            message: request.t('validation.export_reason_required'),
          },
        ]);
      }
      const member = await findMemberBySlug(db, memberSlug);
      if (!member) throw notFound();
      row = await requestExport(ctx, {
        member,
        requester: { ...actor, ip: request.ip },
        reason: input.reason,
        client: accessClientOf(request),
        refuse: ({ pending }) =>
          dataExportPolicy.mayPrepareWhile(pending) ? null : conflict('server:data_exports.in_progress'),
      });
    }
    return reply
      .status(201)
      .type(JSONAPI_MEDIA_TYPE)
      .send(
        toDocument(
          presentDataExport(row, {
            withMember: dataExportPolicy.seesAll(access),
            abilities: dataExportAbilities(access, row, now),
          }),
        ),
      );
  });

  app.get('/api/data_exports', contract.listDataExports, async (request, reply) => {
    const actor = requireUser(request);
    const query = request.query as Record<string, unknown>;
    const page = parsePage(query);
    const raw = query['filter[email]'];
    const email = typeof raw === 'string' && raw.trim() !== '' ? raw : null;
    const access = await loadAccess(db, actor);
    const seesAll = dataExportPolicy.seesAll(access);
    if (email !== null) permit(seesAll);
    const now = new Date();
    const [{ rows, total }, last, member] = await Promise.all([
      listExports(db, { userId: seesAll ? null : actor.id, email }, page),
      lastOwnRequestAt(db, actor.id),
      email !== null ? findMemberByEmail(db, email) : Promise.resolve(undefined),
    ]);
    const next = dataExportPolicy.nextOwnRequestAt(last, now);
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        rows.map((row) =>
          presentDataExport(row, {
            withMember: seesAll,
            abilities: dataExportAbilities(access, row, now),
          }),
        ),
        {
          meta: {
            total,
            can_request: next === null,
            next_request_at: next?.toISOString() ?? null,
            ...(email !== null
              ? {
                  member: member
                    ? {
                        id: member.slug,
                        full_name: `${member.firstName} ${member.lastName}`.trim(),
                        email: member.email,
                      }
                    : null,
                }
              : {}),
          },
        },
      ),
    );
  });

  app.get<SlugParams>('/api/data_exports/:slug', contract.getDataExport, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const row = authorize(await findExport(db, request.params.slug), (r) =>
      dataExportPolicy.canRead(access, r),
    );
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        presentDataExport(row, {
          withMember: dataExportPolicy.seesAll(access),
          abilities: dataExportAbilities(access, row, new Date()),
        }),
      ),
    );
  });

  app.get<SlugParams>('/api/data_exports/:slug/file', contract.getDataExportFile, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const now = new Date();
    const row = authorize(await findExport(db, request.params.slug), (r) =>
      dataExportPolicy.canDownload(access, r, now),
    );
    const stream = row.storageKey ? await ctx.storage.getStream(row.storageKey) : null;
    if (!stream) throw notFound();
    await recordDownload(db, row, { ...actor, ip: request.ip }, accessClientOf(request), now);
    const day = (row.readyAt ?? row.requestedAt).toISOString().slice(0, 10);
    const headers: Record<string, string> = {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="evenkeel-data-${day}.zip"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    };
    if (row.sizeBytes !== null) headers['content-length'] = String(row.sizeBytes);
    return reply.headers(headers).send(stream);
  });
}
