import type { Readable } from 'node:stream';
import { UPLOAD_DOCUMENT_MAX_BYTES, type UploadPurpose, uploadPurposeField } from '@evenkeel/common';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploads } from '../../db/schema';
import { requireUser } from '../../http/authenticate';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, type Resource, toDocument } from '../../http/jsonapi';
import { isStorageKey, newStorageKey } from '../../storage/storage';
import { fileTooLarge, isImagePurpose, maxBytes, processFile, type Upload, uploadUrl } from './service';

export const UPLOADS_PER_HOUR = 100;

export function presentUpload(upload: Upload): Resource {
  return {
    type: 'uploads',
    id: upload.slug,
    url: uploadUrl(upload),
    purpose: upload.purpose,
    content_type: upload.contentType,
    byte_size: upload.byteSize,
    width: upload.width,
    height: upload.height,
    created_at: upload.createdAt.toISOString(),
  };
}

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

const fieldError = (request: FastifyRequest, field: 'purpose' | 'file', key: string) =>
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
        openapi: {
          tag: 'uploads',
          summary:
            'Upload a file: multipart/form-data with `purpose` (profile_picture, group_logo, organization_logo, document) then `file`; X-CSRF-Token header',
          signedIn: true,
          responses: {
            201: 'uploads (url, purpose, content_type, byte_size, width, height)',
            401: 'signed out',
            413: 'larger than 2 MB (pictures, logos) or 5 MB (documents)',
            415: 'not multipart/form-data',
            422: 'not a PNG, JPEG or GIF (documents: PDF, PNG, JPEG), or smaller than 128×128',
            429: 'too many uploads',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const { purpose, file } = await readUploadForm(request);
      const processed = await processFile(purpose, file);
      const key = newStorageKey(processed.extension);
      await storage.put(key, processed.data);
      try {
        const [row] = await db
          .insert(uploads)
          .values({
            userId: actor.id,
            purpose,
            contentType: processed.contentType,
            byteSize: processed.data.length,
            width: processed.width,
            height: processed.height,
            storageKey: key,
          })
          .returning();
        if (!row) throw new Error('upload not recorded');
        return reply
          .status(201)
          .type(JSONAPI_MEDIA_TYPE)
          .send(toDocument(presentUpload(row)));
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },
  );

  app.get<{ Params: { name: string } }>(
    '/uploads/:name',
    {
      config: {
        openapi: {
          tag: 'uploads',
          summary:
            'An uploaded file: pictures and logos to any signed-in user (inline), documents to their owner only (attachment)',
          signedIn: true,
          responses: { 200: 'the file', 401: 'signed out', 404: 'not found, or a document of someone else' },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const { name } = request.params;
      if (!isStorageKey(name)) throw notFound();
      const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, name)).limit(1);
      if (!row || (!isImagePurpose(row.purpose) && row.userId !== actor.id)) throw notFound();
      const data = await storage.get(row.storageKey);
      if (!data) throw notFound();
      return reply
        .header('content-type', row.contentType)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          isImagePurpose(row.purpose) ? 'inline' : `attachment; filename="${row.storageKey}"`,
        )
        .header('cache-control', 'private, max-age=86400')
        .send(data);
    },
  );
}
