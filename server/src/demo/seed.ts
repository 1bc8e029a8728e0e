import { count, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import {
  connections,
  groupRoles,
  groups,
  invitations,
  organizationRoles,
  organizations,
  resultConsents,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { releaseClosedPeriods } from '../modules/dashboards/rollup';
import { seedDemoAccessRecords } from './access-seed';
import { seedDemoBenefits } from './benefits-seed';
import { seedDemoCare } from './care-seed';
import { seedDemoChat } from './chat-seed';
import { seedCheckupHistory } from './checkup-history';
import { seedDemoContent } from './content-seed';
import { seedDashboardPopulation } from './dashboard-population';
import { seedDemoExport } from './data-export-seed';

/** The demo accounts, listed in the README. One password for all: demo only. */
export const DEMO_PASSWORD = 'evenkeel-demo-2026';
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@demo.evenkeel.app',
    firstName: 'Paula',
    lastName: 'Admin',
    locale: 'en',
    platformAdmin: true,
  },
  {
    email: 'org.admin@demo.evenkeel.app',
    firstName: 'Olivier',
    lastName: 'Tremblay',
    locale: 'fr',
    platformAdmin: false,
  },
  {
    email: 'group.admin@demo.evenkeel.app',
    firstName: 'Grace',
    lastName: 'Okafor',
    locale: 'en',
    platformAdmin: false,
  },
  {
    email: 'maya@demo.evenkeel.app',
    firstName: 'Maya',
    lastName: 'Chen',
    locale: 'en',
    platformAdmin: false,
  },
  {
    email: 'lucas@demo.evenkeel.app',
    firstName: 'Lucas',
    lastName: 'Gagnon',
    locale: 'fr',
    platformAdmin: false,
  },
  {
    email: 'sam@demo.evenkeel.app',
    firstName: 'Sam',
    lastName: 'Rivera',
    locale: 'en',
    platformAdmin: false,
  },
] as const;

/**
 * Fills an empty database with a small organization to explore: a platform administrator,
 * an organization with its administrator, a group with a unit and its administrator, members,
 * care providers in Montréal and Toronto and health services.
 * Runs only when the database has no user at all.
 */
export async function seedDemoData(ctx: AppContext): Promise<boolean> {
  const [{ value } = { value: 0 }] = await ctx.db.select({ value: count() }).from(users);
  if (value > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Roles from 30 weeks back, so Maya's half year of check-ups counts in the dashboards.
  const since = new Date(Date.now() - 30 * 7 * 24 * 60 * 60 * 1000);
  await ctx.db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(DEMO_ACCOUNTS.map((account) => ({ ...account, passwordHash, emailVerifiedAt: sql`now()` })))
      .returning();
    const byEmail = (email: string) => {
      const user = created.find((row) => row.email === email);
      if (!user) throw new Error(`demo user missing: ${email}`);
      return user.id;
    };
    const [organization] = await tx
      .insert(organizations)
      .values({
        name: 'Northwind Health Co-op',
        description: 'A demo organization of 66 people.',
        state: 'enabled',
      })
      .returning();
    if (!organization) throw new Error('demo organization not created');
    const [group] = await tx
      .insert(groups)
      .values({ organizationId: organization.id, name: 'Operations', description: 'Operations team' })
      .returning();
    if (!group) throw new Error('demo group not created');
    const [unit] = await tx
      .insert(groups)
      .values({
        organizationId: organization.id,
        parentId: group.id,
        name: 'Night shift',
        description: 'A unit of Operations',
      })
      .returning();
    if (!unit) throw new Error('demo unit not created');
    const members = [
      'maya@demo.evenkeel.app',
      'lucas@demo.evenkeel.app',
      'sam@demo.evenkeel.app',
      'group.admin@demo.evenkeel.app',
    ];
    await tx.insert(organizationRoles).values([
      {
        organizationId: organization.id,
        userId: byEmail('org.admin@demo.evenkeel.app'),
        type: 'administrator',
        createdAt: since,
      },
      ...members.map((email) => ({
        organizationId: organization.id,
        userId: byEmail(email),
        type: 'member' as const,
        createdAt: since,
      })),
    ]);
    await tx.insert(groupRoles).values([
      {
        groupId: group.id,
        userId: byEmail('group.admin@demo.evenkeel.app'),
        type: 'administrator',
        createdAt: since,
      },
      { groupId: group.id, userId: byEmail('maya@demo.evenkeel.app'), type: 'reporter', createdAt: since },
      { groupId: unit.id, userId: byEmail('lucas@demo.evenkeel.app'), type: 'reporter', createdAt: since },
    ]);
    // Maya and Lucas accepted their invitations with Grace on the card: they consented to her by
    // name (decision 0011), so she sees their results; nobody else through the group does.
    await tx.insert(resultConsents).values(
      [
        { email: 'maya@demo.evenkeel.app', groupId: group.id },
        { email: 'lucas@demo.evenkeel.app', groupId: unit.id },
      ].map(({ email, groupId }) => ({
        reporterId: byEmail(email),
        administratorId: byEmail('group.admin@demo.evenkeel.app'),
        groupId,
        state: 'given' as const,
        askedAt: since,
        givenAt: since,
      })),
    );
    // The people behind the dashboards' figures (and a unit hidden to protect others).
    await seedDashboardPopulation(tx, {
      organizationId: organization.id,
      operationsId: group.id,
      nightShiftId: unit.id,
      emailDomain: 'members.demo.evenkeel.app',
      passwordHash,
    });
    // Something for the invitation and permission panels: Sam shares with Maya; Sam is invited
    // to report to Operations, and Lucas asks Sam for a connection.
    // Maya shares her results with Lucas, and reports to Operations (Grace sees them too).
    await tx.insert(connections).values([
      { sharerId: byEmail('sam@demo.evenkeel.app'), viewerId: byEmail('maya@demo.evenkeel.app') },
      { sharerId: byEmail('maya@demo.evenkeel.app'), viewerId: byEmail('lucas@demo.evenkeel.app') },
    ]);
    await seedCheckupHistory(tx, byEmail('maya@demo.evenkeel.app'));
    // Issue 30: Lucas's and Grace's reads of Maya's results, in her "who saw my data".
    const person = (email: string) => {
      const user = created.find((row) => row.email === email);
      if (!user) throw new Error(`demo user missing: ${email}`);
      return user;
    };
    await seedDemoAccessRecords(tx, {
      maya: person('maya@demo.evenkeel.app'),
      lucas: person('lucas@demo.evenkeel.app'),
      grace: person('group.admin@demo.evenkeel.app'),
    });
    // Conversations only between people who may contact each other: the two connections, an
    // administrator of Operations and a reporter there, Northwind's administrator and a member.
    await seedDemoChat(tx, {
      maya: byEmail('maya@demo.evenkeel.app'),
      sam: byEmail('sam@demo.evenkeel.app'),
      lucas: byEmail('lucas@demo.evenkeel.app'),
      grace: byEmail('group.admin@demo.evenkeel.app'),
      olivier: byEmail('org.admin@demo.evenkeel.app'),
    });
    await seedDemoCare(tx, organization.id, passwordHash);
    await seedDemoContent(tx, {
      author: byEmail('admin@demo.evenkeel.app'),
      reviewers: [
        'admin@demo.evenkeel.app',
        'org.admin@demo.evenkeel.app',
        'group.admin@demo.evenkeel.app',
        'maya@demo.evenkeel.app',
        'sam@demo.evenkeel.app',
      ].map(byEmail),
      maya: byEmail('maya@demo.evenkeel.app'),
      lucas: byEmail('lucas@demo.evenkeel.app'),
    });
    await seedDemoBenefits(tx, ctx.storage, {
      organizationId: organization.id,
      admin: byEmail('org.admin@demo.evenkeel.app'),
      fullTime: ['maya@demo.evenkeel.app', 'lucas@demo.evenkeel.app', 'sam@demo.evenkeel.app'].map(byEmail),
      partTime: [byEmail('group.admin@demo.evenkeel.app')],
      maya: byEmail('maya@demo.evenkeel.app'),
    });
    await tx.insert(invitations).values([
      {
        scope: 'group',
        type: 'reporter',
        email: 'sam@demo.evenkeel.app',
        inviteeId: byEmail('sam@demo.evenkeel.app'),
        inviterId: byEmail('group.admin@demo.evenkeel.app'),
        organizationId: organization.id,
        groupId: group.id,
      },
      {
        scope: 'connection',
        type: 'reporter',
        email: 'sam@demo.evenkeel.app',
        inviteeId: byEmail('sam@demo.evenkeel.app'),
        inviterId: byEmail('lucas@demo.evenkeel.app'),
      },
    ]);
  });
  // Each demo person's last activity (issue 31's member lists): their latest check-up, as if they
  // had stored it through the app, which sets it.
  await ctx.db.execute(sql`
    update users u set last_active_at = c.at
    from (select user_id, max(completed_at) as at from checkups group by user_id) c
    where c.user_id = u.id and u.last_active_at is null`);
  // The closed weeks, months and quarters of that history, as the hourly job would compute them.
  await releaseClosedPeriods(ctx.db);
  // Maya's finished data export, written from what was just committed (issue 30).
  await seedDemoExport(ctx, 'maya@demo.evenkeel.app');
  return true;
}
