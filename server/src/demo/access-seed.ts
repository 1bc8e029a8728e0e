import type { Db } from '../db/client';
import { accessRecords } from '../db/schema';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The demo people whose reads of Maya's data fill her "who saw my data". */
export type DemoAccessPeople = {
  maya: { id: number };
  /** Maya shares her results with Lucas (a connection). */
  lucas: { id: number; firstName: string; lastName: string };
  /** Maya consented to Grace, who administers Operations, by name (decision 0011). */
  grace: { id: number; firstName: string; lastName: string };
};

/**
 * A few reads of Maya's data by the two people she shares with, as the recorder would have
 * written them (docs/access-log.md): Lucas opened her insights three times one evening and once
 * this morning, Grace her check-up history yesterday. Each record's hour is its UTC hour, like
 * the recorder's coalescing key.
 */
export async function seedDemoAccessRecords(db: Db, people: DemoAccessPeople, now = new Date()) {
  const at = (ago: number) => new Date(now.getTime() - ago);
  const hourOf = (date: Date) => new Date(Math.floor(date.getTime() / HOUR) * HOUR);
  const record = (
    viewer: DemoAccessPeople['lucas'],
    role: { viewerRole: 'connection' | 'group_administrator'; purpose: 'connection' | 'result_consent' },
    dataKind: 'insights' | 'checkups',
    first: Date,
    last: Date,
    count: number,
  ) => ({
    subjectUserId: people.maya.id,
    viewerId: viewer.id,
    viewerName: `${viewer.firstName} ${viewer.lastName}`,
    ...role,
    dataKind,
    client: 'web' as const,
    hour: hourOf(last),
    firstAt: first,
    occurredAt: last,
    count,
  });
  const connection = { viewerRole: 'connection', purpose: 'connection' } as const;
  const consent = { viewerRole: 'group_administrator', purpose: 'result_consent' } as const;
  const evening = hourOf(at(2 * DAY));
  await db
    .insert(accessRecords)
    .values([
      record(
        people.lucas,
        connection,
        'insights',
        new Date(evening.getTime() + 5 * 60_000),
        new Date(evening.getTime() + 41 * 60_000),
        3,
      ),
      record(people.grace, consent, 'checkups', at(DAY + 3 * HOUR), at(DAY + 3 * HOUR), 1),
      record(people.lucas, connection, 'insights', at(2 * HOUR), at(2 * HOUR), 1),
    ]);
}
