import { z } from 'zod';
import {
  BENEFIT_GROUP_ABILITIES,
  COVERAGE_ABILITIES,
  COVERAGE_USE_ABILITIES,
  DOCUMENT_ABILITIES,
} from '../abilities';
import { COVERAGE_CURRENCIES, COVERAGE_TARGET_KINDS } from '../benefits';
import { defineResource, toOne } from './document';

/**
 * What the benefits API presents (server/src/modules/benefits/, docs/benefits.md): benefit
 * groups, their members as their administrators see them, coverage (with what is left, for a
 * member), documents and a member's own coverage uses.
 */

export const benefitGroupResource = defineResource(
  'benefit_groups',
  z.object({
    /** In the reader's language, the other where it has none. */
    name: z.string(),
    /** Both names as the administrators entered them, for editing. */
    name_en: z.string(),
    name_fr: z.string().nullable(),
    description: z.string().nullable(),
    organization_slug: z.string(),
    organization_name: z.string(),
    /** How many members it has: for the organization's administrators only. */
    member_count: z.number().int().min(0).optional(),
  }),
  { abilities: BENEFIT_GROUP_ABILITIES },
);

/** A member of the organization, as its administrators pick them: in the benefit group or not. */
export const benefitGroupMemberResource = defineResource(
  'benefit_group_members',
  z.object({ full_name: z.string(), email: z.string(), in_group: z.boolean() }),
);

const planYearShape = {
  /** The current plan year (for a member's own coverage): first day, and the next start (exclusive). */
  plan_year_start: z.string().optional(),
  plan_year_end: z.string().optional(),
  /** This plan year's uses of the member (self-reported), and what remains; null when not limited. */
  used_sessions: z.number().int().min(0).optional(),
  used_amount_cents: z.number().int().min(0).optional(),
  left_sessions: z.number().int().min(0).nullable().optional(),
  left_amount_cents: z.number().int().min(0).nullable().optional(),
};

export const coverageResource = defineResource(
  'coverages',
  z.object({
    target_kind: z.enum(COVERAGE_TARGET_KINDS),
    target_key: z.string(),
    yearly_amount_cents: z.number().int().nullable(),
    currency: z.enum(COVERAGE_CURRENCIES).nullable(),
    sessions_per_year: z.number().int().nullable(),
    share_percent: z.number().int(),
    plan_year_start_month: z.number().int(),
    plan_year_start_day: z.number().int(),
    benefit_group_slug: z.string(),
    /** In the reader's language, the other where it has none. */
    benefit_group_name: z.string(),
    ...planYearShape,
  }),
  { abilities: COVERAGE_ABILITIES },
);

export const documentResource = defineResource(
  'documents',
  z.object({
    name: z.string(),
    /** The file (GET /uploads/{name}): to the people who may read the document. */
    url: z.string(),
    content_type: z.enum(['application/pdf', 'image/png', 'image/jpeg']),
    byte_size: z.number().int(),
    created_at: z.string(),
  }),
  {
    relationships: { benefit_group: toOne('benefit_groups'), provider: toOne('providers') },
    abilities: DOCUMENT_ABILITIES,
  },
);

/** A session or an amount a member used (self-reported, private to them). */
export const coverageUseResource = defineResource(
  'coverage_uses',
  z.object({
    used_on: z.string(),
    sessions: z.number().int(),
    amount_cents: z.number().int(),
    /** The part of `amount_cents` the coverage pays (its share covered), counted against its amount. */
    covered_amount_cents: z.number().int(),
    note: z.string().nullable(),
    coverage_slug: z.string(),
    created_at: z.string(),
  }),
  { relationships: { coverage: toOne('coverages') }, abilities: COVERAGE_USE_ABILITIES },
);
