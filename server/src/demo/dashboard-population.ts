import { CURRENT_QUESTIONNAIRE, isoWeekStart, scoreCheckup } from '@evenkeel/common';
import type { Db } from '../db/client';
import { checkups, groupRoles, groups, organizationRoles, users } from '../db/schema';
import { checkupValues } from '../modules/checkups/service';
import { answersFor } from './checkup-history';

const DAY = 24 * 60 * 60 * 1000;
const WEEKS = 20;

const FIRST = ['Amir', 'Béatrice', 'Chloé', 'Daniel', 'Élise', 'Farid', 'Gabrielle', 'Hugo', 'Inès', 'Jonah'];
const LAST = [
  'Bouchard',
  'Nguyen',
  'Roy',
  'Singh',
  'Côté',
  'Okoye',
  'Pelletier',
  'Haddad',
  'Moreau',
  'Kowalski',
];

/**
 * Enough people for the dashboards to show something (issue 14): an organization's groups and
 * units filled with reporters who completed check-ups over 20 weeks. Sizes, with the privacy
 * rule's floor of 10 in mind:
 *
 * - the group `operations`: 5 reporters of its own, its unit `nightShift` 10, and a new unit
 *   "Day shift" of 14. Operations minus its units leaves 5 people (plus whoever the caller adds),
 *   so the smallest unit, Night shift, is hidden to protect them (`protects_others`) in the months
 *   where everyone took part; in a week where one of them skipped it is under the floor;
 * - a new group "Care team" of 16 reporters;
 * - 16 members in no group.
 *
 * Each person skips about one week in ten. Roles start 30 weeks back, so every check-up counts.
 */
export async function seedDashboardPopulation(
  db: Db,
  place: {
    organizationId: number;
    operationsId: number;
    nightShiftId: number;
    emailDomain: string;
    passwordHash: string;
    now?: Date;
  },
): Promise<void> {
  const now = place.now ?? new Date();
  const since = new Date(now.getTime() - 30 * 7 * DAY);
  const [dayShift, careTeam] = await db
    .insert(groups)
    .values([
      {
        organizationId: place.organizationId,
        parentId: place.operationsId,
        name: 'Day shift',
        description: 'A unit of Operations',
      },
      { organizationId: place.organizationId, name: 'Care team', description: 'Clinical staff' },
    ])
    .returning();
  if (!dayShift || !careTeam) throw new Error('demo groups not created');
  const placements: { groupId: number | null; count: number; base: number }[] = [
    { groupId: place.operationsId, count: 5, base: 15 },
    { groupId: place.nightShiftId, count: 10, base: 11 },
    { groupId: dayShift.id, count: 14, base: 16 },
    { groupId: careTeam.id, count: 16, base: 17 },
    { groupId: null, count: 16, base: 15 },
  ];
  let index = 0;
  for (const placement of placements) {
    const people = Array.from({ length: placement.count }, () => {
      const n = index++;
      const first = FIRST[n % FIRST.length] as string;
      const last = LAST[Math.floor(n / FIRST.length) % LAST.length] as string;
      return {
        email: `member${String(n + 1).padStart(2, '0')}@${place.emailDomain}`,
        firstName: first,
        lastName: last,
        locale: n % 3 === 0 ? ('fr' as const) : ('en' as const),
        passwordHash: place.passwordHash,
        emailVerifiedAt: since,
        n,
      };
    });
    const created = await db
      .insert(users)
      .values(people.map(({ n: _n, ...person }) => person))
      .returning({ id: users.id });
    await db.insert(organizationRoles).values(
      created.map((user) => ({
        organizationId: place.organizationId,
        userId: user.id,
        type: 'member' as const,
        createdAt: since,
      })),
    );
    if (placement.groupId !== null) {
      const groupId = placement.groupId;
      await db
        .insert(groupRoles)
        .values(
          created.map((user) => ({ groupId, userId: user.id, type: 'reporter' as const, createdAt: since })),
        );
    }
    const rows = created.flatMap((user, i) => {
      const n = people[i]?.n ?? 0;
      return Array.from({ length: WEEKS }, (_, week) => week).flatMap((week) => {
        if ((n * 3 + week) % 10 === 0) return [];
        const completedAt = new Date(now.getTime() - (WEEKS - 1 - week) * 7 * DAY - (n % 5) * 3_600_000);
        // A slow dip and recovery across the weeks, different for each person.
        const wave = Math.round(3 * Math.sin((week + n) / 3));
        const raw = Math.max(3, Math.min(24, placement.base + wave + ((n * 7) % 5) - 2));
        const scored = scoreCheckup(CURRENT_QUESTIONNAIRE, answersFor(raw));
        if (!scored.ok) throw new Error('demo check-up does not score');
        return [checkupValues(user.id, isoWeekStart(completedAt, 'UTC'), scored.result, completedAt)];
      });
    });
    for (let at = 0; at < rows.length; at += 200) await db.insert(checkups).values(rows.slice(at, at + 200));
  }
}
