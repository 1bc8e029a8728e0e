import type {
  Abilities,
  Presented,
  ShareLinkAbility,
  ShareLinkState,
  shareLinkResource,
} from '@evenkeel/common';
import type { ShareLinkRow } from './service';

/** Where a link's page lives: the token is in the path, never in a query (logs mask it, app.ts). */
export const sharedPath = (token: string) => `/shared/${token}`;

/**
 * A link in its member's list. The address and the code only in the answer that made them
 * (`once`): afterwards nobody, the member included, can read them again.
 */
export function presentShareLink(
  row: ShareLinkRow,
  extra: {
    state: ShareLinkState;
    abilities: Abilities<ShareLinkAbility>;
    once?: { url: string; code: string | null };
  },
): Presented<typeof shareLinkResource> {
  return {
    type: 'share_links',
    id: row.slug,
    label: row.label,
    state: extra.state,
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt ? row.revokedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    include_answers: row.includeAnswers,
    include_logs: row.includeLogs,
    code_required: row.codeHash !== null,
    open_count: row.openCount,
    last_opened_at: row.lastOpenedAt ? row.lastOpenedAt.toISOString() : null,
    url: extra.once?.url ?? null,
    code: extra.once?.code ?? null,
    meta: { abilities: extra.abilities },
  };
}
