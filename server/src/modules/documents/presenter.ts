import type { Abilities, DocumentAbility, documentResource, Presented } from '@evenkeel/common';
import { uploadUrl } from '../../storage/files';
import type { DocumentOwner, DocumentWithUpload } from './service';

export function presentDocument(
  row: DocumentWithUpload,
  owner: DocumentOwner,
  abilities: Abilities<DocumentAbility>,
): Presented<typeof documentResource> {
  return {
    type: 'documents',
    id: row.document.slug,
    name: row.document.name,
    url: uploadUrl(row.upload),
    content_type: row.upload.contentType as 'application/pdf' | 'image/png' | 'image/jpeg',
    byte_size: row.upload.byteSize,
    created_at: row.document.createdAt.toISOString(),
    benefit_group: owner.kind === 'benefit_group' ? { type: 'benefit_groups', id: owner.slug } : null,
    provider: owner.kind === 'provider' ? { type: 'providers', id: owner.slug } : null,
    relationshipNames: ['benefit_group', 'provider'],
    meta: { abilities },
  };
}
