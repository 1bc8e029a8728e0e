import type { Readable } from 'node:stream';
import {
  CSV_IMPORT_MAX_LINES,
  INVITATION_IMPORT_MAX_BYTES,
  INVITATION_IMPORTS_PER_HOUR,
  type InvitationImportResult,
  ORGANIZATION_INVITATION_STATES,
} from '@evenkeel/common';
import type { ServerMessageKey } from '@evenkeel/common/i18n/keys';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { findOrganization } from '../../access/loaders';
import { requireUser } from '../../http/authenticate';
import { ApiError, validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parsePage, readChoice, toDocument } from '../../http/jsonapi';
import { keysetLinks } from '../../http/keyset-cursor';
import {
  authorize,
  isActive,
  organizationInvitationAbilities,
  organizationInvitationPolicy,
} from '../../policies';
import { organizationDisabled, verifyEmailFirst } from '../invitations/service';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { parseInvitationCsv } from './csv';
import { presentOrganizationInvitation } from './presenter';
import { decodeCursor, readInvitationRecords } from './queries';
import { importInvitations } from './service';

const fileError = (request: FastifyRequest, key: ServerMessageKey, params: Record<string, unknown> = {}) =>
  validationFailed([{ field: 'file', pointer: '/data/attributes/file', message: request.t(key, params) }]);

const tooLarge = () =>
  new ApiError(413, 'too_large', 'invitations_console.import_file_too_large', {
    kilobytes: INVITATION_IMPORT_MAX_BYTES / 1024,
  });

/** The `file` part, read up to the size limit; its text as UTF-8 (anything else is a 422). */
async function readCsvForm(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media_type', 'errors.upload_form');
  let file: Buffer | undefined;
  const parts = request.parts({
    limits: { fileSize: INVITATION_IMPORT_MAX_BYTES + 1, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      file = await readLimited(part.file);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new ApiError(422, 'validation_failed', 'errors.upload_form');
    }
    throw error;
  }
  if (!file || file.length === 0) throw fileError(request, 'invitations_console.import_file_required');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw fileError(request, 'invitations_console.import_not_text');
  }
  if (text.includes('\u0000')) throw fileError(request, 'invitations_console.import_not_text');
  return text;
}

async function readLimited(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total > INVITATION_IMPORT_MAX_BYTES) {
      stream.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function organizationInvitationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /**
   * Imports have their own budget, not the hourly one of single invitations (50 a member, which
   * one import of 1,000 lines would always exceed): a few imports an hour per administrator
   * (decision 0024).
   */
  const importLimit = app.rateLimit({
    max: INVITATION_IMPORTS_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request: FastifyRequest) => `invitation-imports:${request.currentUser?.id ?? request.ip}`,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'rate_limited', 'invitations_console.imports_limited', {
        max: INVITATION_IMPORTS_PER_HOUR,
        minutes: Math.max(1, Math.ceil(context.ttl / 60_000)),
      }),
  });

  app.get<SlugParams>(
    '/api/organizations/:slug/invitations',
    contract.listOrganizationInvitations,
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const org = authorize(await findOrganization(db, request.params.slug), (o) =>
        organizationInvitationPolicy.canList(access, o),
      );
      const query = request.query as Record<string, unknown>;
      const state = readChoice(
        query['filter[state]'],
        'filter[state]',
        ['', ...ORGANIZATION_INVITATION_STATES] as const,
        '',
      );
      const after = decodeCursor(query['page[after]']);
      const { size } = parsePage(query);
      const { rows, total, next } = await readInvitationRecords(db, org.id, {
        state: state === '' ? null : state,
        after,
        size,
      });
      const data = rows.map((row) =>
        presentOrganizationInvitation(row, organizationInvitationAbilities(access, org, row.invitation)),
      );
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(data, { meta: { total }, links: keysetLinks(request, next) }));
    },
  );

  app.post<SlugParams>(
    '/api/organizations/:slug/invitation_imports',
    { preHandler: importLimit, ...contract.importOrganizationInvitations },
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const org = authorize(await findOrganization(db, request.params.slug), (o) =>
        organizationInvitationPolicy.canList(access, o),
      );
      if (!isActive(org)) throw organizationDisabled();
      // An administrator of an enabled organization: only an unverified address is left to refuse.
      if (!organizationInvitationPolicy.canImport(access, org)) throw verifyEmailFirst();
      const text = await readCsvForm(request);
      const parsed = parseInvitationCsv(text);
      if (parsed.lines > CSV_IMPORT_MAX_LINES) {
        throw fileError(request, 'invitations_console.import_too_many_lines', { max: CSV_IMPORT_MAX_LINES });
      }
      if (parsed.lines === 0) throw fileError(request, 'invitations_console.import_empty');
      const outcome = await importInvitations(
        app.ctx,
        org,
        actor,
        parsed.candidates,
        request.locale,
        request.ip,
      );
      const refused = [...parsed.refused, ...outcome.refused]
        .sort((a, b) => a.line - b.line)
        .map((line) => ({
          line: line.line,
          value: line.value,
          reason: line.reason,
          message: request.t(
            line.reason === 'invalid_email'
              ? 'invitations_console.refusal_invalid_email'
              : line.reason === 'duplicate'
                ? 'invitations_console.refusal_duplicate'
                : line.reason === 'already_member'
                  ? 'invitations_console.refusal_already_member'
                  : 'invitations_console.refusal_already_invited',
            { line: line.firstLine },
          ),
        }));
      const meta: InvitationImportResult = { lines: parsed.lines, invited: outcome.invited, refused };
      return reply.type(JSONAPI_MEDIA_TYPE).send({ meta });
    },
  );
}
