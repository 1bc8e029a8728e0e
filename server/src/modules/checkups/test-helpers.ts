import { count, eq } from 'drizzle-orm';
import type { User } from '../../auth/user';
import type { AppContext } from '../../context';
import { activities, ailments, checkups, lifeEvents } from '../../db/schema';
import { translator } from '../../i18n';
import {
  addGroupRole,
  addOrganizationRole,
  createConnection,
  createGroup,
  createOrganization,
  createUser,
  giveConsent,
} from '../../test/factories';
import { submitCheckup } from './service';

/** Answers for all 16 items: WHO-5 each `who5`, PHQ-4 each `phq4`, life areas 5, safety no. */
export function answers(who5 = 3, phq4 = 0, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    who5_1: who5,
    who5_2: who5,
    who5_3: who5,
    who5_4: who5,
    who5_5: who5,
    phq4_1: phq4,
    phq4_2: phq4,
    phq4_3: phq4,
    phq4_4: phq4,
    sleep: 5,
    energy: 5,
    stress: 5,
    social: 5,
    work: 5,
    meaning: 5,
    safety: 0,
    ...extra,
  };
}

/** A stored check-up at a given instant (the route always uses now). */
export function checkupAt(ctx: AppContext, user: User, now: Date, input = answers(), replace = false) {
  return submitCheckup(ctx.db, user, { answers: input, replace }, translator('en'), now);
}

/**
 * A member and everyone around them: a connection they share with, the administrator of the
 * parent group of the unit where they report, an organization administrator of the same
 * organization, a platform administrator, a stranger, and someone the member follows (the
 * member is the viewer there, so that person's data is not the member's to share).
 */
export async function buildWorld(ctx: AppContext, overrides: Partial<Parameters<typeof createUser>[1]> = {}) {
  const org = await createOrganization(ctx);
  const group = await createGroup(ctx, org);
  const unit = await createGroup(ctx, org, { parentId: group.id });
  const member = await createUser(ctx, { firstName: 'Maya', lastName: 'Member', ...overrides });
  const connection = await createUser(ctx);
  const groupAdmin = await createUser(ctx);
  const orgAdmin = await createUser(ctx);
  const platformAdmin = await createUser(ctx, { platformAdmin: true });
  const stranger = await createUser(ctx);
  const followed = await createUser(ctx);
  await addOrganizationRole(ctx, org, member, 'member');
  await addOrganizationRole(ctx, org, orgAdmin, 'administrator');
  await addGroupRole(ctx, unit, member, 'reporter');
  await addGroupRole(ctx, group, groupAdmin, 'administrator');
  // The member accepted the unit's invitation with groupAdmin on its card (decision 0011).
  await giveConsent(ctx, member, groupAdmin, unit);
  await createConnection(ctx, member, connection);
  // The member views `followed`'s data: that does not let `followed` see the member's.
  await createConnection(ctx, followed, member);
  return { org, group, unit, member, connection, groupAdmin, orgAdmin, platformAdmin, stranger, followed };
}

/** Row counts of the tables this area writes, to show that a refused call changed nothing. */
export async function resultCounts(ctx: AppContext) {
  const tables = { checkups, lifeEvents, ailments, activities };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await ctx.db.select({ value: count() }).from(table);
      return [name, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export async function checkupsOf(ctx: AppContext, user: User) {
  return ctx.db.select().from(checkups).where(eq(checkups.userId, user.id));
}
