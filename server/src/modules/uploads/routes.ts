import type { Readable } from 'node:stream';
import { UPLOAD_DOCUMENT_MAX_BYTES, type UploadPurpose, uploadPurposeField } from '@evenkeel/common';
import type { ServerMessageKey } from '@evenkeel/common/i18n/keys';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessClientOf } from '../../http/access-client';
import { requireUser } from '../../http/authenticate';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, toDocument } from '../../http/jsonapi';
import { authorize, uploadPolicy } from '../../policies';
import { uploadUrl } from '../../storage/files';
import { attachmentOf, recordDocumentsRead } from '../documents/service';
import type { NameParams } from './contract';
import * as contract from './contract';
import { presentUpload } from './presenter';
import {
  fileTooLarge,
  findUploadByKey,
  isImagePurpose,
  maxBytes,
  processFile,
  recordUpload,
} from './service';

export const UPLOADS_PER_HOUR = 100;

/** Reads a file part chunk by chunk and stops at the first byte over the limit (security.md §13). */
async function readLimited(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > limit) {
        stream.destroy();
        throw fileTooLarge(limit);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(limit);
    throw error;
  }
  return Buffer.concat(chunks);
}

const fieldError = (request: FastifyRequest, field: 'purpose' | 'file', key: ServerMessageKey) =>
  validationFailed([{ field, pointer: `/data/attributes/${field}`, message: request.t(key) }]);

/** The `purpose` and `file` parts; the size limit applies while the file streams in. */
async function readUploadForm(request: FastifyRequest): Promise<{ purpose: UploadPurpose; file: Buffer }> {
  if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media_type', 'errors.upload_form');
  let purpose: UploadPurpose | undefined;
  let purposeInvalid = false;
  let file: Buffer | undefined;
  const parts = request.parts({
    limits: { fileSize: UPLOAD_DOCUMENT_MAX_BYTES + 1, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'purpose') continue;
        const parsed = uploadPurposeField.safeParse(part.value);
        purpose = parsed.success ? parsed.data : undefined;
        purposeInvalid = !parsed.success;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      // `purpose` first (as the web client sends it) sets the limit; otherwise the largest one.
      file = await readLimited(part.file, purpose ? maxBytes(purpose) : UPLOAD_DOCUMENT_MAX_BYTES);
    }
  } catch (error) {
    // A second file, or more parts or fields than a form of two: the form is wrong, not too large.
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw fieldError(request, 'file', 'errors.upload_one_file');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new ApiError(422, 'validation_failed', 'errors.upload_form');
    }
    throw error;
  }
  if (!purpose || purposeInvalid) throw fieldError(request, 'purpose', 'errors.upload_purpose');
  if (!file || file.length === 0) throw fieldError(request, 'file', 'errors.upload_file_required');
  if (file.length > maxBytes(purpose)) throw fileTooLarge(maxBytes(purpose));
  return { purpose, file };
}

export async function uploadRoutes(app: FastifyInstance) {
  const { db, storage } = app.ctx;

  app.post(
    '/api/uploads',
    {
      config: {
        rateLimit: { max: UPLOADS_PER_HOUR, timeWindow: '1 hour' },
        ...contract.createUpload.config,
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const { purpose, file } = await readUploadForm(request);
      const processed = await processFile(purpose, file);
      const row = await recordUpload(db, storage, actor.id, purpose, processed);
      return reply
        .status(201)
        .header('location', uploadUrl(row))
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentUpload(row)));
    },
  );

  app.get<NameParams>('/uploads/:name', contract.getUploadedFile, async (request, reply) => {
    const actor = requireUser(request);
    const upload = await findUploadByKey(db, request.params.name);
    // Someone else's document is read as the document it is attached to (a plan booklet, a licence).
    const attached =
      upload && upload.purpose === 'document' && upload.userId !== actor.id
        ? await attachmentOf(db, actor, upload.id)
        : undefined;
    const row = authorize(upload, (found) => uploadPolicy.canRead(actor, found, attached));
    const data = await storage.get(row.storageKey);
    if (!data) throw notFound();
    if (attached)
      await recordDocumentsRead(db, actor, attached.access, attached.ref, accessClientOf(request));
    return reply
      .header('content-type', row.contentType)
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        isImagePurpose(row.purpose) ? 'inline' : `attachment; filename="${row.storageKey}"`,
      )
      .header('cache-control', 'private, max-age=86400')
      .send(data);
  });
}
