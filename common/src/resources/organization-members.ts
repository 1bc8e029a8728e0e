import { z } from 'zod';
import { ORGANIZATION_MEMBER_ABILITIES } from '../abilities';
import { ORGANIZATION_ROLE_TYPES } from '../schemas/sharing';
import { defineResource } from './document';

/**
 * One person in an organization's members list, for its administrators (issue 31): who they are
 * and how to reach them, never a result. `id` is the person's public id; `role` is
 * `administrator` when they hold that role (with or without the member role), else `member`.
 * `last_active_week` is the ISO week (`2026-W48`) of their last sign-in or check-up, never a
 * time; `city` their profile's locality.
 */
export const organizationMemberResource = defineResource(
  'organization_members',
  z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    profile_picture_url: z.string().nullable(),
    role: z.enum(ORGANIZATION_ROLE_TYPES),
    joined_at: z.string(),
    last_active_week: z
      .string()
      .regex(/^\d{4}-W\d{2}$/)
      .nullable(),
    city: z.string().nullable(),
  }),
  { abilities: ORGANIZATION_MEMBER_ABILITIES },
);

/** Sorts of the members list (`sort`, each also with `-`). */
export const ORGANIZATION_MEMBER_SORTS = ['name', 'joined_at', 'last_active'] as const;
export type OrganizationMemberSort = (typeof ORGANIZATION_MEMBER_SORTS)[number];

/** Demotion (`PATCH`): an administrator back to member. Promotion is by invitation. */
export const organizationMemberUpdateSchema = z.strictObject({
  role: z.enum(ORGANIZATION_ROLE_TYPES),
});
export type OrganizationMemberUpdateInput = z.infer<typeof organizationMemberUpdateSchema>;
