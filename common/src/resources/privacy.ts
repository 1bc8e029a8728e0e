import { z } from 'zod';
import { DATA_EXPORT_ABILITIES, SHARE_LINK_ABILITIES } from '../abilities';
import {
  ACCESS_CLIENTS,
  ACCESS_DATA_KINDS,
  ACCESS_OUTCOMES,
  ACCESS_PURPOSES,
  ACCESS_VIEWER_ROLES,
  DATA_EXPORT_STATUSES,
  SHARE_LINK_STATES,
} from '../privacy';
import { defineResource, toOne } from './document';

/**
 * A data export (issue 30): the member's own, or one a platform administrator prepared for a
 * legal request. Administrators read the status and the metadata, never the file: `download` is
 * true only for the member, while the file exists.
 */
export const dataExportResource = defineResource(
  'data_exports',
  z.object({
    status: z.enum(DATA_EXPORT_STATUSES),
    requested_at: z.string(),
    ready_at: z.string().nullable(),
    delivered_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    size_bytes: z.number().int().min(0).nullable(),
    /** The legal request's reference (administrators' preparations); null for a member's own. */
    reason: z.string().nullable(),
    /** Who asked: the member themselves, or the administrator's name. */
    requested_by_name: z.string(),
    requested_by_member: z.boolean(),
    /** The member's name and e-mail address: only in the administrators' list. */
    member_name: z.string().nullable(),
    member_email: z.string().nullable(),
    locale: z.enum(['en', 'fr']),
  }),
  { relationships: { user: toOne('users') }, abilities: DATA_EXPORT_ABILITIES },
);

/**
 * One line of "who saw my data": reads by the same person of the same kind within an hour are one
 * record with a `count`; `occurred_at` is the latest of them.
 */
export const accessRecordResource = defineResource(
  'access_records',
  z.object({
    viewer_name: z.string(),
    /** The viewer's public id, for `filter[viewer]`; null once their account is deleted. */
    viewer_id: z.string().nullable(),
    viewer_role: z.enum(ACCESS_VIEWER_ROLES),
    data_kind: z.enum(ACCESS_DATA_KINDS),
    purpose: z.enum(ACCESS_PURPOSES),
    client: z.enum(ACCESS_CLIENTS),
    outcome: z.enum(ACCESS_OUTCOMES),
    first_at: z.string(),
    occurred_at: z.string(),
    count: z.number().int().min(1),
  }),
);

/**
 * `meta.viewers` of the access log: each person who read the member's data (and still has an
 * account), by public id and name, for `filter[viewer]`.
 */
export const accessRecordViewersMeta = z.array(z.object({ id: z.string(), name: z.string() }));
export type AccessRecordViewer = z.infer<typeof accessRecordViewersMeta>[number];

/**
 * A member's share link (issue 32 §5), in their own list. `url` and `code` are given once, in the
 * answer that creates the link (only their hashes are kept), and are null ever after.
 */
export const shareLinkResource = defineResource(
  'share_links',
  z.object({
    label: z.string().nullable(),
    state: z.enum(SHARE_LINK_STATES),
    expires_at: z.string(),
    revoked_at: z.string().nullable(),
    created_at: z.string(),
    include_answers: z.boolean(),
    include_logs: z.boolean(),
    code_required: z.boolean(),
    open_count: z.number().int().min(0),
    last_opened_at: z.string().nullable(),
    /** The link's address (`…/shared/{token}`): in the creating answer only. */
    url: z.string().nullable(),
    /** The 6-digit code: in the creating answer only, when `code_required`. */
    code: z.string().nullable(),
  }),
  { abilities: SHARE_LINK_ABILITIES },
);
