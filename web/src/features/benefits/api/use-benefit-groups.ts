import {
  type BenefitGroupCreateInput,
  type BenefitGroupUpdateInput,
  type CoverageCreateInput,
  type CoverageUpdateInput,
  PAGE_SIZE_MAX,
} from '@evenkeel/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { BenefitGroup, BenefitGroupMember, Coverage, NotMemberLine } from './types';

const path = (slug: string) => `/api/benefit_groups/${encodeURIComponent(slug)}`;

/** An organization's benefit groups (all for its administrators, their own for members). */
export function useBenefitGroups(organization: string) {
  return useQuery({
    queryKey: queryKeys.benefitGroups(organization),
    queryFn: async () =>
      (
        await apiRequest<BenefitGroup[]>(
          'GET',
          `/api/organizations/${encodeURIComponent(organization)}/benefit_groups`,
          { query: { 'page[size]': PAGE_SIZE_MAX } },
        )
      ).data ?? [],
  });
}

export function useBenefitGroup(slug: string) {
  return useQuery({
    queryKey: queryKeys.benefitGroup(slug),
    queryFn: async () => (await apiRequest<BenefitGroup>('GET', path(slug))).data,
    retry: false,
  });
}

/** Every mutation here refreshes the whole benefits area: lists, a group, a member's coverage. */
function useBenefitsMutation<V, R>(run: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.benefits }),
  });
}

export const useCreateBenefitGroup = (organization: string) =>
  useBenefitsMutation(
    async (attributes: BenefitGroupCreateInput) =>
      (
        await apiRequest<BenefitGroup>(
          'POST',
          `/api/organizations/${encodeURIComponent(organization)}/benefit_groups`,
          {
            body: { type: 'benefit_groups', attributes },
          },
        )
      ).data,
  );

export const useUpdateBenefitGroup = (slug: string) =>
  useBenefitsMutation(
    async (attributes: BenefitGroupUpdateInput) =>
      (
        await apiRequest<BenefitGroup>('PATCH', path(slug), {
          body: { type: 'benefit_groups', id: slug, attributes },
        })
      ).data,
  );

export const useDeleteBenefitGroup = (slug: string) =>
  useBenefitsMutation(async () => {
    await apiRequest('DELETE', path(slug));
  });

/** The organization's members, each with whether they are in the group (its administrators). */
export function useBenefitGroupMembers(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.benefitMembers(slug),
    enabled,
    queryFn: async () =>
      (
        await apiRequest<BenefitGroupMember[]>('GET', `${path(slug)}/members`, {
          query: { 'page[size]': PAGE_SIZE_MAX },
        })
      ).data ?? [],
  });
}

/** Adds people picked from the list or named in a CSV; returns who was added and the lines refused. */
export const useAddMembers = (slug: string) =>
  useBenefitsMutation(async (attributes: { users?: string[]; emails_csv?: string }) => {
    const result = await apiRequest<BenefitGroupMember[]>('POST', `${path(slug)}/members`, {
      body: { type: 'benefit_group_members', attributes },
    });
    return {
      added: result.data ?? [],
      notMembers: (result.meta.not_members ?? []) as NotMemberLine[],
    };
  });

export const useRemoveMembers = (slug: string) =>
  useBenefitsMutation(async (users: string[]) => {
    await apiRequest('DELETE', `${path(slug)}/members`, {
      body: { type: 'benefit_group_members', attributes: { users } },
    });
  });

export function useCoverages(slug: string) {
  return useQuery({
    queryKey: queryKeys.coverages(slug),
    queryFn: async () =>
      (
        await apiRequest<Coverage[]>('GET', `${path(slug)}/coverages`, {
          query: { 'page[size]': PAGE_SIZE_MAX },
        })
      ).data ?? [],
  });
}

/** Creates a coverage of the group, or changes one (`slug` of the coverage). */
export const useSaveCoverage = (group: string) =>
  useBenefitsMutation(
    async ({ slug, attributes }: { slug?: string; attributes: CoverageCreateInput | CoverageUpdateInput }) =>
      slug
        ? (
            await apiRequest<Coverage>('PATCH', `/api/coverages/${encodeURIComponent(slug)}`, {
              body: { type: 'coverages', id: slug, attributes },
            })
          ).data
        : (
            await apiRequest<Coverage>('POST', `${path(group)}/coverages`, {
              body: { type: 'coverages', attributes },
            })
          ).data,
  );

export const useDeleteCoverage = () =>
  useBenefitsMutation(async (slug: string) => {
    await apiRequest('DELETE', `/api/coverages/${encodeURIComponent(slug)}`);
  });
