import { IMAGE_UPLOAD_PURPOSES, type UploadPurpose } from '@evenkeel/common';

type Actor = { id: number };
type UploadRow = { userId: number; purpose: UploadPurpose };

/**
 * Who may read an uploaded file: pictures and logos are shown beside names and groups, and
 * article covers above articles, so any signed-in person may; a document (a provider's credential) only its owner.
 */
export const uploadPolicy = {
  canRead: (actor: Actor, upload: UploadRow) =>
    IMAGE_UPLOAD_PURPOSES.includes(upload.purpose) ||
    upload.purpose === 'article_cover' ||
    upload.userId === actor.id,
};
