import { type Flat, PAGE_SIZE_MAX, type uploadResource } from '@evenkeel/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, uploadFile } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { BenefitDocument } from './types';

type Owner = { kind: 'benefit_group' | 'provider'; slug: string };

/** The documents of a benefit group, or of a provider (asked for: "on request", docs/benefits.md). */
export function useDocuments(owner: Owner, enabled = true) {
  return useQuery({
    queryKey: queryKeys.documents(owner.kind, owner.slug),
    enabled,
    queryFn: async () =>
      (
        await apiRequest<BenefitDocument[]>('GET', '/api/documents', {
          query: { [`filter[${owner.kind}]`]: owner.slug, 'page[size]': PAGE_SIZE_MAX },
        })
      ).data ?? [],
  });
}

/**
 * Uploads the file (purpose `document`), then names and attaches it. The name and the file are
 * checked by the server first when either is missing (the spec's two messages).
 */
export function useAddDocument(owner: Owner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, file }: { name: string; file: File | null }) => {
      const upload = file ? await uploadFile<Flat<typeof uploadResource>>('document', file, file.name) : null;
      return (
        await apiRequest<BenefitDocument>('POST', '/api/documents', {
          body: {
            type: 'documents',
            attributes: { name },
            relationships: {
              [owner.kind]: {
                data: { type: owner.kind === 'provider' ? 'providers' : 'benefit_groups', id: owner.slug },
              },
              ...(upload ? { upload: { data: { type: 'uploads', id: upload.id } } } : {}),
            },
          },
        })
      ).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.documents(owner.kind, owner.slug) }),
  });
}

export function useDeleteDocument(owner: Owner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (slug: string) => {
      await apiRequest('DELETE', `/api/documents/${encodeURIComponent(slug)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.documents(owner.kind, owner.slug) }),
  });
}
