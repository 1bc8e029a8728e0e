import { z } from 'zod';
import { emailField } from './accounts';
import { multiline, name, withoutLineControls } from './text';

/** Sharing: organizations, groups, invitations, roles, connections, providers (spec §3, §6). */
export const INVITATION_SCOPES = ['organization', 'group', 'provider', 'connection'] as const;
export const INVITATION_TYPES = ['member', 'administrator', 'reporter', 'provider'] as const;
export type InvitationScope = (typeof INVITATION_SCOPES)[number];
export type InvitationType = (typeof INVITATION_TYPES)[number];

/** The types each scope allows. */
export const INVITATION_TYPES_BY_SCOPE: Record<InvitationScope, readonly InvitationType[]> = {
  organization: ['member', 'administrator'],
  group: ['reporter', 'administrator'],
  provider: ['provider'],
  connection: ['reporter'],
};

/** Which relationship each scope needs (none for a connection). */
export const INVITATION_RELATIONSHIP_BY_SCOPE: Record<InvitationScope, 'organization' | 'group' | null> = {
  organization: 'organization',
  group: 'group',
  provider: 'organization',
  connection: null,
};

export const GROUP_ROLE_TYPES = ['reporter', 'administrator'] as const;
export const ORGANIZATION_ROLE_TYPES = ['member', 'administrator'] as const;
export const ORGANIZATION_STATES = ['enabled', 'disabled', 'default', 'subscribable'] as const;
export type OrganizationState = (typeof ORGANIZATION_STATES)[number];

export const ORGANIZATION_NAME_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 1000;
export const IMAGE_URL_MAX_LENGTH = 500;
/** Invitations one user may send per hour (security.md §7). */
export const INVITATIONS_PER_HOUR = 50;

/**
 * `role` is the role offered (spec §3 "type"): JSON:API reserves `type` for the resource type,
 * so responses say `role`. Requests may say `role` or, as an alias, `type` (exactly one).
 */
export const invitationCreateSchema = z
  .strictObject({
    scope: z.enum(INVITATION_SCOPES),
    role: z.enum(INVITATION_TYPES).optional(),
    type: z.enum(INVITATION_TYPES).optional(),
    email: emailField,
  })
  .superRefine((value, context) => {
    const role = value.role ?? value.type;
    if (role === undefined || (value.role !== undefined && value.type !== undefined)) {
      context.addIssue({ code: 'custom', path: ['role'], message: 'validation.invitation_role_required' });
    } else if (!INVITATION_TYPES_BY_SCOPE[value.scope].includes(role)) {
      context.addIssue({
        code: 'custom',
        path: [value.role !== undefined ? 'role' : 'type'],
        message: 'validation.invitation_type',
      });
    }
  })
  .transform((value) => ({
    scope: value.scope,
    role: (value.role ?? value.type) as InvitationType,
    email: value.email,
  }));
export type InvitationCreateInput = z.output<typeof invitationCreateSchema>;

const nameField = name(ORGANIZATION_NAME_MAX_LENGTH);
const descriptionField = multiline(DESCRIPTION_MAX_LENGTH).nullable();
/** A same-origin path (uploads come later): "/…", never "//host" or a full URL. */
const imageUrlField = z
  .string()
  .trim()
  .max(IMAGE_URL_MAX_LENGTH)
  .regex(/^\/(?!\/)[^\s\\]*$/, { error: 'validation.image_path' })
  .refine(withoutLineControls, { error: 'validation.image_path' })
  .nullable();

export const organizationCreateSchema = z.strictObject({
  name: nameField,
  description: descriptionField.optional(),
  state: z.enum(ORGANIZATION_STATES).optional(),
});
export type OrganizationCreateInput = z.infer<typeof organizationCreateSchema>;

export const organizationUpdateSchema = z.strictObject({
  name: nameField.optional(),
  description: descriptionField.optional(),
  logo_image_url: imageUrlField.optional(),
  state: z.enum(ORGANIZATION_STATES).optional(),
});
export type OrganizationUpdateInput = z.infer<typeof organizationUpdateSchema>;

export const groupCreateSchema = z.strictObject({
  name: nameField,
  description: descriptionField.optional(),
});
export type GroupCreateInput = z.infer<typeof groupCreateSchema>;

export const groupUpdateSchema = z.strictObject({
  name: nameField.optional(),
  description: descriptionField.optional(),
  logo_image_url: imageUrlField.optional(),
});
export type GroupUpdateInput = z.infer<typeof groupUpdateSchema>;
