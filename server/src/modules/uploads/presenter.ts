import type { Presented, uploadResource } from '@evenkeel/common';
import { uploadUrl } from '../../storage/files';
import type { Upload } from './service';

export function presentUpload(upload: Upload): Presented<typeof uploadResource> {
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
