import type { users } from '../db/schema';

/** An account row: the signed-in user (`request.currentUser`), and every module's idea of a user. */
export type User = typeof users.$inferSelect;

/** What a user may open in the app: 'organization_administrator', 'group_reporter', … */
export type RoleNames = string[];
