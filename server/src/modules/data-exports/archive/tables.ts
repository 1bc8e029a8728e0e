/**
 * Which tables naming a user (a column referencing `users.id`) the export reads, and why the
 * others are left out. coverage.test.ts walks the schema: a new table naming users fails it until
 * it is placed in one of these lists (and in account deletion).
 */
export const EXPORTED_TABLES = [
  'access_records',
  'activities',
  'ailments',
  'audit_events',
  'benefit_group_members',
  'blocks',
  'bookmarks',
  'calls',
  'chat_preferences',
  'checkup_preferences',
  'checkups',
  'connections',
  'content_items',
  'conversation_participants',
  'conversations',
  'coverage_uses',
  'data_exports',
  'devices',
  'documents',
  'emails',
  'group_roles',
  'invitations',
  'life_events',
  'membership_spans',
  'message_reports',
  'messages',
  'organization_roles',
  'providers',
  'push_subscriptions',
  'reminder_deliveries',
  'reminder_snoozes',
  'result_consents',
  'reviews',
  'sessions',
  'share_links',
  'topic_follows',
  'uploads',
] as const;

/** Tables that name a user but whose rows are not the member's data to export, and why. */
export const NOT_EXPORTED: Record<string, string> = {
  invitation_records:
    'the organization’s history of the invitations it sent (issue 31): `inviter_id` names the administrator who sent one and is set null when that account is deleted; the invitations the member sent or received while pending are exported from `invitations`, and an invitee’s address is erased with their account (users/deletion.ts)',
  user_tokens:
    'one-time secrets of e-mailed links (hashes only), valid for hours; exporting them gives the member nothing and a leaked file a working link',
  crisis_lines:
    'public reference data; `updated_by_id` only marks which administrator last edited a line, and is set null when that account is deleted',
};
