import {
  ARTICLE_COVER_MAX_WIDTH,
  ARTICLE_COVER_MIN_HEIGHT,
  ARTICLE_COVER_MIN_WIDTH,
  IMAGE_MAX_INPUT_PIXELS,
  IMAGE_MAX_SIDE,
  IMAGE_MIN_SIDE,
  IMAGE_UPLOAD_PURPOSES,
  UPLOAD_DOCUMENT_MAX_BYTES,
  UPLOAD_IMAGE_MAX_BYTES,
  type UploadPurpose,
} from '@evenkeel/common';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { UPLOAD_URL_PREFIX } from '../../storage/files';
import { isStorageKey, newStorageKey, type Storage } from '../../storage/storage';

export type Upload = typeof uploads.$inferSelect;

export const isImagePurpose = (purpose: UploadPurpose) => IMAGE_UPLOAD_PURPOSES.includes(purpose);
export const maxBytes = (purpose: UploadPurpose) =>
  isImagePurpose(purpose) ? UPLOAD_IMAGE_MAX_BYTES : UPLOAD_DOCUMENT_MAX_BYTES;

export const fileTooLarge = (limit: number) =>
  new ApiError(413, 'too_large', 'errors.file_too_large', { megabytes: limit / (1024 * 1024) });

type Processed = {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'application/pdf';
  extension: 'png' | 'jpg' | 'pdf';
  width: number | null;
  height: number | null;
};

const notImage = () => new ApiError(422, 'not_an_image', 'errors.not_an_image');
const notDocument = () => new ApiError(422, 'not_a_document', 'errors.not_a_document');

async function imageFormat(input: Buffer) {
  try {
    const meta = await sharp(input, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS }).metadata();
    return meta;
  } catch {
    return null;
  }
}

/**
 * A PDF kept as sent must at least look whole: a version header (`%PDF-1.0` to `%PDF-2.0`), a
 * cross-reference pointer (`startxref` and its offset inside the file) and the end-of-file
 * marker near the end. A truncated or merely renamed file fails here rather than in a viewer.
 */
export function isSanePdf(input: Buffer): boolean {
  if (!/^%PDF-(1\.[0-7]|2\.0)\s/.test(input.subarray(0, 10).toString('latin1'))) return false;
  const tail = input.subarray(Math.max(0, input.length - 1024)).toString('latin1');
  const match = /startxref\s+(\d+)\s+%%EOF/.exec(tail);
  if (!match) return false;
  const offset = Number(match[1]);
  return Number.isSafeInteger(offset) && offset > 0 && offset < input.length;
}

/**
 * The file's type comes from its bytes (security.md §13), never its name or declared type.
 * Pictures and logos: png, jpeg or gif; the centred square, at least 128 px, scaled down to
 * 512 px at most, re-encoded (metadata dropped, a gif becomes the png of its first frame).
 * Documents: pdf kept as sent; png and jpeg re-encoded at their size, without metadata.
 */
export async function processFile(purpose: UploadPurpose, input: Buffer): Promise<Processed> {
  const isPdf = input.subarray(0, 5).toString('latin1') === '%PDF-';
  if (purpose === 'document' && isPdf) {
    if (!isSanePdf(input)) throw notDocument();
    return { data: input, contentType: 'application/pdf', extension: 'pdf', width: null, height: null };
  }
  const meta = await imageFormat(input);
  const format = meta?.format;
  if (purpose === 'article_cover') return processCover(input, meta);
  const image = isImagePurpose(purpose);
  const accepted = image ? ['png', 'jpeg', 'gif'] : ['png', 'jpeg'];
  if (!meta || !format || !accepted.includes(format) || !meta.width || !meta.height) {
    throw image ? notImage() : notDocument();
  }
  const jpeg = format === 'jpeg';
  const pipeline = sharp(input, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, pages: 1 }).rotate();
  if (image) {
    const turned = (meta.orientation ?? 1) >= 5;
    const side = Math.min(turned ? meta.height : meta.width, turned ? meta.width : meta.height);
    if (side < IMAGE_MIN_SIDE) {
      throw new ApiError(422, 'image_too_small', 'errors.image_too_small', { min: IMAGE_MIN_SIDE });
    }
    const size = Math.min(side, IMAGE_MAX_SIDE);
    pipeline.resize(size, size, { fit: 'cover', position: 'centre' });
  }
  // sharp writes no metadata (EXIF, XMP, ICC comments) unless asked to.
  const encoded = jpeg ? pipeline.jpeg({ quality: 85 }) : pipeline.png({ compressionLevel: 9 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: jpeg ? 'image/jpeg' : 'image/png',
      extension: jpeg ? 'jpg' : 'png',
      width: info.width,
      height: info.height,
    };
  } catch {
    throw image ? notImage() : notDocument();
  }
}

/**
 * An article's cover: png, jpeg or gif, at least 320×160, kept whole (no crop), scaled down to
 * 1600 px wide at most, re-encoded without metadata (a gif becomes the png of its first frame).
 */
async function processCover(
  input: Buffer,
  meta: Awaited<ReturnType<typeof imageFormat>>,
): Promise<Processed> {
  const format = meta?.format;
  if (!meta || !format || !['png', 'jpeg', 'gif'].includes(format) || !meta.width || !meta.height) {
    throw notImage();
  }
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if (width < ARTICLE_COVER_MIN_WIDTH || height < ARTICLE_COVER_MIN_HEIGHT) {
    throw new ApiError(422, 'image_too_small', 'errors.cover_too_small', {
      width: ARTICLE_COVER_MIN_WIDTH,
      height: ARTICLE_COVER_MIN_HEIGHT,
    });
  }
  const jpeg = format === 'jpeg';
  const pipeline = sharp(input, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, pages: 1 })
    .rotate()
    .resize({ width: ARTICLE_COVER_MAX_WIDTH, withoutEnlargement: true });
  const encoded = jpeg ? pipeline.jpeg({ quality: 82 }) : pipeline.png({ compressionLevel: 9 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: jpeg ? 'image/jpeg' : 'image/png',
      extension: jpeg ? 'jpg' : 'png',
      width: info.width,
      height: info.height,
    };
  } catch {
    throw notImage();
  }
}

/** The upload a URL names, if it belongs to `userId` and has that purpose. */
export async function findOwnUpload(
  db: Db,
  userId: number,
  url: string,
  purpose: UploadPurpose,
): Promise<Upload | undefined> {
  if (!url.startsWith(UPLOAD_URL_PREFIX)) return undefined;
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.storageKey, url.slice(UPLOAD_URL_PREFIX.length)),
        eq(uploads.userId, userId),
        eq(uploads.purpose, purpose),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Stores the processed file, then its row; when the row cannot be written the file goes too,
 * so storage never keeps a file nobody can name.
 */
export async function recordUpload(
  db: Db,
  storage: Storage,
  userId: number,
  purpose: UploadPurpose,
  processed: Processed,
): Promise<Upload> {
  const key = newStorageKey(processed.extension);
  await storage.put(key, processed.data);
  try {
    const [row] = await db
      .insert(uploads)
      .values({
        userId,
        purpose,
        contentType: processed.contentType,
        byteSize: processed.data.length,
        width: processed.width,
        height: processed.height,
        storageKey: key,
      })
      .returning();
    if (!row) throw new Error('upload not recorded');
    return row;
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/** The upload stored under a file name (`/uploads/<name>`), if any. */
export async function findUploadByKey(db: Db, name: string): Promise<Upload | undefined> {
  if (!isStorageKey(name)) return undefined;
  const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, name)).limit(1);
  return row;
}
