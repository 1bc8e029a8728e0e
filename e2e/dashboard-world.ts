// A populated organization for the dashboard journeys (dashboards.spec.ts): figures need weeks of
// check-ups by at least ten people per population, which no browser test could make in its time.
// Written into the fresh database before the server starts, with the demo's population
// (server/src/demo/dashboard-population.ts), then the closed periods computed as the hourly job would.
import path from 'node:path';
import { openDatabase } from '../server/src/db/client';
import { migrate } from '../server/src/db/migrate';
import { groupRoles, groups, organizationRoles, organizations, users } from '../server/src/db/schema';
import { seedDashboardPopulation } from '../server/src/demo/dashboard-population';
import { hashPassword } from '../server/src/lib/passwords';
import { releaseClosedPeriods } from '../server/src/modules/dashboards/rollup';

export const DASHBOARD_PASSWORD = 'dashboards for everyone 2026';

export const DASHBOARD_WORLD = {
  organization: 'Harbour Logistics',
  group: 'Operations',
  unit: 'Night shift',
  orgAdmin: { email: 'harbour-org-admin@example.test', firstName: 'Odile', locale: 'en' },
  groupAdmin: { email: 'harbour-group-admin@example.test', firstName: 'Gaston', locale: 'fr' },
  /** A reporter of Operations (English profile): no dashboard for them. */
  reporter: { email: 'member02@harbour.example.test' },
  /** 5 + 10 + 14 reporters in Operations and its units, 16 in Care team, 16 in no group. */
  members: 61,
} as const;

export async function seedDashboardWorld(env: NodeJS.ProcessEnv): Promise<void> {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL }
      : { dataDir: path.join(env.EVENKEEL_DATA_DIR ?? './data', 'db') },
  );
  try {
    await migrate(database);
    const { db } = database;
    const passwordHash = await hashPassword(DASHBOARD_PASSWORD);
    const [organization] = await db
      .insert(organizations)
      .values({ name: DASHBOARD_WORLD.organization })
      .returning();
    if (!organization) throw new Error('organization not created');
    const [group] = await db
      .insert(groups)
      .values({ organizationId: organization.id, name: DASHBOARD_WORLD.group })
      .returning();
    if (!group) throw new Error('group not created');
    const [unit] = await db
      .insert(groups)
      .values({ organizationId: organization.id, parentId: group.id, name: DASHBOARD_WORLD.unit })
      .returning();
    if (!unit) throw new Error('unit not created');
    const admins = await db
      .insert(users)
      .values(
        [DASHBOARD_WORLD.orgAdmin, DASHBOARD_WORLD.groupAdmin].map((admin) => ({
          ...admin,
          lastName: 'Harbour',
          passwordHash,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning();
    const [orgAdmin, groupAdmin] = admins;
    if (!orgAdmin || !groupAdmin) throw new Error('administrators not created');
    await db
      .insert(organizationRoles)
      .values({ organizationId: organization.id, userId: orgAdmin.id, type: 'administrator' });
    await db.insert(groupRoles).values({ groupId: group.id, userId: groupAdmin.id, type: 'administrator' });
    await seedDashboardPopulation(db, {
      organizationId: organization.id,
      operationsId: group.id,
      nightShiftId: unit.id,
      emailDomain: 'harbour.example.test',
      passwordHash,
    });
    await releaseClosedPeriods(db);
  } finally {
    await database.close();
  }
}
