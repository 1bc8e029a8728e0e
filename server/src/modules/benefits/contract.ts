import {
  benefitGroupCreateSchema,
  benefitGroupMemberResource,
  benefitGroupMembersSchema,
  benefitGroupResource,
  benefitGroupUpdateSchema,
  coverageCreateSchema,
  coverageResource,
  coverageUpdateSchema,
  coverageUseCreateSchema,
  coverageUseResource,
  listDocument,
  singleDocument,
} from '@evenkeel/common';
import { z } from 'zod';
import { routeDocs } from '../../http/route-doc';

/** The benefit group, coverage and my-coverage routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('benefits');

export type SlugParams = { Params: { slug: string } };

const notMembersMeta = {
  added: z.number().int().min(0),
  /** Lines of the CSV (1-based; 0 for an id picked from the list) that name no member of the organization. */
  not_members: z.array(z.object({ line: z.number().int(), text: z.string() })),
};

export const listBenefitGroups = doc({
  operationId: 'listBenefitGroups',
  query: { page: true },
  summary:
    "An organization's benefit groups by name: every one (with `member_count`) for its administrators, the ones you are in for its members",
  responses: {
    200: { description: 'A page of benefit groups', document: listDocument(benefitGroupResource) },
    401: 'signed out',
    404: 'not found',
  },
});

export const createBenefitGroup = doc({
  operationId: 'createBenefitGroup',
  location: '/api/benefit_groups/{id}',
  summary: 'Create a benefit group (the organization’s administrators)',
  body: { type: 'benefit_groups', attributes: benefitGroupCreateSchema },
  responses: {
    201: { description: 'The new benefit group', document: singleDocument(benefitGroupResource) },
    401: 'signed out',
    403: 'not an administrator of the organization',
    404: 'not found',
    422: 'invalid, or a disabled organization',
  },
});

export const getBenefitGroup = doc({
  operationId: 'getBenefitGroup',
  summary: 'A benefit group: to its members and the organization’s administrators',
  responses: {
    200: { description: 'The benefit group', document: singleDocument(benefitGroupResource) },
    401: 'signed out',
    404: 'not found, or not yours to see',
  },
});

export const updateBenefitGroup = doc({
  operationId: 'updateBenefitGroup',
  summary: 'Rename or describe a benefit group (the organization’s administrators)',
  body: { type: 'benefit_groups', attributes: benefitGroupUpdateSchema, idRequired: true },
  responses: {
    200: {
      description: 'The benefit group as saved',
      document: singleDocument(benefitGroupResource),
    },
    401: 'signed out',
    403: 'a member, not an administrator',
    404: 'not found',
    422: 'invalid, or a disabled organization',
  },
});

export const deleteBenefitGroup = doc({
  operationId: 'deleteBenefitGroup',
  summary:
    'Delete a benefit group with its coverage, its members’ uses of it and its documents (the organization’s administrators)',
  responses: {
    204: 'deleted',
    401: 'signed out',
    403: 'a member, not an administrator',
    404: 'not found',
    422: 'a disabled organization',
  },
});

export const listBenefitGroupMembers = doc({
  operationId: 'listBenefitGroupMembers',
  query: {
    page: true,
    filter: {
      in_group: {
        description:
          '`true`: only the group’s members; otherwise every member of the organization, each with `in_group`',
        schema: { type: 'string', enum: ['true', 'false'] },
      },
    },
  },
  summary:
    "The organization's members (role member) by name, each with whether they are in the benefit group (its administrators)",
  responses: {
    200: { description: 'A page of members', document: listDocument(benefitGroupMemberResource) },
    401: 'signed out',
    403: 'a member, not an administrator',
    404: 'not found',
    422: 'an invalid filter value',
  },
});

export const addBenefitGroupMembers = doc({
  operationId: 'addBenefitGroupMembers',
  summary:
    'Add members: `users` (ids from the organization’s member list) and/or `emails_csv` (one e-mail a line, or the first column); lines that name no member of the organization are reported in `meta.not_members`, not added',
  body: { type: 'benefit_group_members', attributes: benefitGroupMembersSchema },
  responses: {
    200: {
      description: 'The people added (those already in the group are not repeated)',
      document: listDocument(benefitGroupMemberResource, { meta: notMembersMeta }),
    },
    401: 'signed out',
    403: 'a member, not an administrator',
    404: 'not found',
    422: 'neither users nor e-mails, or a disabled organization',
  },
});

export const removeBenefitGroupMembers = doc({
  operationId: 'removeBenefitGroupMembers',
  summary:
    'Remove members: `users` (their ids); their own records of uses stay theirs, but no longer count against this group’s coverage once they are out of it',
  body: { type: 'benefit_group_members', attributes: benefitGroupMembersSchema },
  responses: {
    204: 'removed (ids not in the group are ignored)',
    401: 'signed out',
    403: 'a member, not an administrator',
    404: 'not found',
    422: 'no users given, or a disabled organization',
  },
});

export const listCoverages = doc({
  operationId: 'listCoverages',
  query: { page: true },
  summary: 'What a benefit group covers: to its members and the organization’s administrators',
  responses: {
    200: {
      description: 'Its coverages (every one; a group has a few)',
      document: listDocument(coverageResource),
    },
    401: 'signed out',
    404: 'not found, or not yours to see',
  },
});

export const createCoverage = doc({
  operationId: 'createCoverage',
  location: '/api/coverages/{id}',
  summary:
    'Cover a service category or a provider specialty: a yearly amount (minor units, with its currency) and/or sessions per year, the share of each payment covered, the plan year’s start (the organization’s administrators)',
  body: { type: 'coverages', attributes: coverageCreateSchema },
  responses: {
    201: { description: 'The new coverage', document: singleDocument(coverageResource) },
    401: 'signed out',
    403: 'a member, not an administrator',
    404: 'not found',
    409: 'the group already covers that service or specialty',
    422: 'invalid, or a disabled organization',
  },
});

export const updateCoverage = doc({
  operationId: 'updateCoverage',
  summary: 'Change a coverage’s amount, sessions, share or plan year (the organization’s administrators)',
  body: { type: 'coverages', attributes: coverageUpdateSchema, idRequired: true },
  responses: {
    200: { description: 'The coverage as saved', document: singleDocument(coverageResource) },
    401: 'signed out',
    403: 'a member, not an administrator',
    404: 'not found',
    422: 'invalid, or a disabled organization',
  },
});

export const deleteCoverage = doc({
  operationId: 'deleteCoverage',
  summary:
    'Stop covering a service or specialty; members’ records of its uses go with it (the organization’s administrators)',
  responses: {
    204: 'deleted',
    401: 'signed out',
    403: 'a member, not an administrator',
    404: 'not found',
    422: 'a disabled organization',
  },
});

export const getMyCoverage = doc({
  operationId: 'getMyCoverage',
  query: { page: true },
  summary:
    'Your coverages from every benefit group you are in, each with the current plan year (in your time zone), what you used in it and what is left (`null`: no limit of that kind)',
  responses: {
    200: { description: 'Your coverages', document: listDocument(coverageResource) },
    401: 'signed out',
  },
});

export const listCoverageUses = doc({
  operationId: 'listCoverageUses',
  query: {
    page: true,
    filter: {
      coverage: { description: 'One coverage’s uses (its id)', schema: { type: 'string' } },
      plan_year: {
        description: '`current`: only those of the coverage’s current plan year (with `filter[coverage]`)',
        schema: { type: 'string', enum: ['current', 'all'] },
      },
    },
  },
  summary: 'Your own uses of your coverage, newest first (nobody else sees them)',
  responses: {
    200: { description: 'A page of your uses', document: listDocument(coverageUseResource) },
    401: 'signed out',
    422: 'an invalid filter value',
  },
});

export const createCoverageUse = doc({
  operationId: 'createCoverageUse',
  location: '/api/coverage_uses/{id}',
  summary:
    'Record a session or an amount you used (self-reported, private to you) against a coverage of a benefit group you are in: relationship `coverage` (required)',
  body: {
    type: 'coverage_uses',
    attributes: coverageUseCreateSchema,
    relationships: { coverage: 'coverages' },
    requiredRelationships: ['coverage'],
  },
  responses: {
    201: { description: 'The use recorded', document: singleDocument(coverageUseResource) },
    401: 'signed out',
    403: 'an administrator who is not in the group: only its members record uses',
    404: 'no such coverage, or not yours to see',
    422: 'invalid',
  },
});

export const deleteCoverageUse = doc({
  operationId: 'deleteCoverageUse',
  summary: 'Remove one of your uses (what is left goes back up)',
  responses: { 204: 'removed', 401: 'signed out', 404: 'not found, or not yours' },
});
