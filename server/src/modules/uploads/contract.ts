import { singleDocument, UPLOAD_PURPOSES, uploadResource } from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** The upload routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('uploads');

export type NameParams = { Params: { name: string } };

export const createUpload = doc({
  operationId: 'createUpload',
  summary:
    'Upload a file: multipart/form-data with `purpose` then `file`; X-CSRF-Token header. There is no GET of an upload resource: `Location` (and `url`) name the file itself, GET /uploads/{name}',
  otherBody: {
    mediaType: 'multipart/form-data',
    schema: {
      type: 'object',
      required: ['purpose', 'file'],
      properties: {
        purpose: {
          type: 'string',
          enum: [...UPLOAD_PURPOSES],
          description: 'First: it sets the size limit',
        },
        file: {
          type: 'string',
          contentMediaType: 'application/octet-stream',
          description:
            'Pictures and logos: PNG, JPEG or GIF, at least 128×128, at most 2 MB; article covers: PNG, JPEG or GIF, at least 320×160, at most 5 MB, not cropped; documents: PDF, PNG or JPEG, at most 5 MB',
        },
      },
    },
  },
  responses: {
    201: { description: 'Stored (re-encoded)', document: singleDocument(uploadResource) },
    413: 'Larger than 2 MB (pictures, logos) or 5 MB (documents)',
    415: 'Not multipart/form-data',
    422: 'Not a PNG, JPEG or GIF (documents: PDF, PNG, JPEG), smaller than 128×128, or a form with another shape',
    429: 'Too many uploads (`Retry-After`)',
    500: 'The file store (S3 bucket) refused the file: nothing is recorded',
  },
});

export const getUploadedFile = doc({
  operationId: 'getUploadedFile',
  summary:
    'An uploaded file: pictures and logos to any signed-in user (inline), documents to their owner only (attachment)',
  responses: {
    200: {
      description: 'The file, with its own content type',
      files: ['image/png', 'image/jpeg', 'application/pdf'],
    },
    404: 'Not found, or a document of someone else',
  },
});
