import {
  listDocument,
  ORGANIZATION_MEMBER_SORTS,
  organizationMemberResource,
  organizationMemberUpdateSchema,
  singleDocument,
} from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** An organization's members, for its administrators (issue 31; docs/organization-members.md). */
const doc = routeDocs('organization members');

export type SlugParams = { Params: { slug: string } };
export type MemberParams = { Params: { slug: string; user: string } };

const query = {
  cursor: true,
  sort: ORGANIZATION_MEMBER_SORTS,
  filter: {
    q: {
      description: 'Part of a name (accents and case ignored) or of an e-mail address',
      schema: { type: 'string', maxLength: 100 },
    },
  },
} as const;

const hidden = 'not found, or not one of its administrators (platform administrators included)';

export const listOrganizationMembers = doc({
  operationId: 'listOrganizationMembers',
  summary:
    'The organization’s members and administrators (its administrators only): name, picture, e-mail, role, joined on, the ISO week of their last activity, city; never a result. `sort` one of name, joined_at, last_active (`-` descending); keyset pages (`page[after]` from `links.next`)',
  query,
  responses: {
    200: {
      description: 'A page of people, each with `meta.abilities` (remove, promote, demote)',
      document: listDocument(organizationMemberResource),
    },
    400: 'an unknown sort',
    401: 'signed out',
    404: hidden,
    422: 'a cursor that is not one of this list and sort, or a search too long',
  },
});

export const exportOrganizationMembers = doc({
  operationId: 'exportOrganizationMembers',
  summary:
    'The same list as CSV (UTF-8 with a byte order mark; a cell starting with = + - @ gets an apostrophe), every page, in the asked order',
  query: { sort: ORGANIZATION_MEMBER_SORTS, filter: query.filter },
  responses: {
    200: { description: 'The members as CSV', files: ['text/csv'] },
    400: 'an unknown sort',
    401: 'signed out',
    404: hidden,
    422: 'a search too long',
  },
});

export const removeOrganizationMember = doc({
  operationId: 'removeOrganizationMember',
  summary:
    'Remove a person from the organization (its administrators): their roles in its groups and units, its benefit groups, its pending invitations to them and their organization roles end in one transaction; they are told by e-mail. Their own data stays theirs',
  responses: {
    204: 'removed',
    401: 'signed out',
    404: `${hidden}; or the person is not in it`,
    422: 'the last administrator, or a disabled organization',
  },
});

export const updateOrganizationMember = doc({
  operationId: 'updateOrganizationMember',
  summary:
    'Change an administrator back to member (`role: member`); making someone an administrator is an administrator invitation (POST /api/invitations), so `role: administrator` is a 422 that says so',
  body: { type: 'organization_members', attributes: organizationMemberUpdateSchema, idRequired: true },
  responses: {
    200: { description: 'The person as listed now', document: singleDocument(organizationMemberResource) },
    401: 'signed out',
    404: `${hidden}; or the person is not in it`,
    422: 'not an administrator, the last administrator, `role: administrator`, or a disabled organization',
  },
});
