import { ACCESS_DATA_KINDS, ACCESS_PURPOSES, ACCESS_VIEWER_ROLES } from '@evenkeel/common/privacy';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../auth/user';
import { createTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import { type AccessRead, recordAccess } from './access-records';
import { accessRecords } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * "Who saw my data" keeps every read another person made, and only those: for any sequence of
 * reads within one hour, by any viewers of any kind, purpose and client, the member's records are
 * one line per (viewer, kind, purpose, client, outcome) with the number of those reads, nothing
 * for their own reads but their own export downloads (`self`).
 */
describe('recordAccess, for any sequence of reads', () => {
  it('coalesces each viewer, kind, purpose, client and outcome into one line counting its reads', async () => {
    const member = await createUser(t.ctx);
    const others = [await createUser(t.ctx), await createUser(t.ctx)];
    const people: User[] = [member, ...others];
    const read = fc.record({
      viewer: fc.integer({ min: 0, max: people.length - 1 }),
      viewerRole: fc.constantFrom(...ACCESS_VIEWER_ROLES),
      dataKind: fc.constantFrom(...ACCESS_DATA_KINDS),
      purpose: fc.constantFrom(...ACCESS_PURPOSES),
      client: fc.constantFrom('web' as const, 'api' as const),
      outcome: fc.constantFrom('success' as const, 'refused' as const),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(read, { maxLength: 25 }), async (reads) => {
        await t.ctx.db.delete(accessRecords).where(eq(accessRecords.subjectUserId, member.id));
        const expected = new Map<string, number>();
        for (const r of reads) {
          const viewer = people[r.viewer] as User;
          const access: AccessRead = { ...r, subjectUserId: member.id, viewer };
          await recordAccess(t.ctx.db, access);
          if (viewer.id === member.id && r.viewerRole !== 'self') continue;
          // The role is the first read's: it is not part of what coalesces.
          const key = [viewer.id, r.dataKind, r.purpose, r.client, r.outcome].join('|');
          expected.set(key, (expected.get(key) ?? 0) + 1);
        }
        const rows = await t.ctx.db
          .select()
          .from(accessRecords)
          .where(eq(accessRecords.subjectUserId, member.id));
        // Summed by key, one line per key and hour: a run that crosses an hour makes two lines.
        const found = new Map<string, number>();
        const lines = new Set<string>();
        for (const row of rows) {
          const key = [row.viewerId, row.dataKind, row.purpose, row.client, row.outcome].join('|');
          found.set(key, (found.get(key) ?? 0) + row.count);
          const line = `${key}|${row.hour.toISOString()}`;
          expect(lines.has(line), line).toBe(false);
          lines.add(line);
        }
        expect(found).toEqual(expected);
        for (const row of rows) {
          const viewer = people.find((person) => person.id === row.viewerId) as User;
          expect(row.viewerName).toBe(`${viewer.firstName} ${viewer.lastName}`);
        }
      }),
      { numRuns: 25 },
    );
  });
});
