import { IMAGE_UPLOAD_PURPOSES, type UploadPurpose } from '@evenkeel/common';
import type { Access } from './access';
import { type DocumentRef, documentPolicy } from './benefits';

type Actor = { id: number };
type UploadRow = { userId: number | null; purpose: UploadPurpose };

/**
 * Who may read an uploaded file: pictures and logos are shown beside names and groups, and
 * article covers above articles, so any signed-in person may; a document its owner, and once
 * attached (a plan booklet, a licence) whoever may read that document (`attached`: the actor's
 * access and the document it belongs to).
 */
export const uploadPolicy = {
  canRead: (actor: Actor, upload: UploadRow, attached?: { access: Access; ref: DocumentRef }) =>
    IMAGE_UPLOAD_PURPOSES.includes(upload.purpose) ||
    upload.purpose === 'article_cover' ||
    upload.userId === actor.id ||
    (upload.purpose === 'document' &&
      attached !== undefined &&
      documentPolicy.canRead(attached.access, attached.ref)),
};
