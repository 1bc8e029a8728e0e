import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { isoDate, periodStartOf, shiftPeriod } from '@evenkeel/common';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../auth/user';
import {
  dashboardFigures,
  dashboardReleases,
  groupRoles,
  groups,
  organizationRoles,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { clientFor, createGroup, createOrganization, createUser } from '../../test/factories';
import { answers, checkupAt } from '../checkups/test-helpers';
import { releaseClosedPeriods, releasePeriod } from './rollup';

/**
 * Dashboards end to end: roles and check-ups in the database, the hourly rollup, the API.
 * The world sits in a closed month four months back, so its periods are released.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const month = shiftPeriod('month', periodStartOf('month', new Date()), -4);
/** The first ISO week that starts inside that month (it ends inside it too). */
const week = periodStartOf('week', new Date(month.getTime() + 6 * DAY));
const joined = new Date(month.getTime() - 30 * DAY);
const at = (days: number, minutes = 0) => new Date(week.getTime() + days * DAY + minutes * 60_000);

async function member(org: { id: number }, since = joined) {
  const user = await createUser(t.ctx);
  await t.ctx.db
    .insert(organizationRoles)
    .values({ organizationId: org.id, userId: user.id, type: 'member', createdAt: since });
  return user;
}

async function reporter(group: { id: number }, user: User, since = joined) {
  await t.ctx.db
    .insert(groupRoles)
    .values({ groupId: group.id, userId: user.id, type: 'reporter', createdAt: since });
}

/**
 * An organization of 42 members: a group of 12 reporters whose unit has 10 of them (the group's
 * residual would be 2 people), and 30 members in no group. Everyone completes one check-up in
 * the week. In the group, six score 80 (thriving) and six 40 (of concern, positive anxiety screens).
 */
async function world() {
  const org = await createOrganization(t.ctx, { name: 'Acme' });
  const group = await createGroup(t.ctx, org, { name: 'Nursing' });
  const unit = await createGroup(t.ctx, org, { name: 'Night shift', parentId: group.id });
  const inGroup: User[] = [];
  for (let i = 0; i < 12; i += 1) {
    const user = await member(org);
    await reporter(i < 10 ? unit : group, user);
    await checkupAt(t.ctx, user, at(1, i), i % 2 === 0 ? answers(4, 0) : answers(2, 2));
    inGroup.push(user);
  }
  const others: User[] = [];
  for (let i = 0; i < 30; i += 1) {
    const user = await member(org);
    await checkupAt(t.ctx, user, at(2, i), answers(3, 0));
    others.push(user);
  }
  const orgAdmin = await createUser(t.ctx);
  await t.ctx.db
    .insert(organizationRoles)
    .values({ organizationId: org.id, userId: orgAdmin.id, type: 'administrator' });
  const groupAdmin = await createUser(t.ctx);
  await t.ctx.db
    .insert(groupRoles)
    .values({ groupId: group.id, userId: groupAdmin.id, type: 'administrator' });
  const platformAdmin = await createUser(t.ctx, { platformAdmin: true });
  await releaseClosedPeriods(t.ctx.db);
  return { org, group, unit, inGroup, others, orgAdmin, groupAdmin, platformAdmin };
}

let w: Awaited<ReturnType<typeof world>>;
beforeAll(async () => {
  w = await world();
});

const weekQuery = `filter[period]=week&filter[from]=${isoDate(week)}&filter[to]=${isoDate(week)}`;

describe('GET /api/groups/{slug}/dashboard', () => {
  it('shows the group’s figures for the closed week, computed by hand', async () => {
    const admin = await clientFor(t.app, w.groupAdmin);
    const response = await admin.get(`/api/groups/${w.group.slug}/dashboard?${weekQuery}`);
    expect(response.statusCode).toBe(200);
    const dashboard = response.json().data.attributes;
    expect(dashboard).toMatchObject({ name: 'Nursing', scope: 'group', period: 'week', from: isoDate(week) });
    expect(dashboard.periods).toHaveLength(1);
    const [period] = dashboard.periods;
    expect(period).toMatchObject({
      start: isoDate(week),
      end: isoDate(new Date(week.getTime() + 6 * DAY)),
      state: 'closed',
    });
    expect(period.figures).toEqual({
      members: 12,
      active_members: 12,
      participation_rate: 1,
      stale_share: 0,
      respondents: 12,
      mean_score: 60,
      // 6 of 12 in a band, or screening positive: a share × respondents would count 6 people.
      thriving_share: { suppressed: 'insufficient' },
      room_to_improve_share: 0,
      of_concern_share: { suppressed: 'insufficient' },
      anxiety_positive_share: { suppressed: 'insufficient' },
      depression_positive_share: { suppressed: 'insufficient' },
      life_areas: { sleep: 5, energy: 5, stress: 5, social: 5, work: 5, meaning: 5 },
    });
  });

  it('hides the unit of 10 inside the group of 12, saying it protects others, in both languages', async () => {
    const admin = await clientFor(t.app, w.groupAdmin);
    const response = await admin.get(`/api/groups/${w.unit.slug}/dashboard?${weekQuery}`);
    expect(response.statusCode).toBe(200);
    const figures = response.json().data.attributes.periods[0].figures;
    expect(response.json().data.attributes.scope).toBe('unit');
    expect(figures.mean_score).toEqual({ suppressed: 'protects_others' });
    expect(figures.members).toEqual({ suppressed: 'protects_others' });
    expect(JSON.stringify(figures)).not.toMatch(/\d/);
    const csv = await admin.get(`/api/groups/${w.unit.slug}/dashboard.csv?${weekQuery}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('Hidden to protect others');
    const frenchAdmin = await createUser(t.ctx, { locale: 'fr' });
    await t.ctx.db
      .insert(groupRoles)
      .values({ groupId: w.group.id, userId: frenchAdmin.id, type: 'administrator' });
    const french = await clientFor(t.app, frenchAdmin, 'fr');
    const csvFr = await french.get(`/api/groups/${w.unit.slug}/dashboard.csv?${weekQuery}`);
    expect(csvFr.body).toContain('Masqué pour protéger d’autres personnes');
  });

  it('is 404 for the group’s reporters, platform administrators and strangers, and 401 signed out', async () => {
    const reporterClient = await clientFor(t.app, w.inGroup[11] as User);
    expect((await reporterClient.get(`/api/groups/${w.group.slug}/dashboard`)).statusCode).toBe(404);
    const platform = await clientFor(t.app, w.platformAdmin);
    expect((await platform.get(`/api/groups/${w.group.slug}/dashboard`)).statusCode).toBe(404);
    const stranger = await clientFor(t.app, await createUser(t.ctx));
    expect((await stranger.get(`/api/groups/${w.group.slug}/dashboard`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/groups/${w.group.slug}/dashboard.csv`)).statusCode).toBe(404);
    expect((await stranger.get('/api/groups/no-such-group/dashboard')).statusCode).toBe(404);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`/api/groups/${w.group.slug}/dashboard`)).statusCode).toBe(401);
  });

  it('answers 422 naming the parameter for a period it does not know or dates that are not dates', async () => {
    const admin = await clientFor(t.app, w.groupAdmin);
    const year = await admin.get(`/api/groups/${w.group.slug}/dashboard?filter[period]=year`);
    expect(year.statusCode).toBe(422);
    expect(year.json().errors[0].source).toEqual({ parameter: 'filter[period]' });
    const bad = await admin.get(`/api/groups/${w.group.slug}/dashboard?filter[from]=2026-02-30`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].source).toEqual({ parameter: 'filter[from]' });
    const reversed = await admin.get(
      `/api/groups/${w.group.slug}/dashboard?filter[from]=${isoDate(new Date())}&filter[to]=${isoDate(week)}`,
    );
    expect(reversed.statusCode).toBe(422);
  });

  it('shows the current period in progress, without figures, and the 12 closed ones before it', async () => {
    const admin = await clientFor(t.app, w.groupAdmin);
    const response = await admin.get(`/api/groups/${w.group.slug}/dashboard?filter[period]=month`);
    const periods = response.json().data.attributes.periods;
    expect(periods).toHaveLength(13);
    expect(periods.at(-1)).toMatchObject({ state: 'in_progress', figures: null });
    expect(periods.find((p: { start: string }) => p.start === isoDate(month)).figures.members).toBe(12);
  });
});

describe('GET /api/organizations/{slug}/dashboard', () => {
  it('shows the organization and each group and unit to its administrators and the platform’s', async () => {
    for (const user of [w.orgAdmin, w.platformAdmin]) {
      const client = await clientFor(t.app, user);
      const response = await client.get(`/api/organizations/${w.org.slug}/dashboard?${weekQuery}`);
      expect(response.statusCode, response.body).toBe(200);
      const { periods, populations, scope } = response.json().data.attributes;
      expect(scope).toBe('organization');
      // 42 members; the group's 12 average 60 and the others 60 too (who5 3 each).
      expect(periods[0].figures).toMatchObject({ members: 42, respondents: 42, mean_score: 60 });
      expect(populations.map((p: { name: string; scope: string }) => [p.name, p.scope])).toEqual([
        ['Nursing', 'group'],
        ['Night shift', 'unit'],
      ]);
      expect(populations[0].period.figures.members).toBe(12);
      expect(populations[1].period.figures.members).toEqual({ suppressed: 'protects_others' });
    }
  });

  it('names a group as it is now, and lists a new one, although the figures are kept between releases', async () => {
    const client = await clientFor(t.app, w.orgAdmin);
    const names = async () =>
      (await client.get(`/api/organizations/${w.org.slug}/dashboard?${weekQuery}`))
        .json()
        .data.attributes.populations.map((p: { name: string }) => p.name);
    expect(await names()).toEqual(['Nursing', 'Night shift']);
    await t.ctx.db.update(groups).set({ name: 'Nursing staff' }).where(eq(groups.id, w.group.id));
    const admissions = await createGroup(t.ctx, w.org, { name: 'Admissions' });
    expect(await names()).toEqual(['Admissions', 'Nursing staff', 'Night shift']);
    await t.ctx.db.delete(groups).where(eq(groups.id, admissions.id));
    await t.ctx.db.update(groups).set({ name: 'Nursing' }).where(eq(groups.id, w.group.id));
    expect(await names()).toEqual(['Nursing', 'Night shift']);
  });

  it('is 404 for group administrators, members and strangers', async () => {
    for (const user of [w.groupAdmin, w.others[0] as User, await createUser(t.ctx)]) {
      const client = await clientFor(t.app, user);
      expect((await client.get(`/api/organizations/${w.org.slug}/dashboard`)).statusCode).toBe(404);
    }
  });

  it('downloads the same figures as CSV, the organization then its groups and units', async () => {
    const client = await clientFor(t.app, w.orgAdmin);
    const csv = await client.get(`/api/organizations/${w.org.slug}/dashboard.csv?${weekQuery}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^Acme,Organization,/);
    const hidden = 'Not enough data to protect privacy';
    expect(lines[2]).toMatch(
      new RegExp(`^Nursing,Group,.*,12,12,1,0,12,60,${hidden},0,${hidden},${hidden},${hidden},5,5,5,5,5,5$`),
    );
    expect(lines[3]).toMatch(/^Night shift,Unit,/);
  });
});

describe('documents kept between releases', () => {
  const organizationUrl = () => `/api/organizations/${w.org.slug}/dashboard?${weekQuery}`;

  /** A GET as a browser sends it, with its Accept-Encoding; the body left as sent. */
  const raw = (client: TestClient, url: string, encoding: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'application/vnd.api+json',
        cookie: `evenkeel_session=${client.cookie('evenkeel_session')}`,
        'accept-encoding': encoding,
      },
    });

  it('are the same bytes for every administrator who may see them, and still 404 to anyone else', async () => {
    const orgAdmin = await clientFor(t.app, w.orgAdmin);
    const platformAdmin = await clientFor(t.app, w.platformAdmin);
    const first = await orgAdmin.get(organizationUrl());
    const second = await platformAdmin.get(organizationUrl());
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const groupAdmin = await clientFor(t.app, w.groupAdmin);
    expect((await groupAdmin.get(organizationUrl())).statusCode).toBe(404);
    const reporterClient = await clientFor(t.app, w.inGroup[11] as User);
    await groupAdmin.get(`/api/groups/${w.group.slug}/dashboard?${weekQuery}`);
    expect((await reporterClient.get(`/api/groups/${w.group.slug}/dashboard?${weekQuery}`)).statusCode).toBe(
      404,
    );
  });

  it('are sent compressed as the browser accepts, the same document once decompressed', async () => {
    const orgAdmin = await clientFor(t.app, w.orgAdmin);
    const plain = await raw(orgAdmin, organizationUrl(), 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await raw(orgAdmin, organizationUrl(), 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotli.headers['content-type']).toBe('application/vnd.api+json');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await raw(orgAdmin, organizationUrl(), 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('change when a period is released', async () => {
    const admin = await clientFor(t.app, w.groupAdmin);
    const url = `/api/groups/${w.group.slug}/dashboard?${weekQuery}`;
    const released = await admin.get(url);
    expect(released.json().data.attributes.periods[0].figures.members).toBe(12);
    // As before the week's release: its rows taken out, then put back as a release would.
    const start = isoDate(week);
    const where = and(eq(dashboardReleases.period, 'week'), eq(dashboardReleases.periodStart, start));
    const figuresWhere = and(eq(dashboardFigures.period, 'week'), eq(dashboardFigures.periodStart, start));
    const release = await t.ctx.db.select().from(dashboardReleases).where(where);
    const figures = await t.ctx.db.select().from(dashboardFigures).where(figuresWhere);
    await t.ctx.db.delete(dashboardFigures).where(figuresWhere);
    await t.ctx.db.delete(dashboardReleases).where(where);
    expect((await admin.get(url)).json().data.attributes.periods[0]).toMatchObject({
      state: 'pending',
      figures: null,
    });
    await t.ctx.db.insert(dashboardFigures).values(figures);
    await t.ctx.db
      .insert(dashboardReleases)
      .values(release.map((row) => ({ ...row, releasedAt: new Date() })));
    expect((await admin.get(url)).body).toBe(released.body);
  });
});

describe('published figures', () => {
  it('are stored once when two workers compute the same period at the same moment', async () => {
    const start = isoDate(week);
    const where = and(eq(dashboardReleases.period, 'week'), eq(dashboardReleases.periodStart, start));
    const figuresWhere = and(eq(dashboardFigures.period, 'week'), eq(dashboardFigures.periodStart, start));
    const before = await t.ctx.db.select().from(dashboardFigures).where(figuresWhere);
    await t.ctx.db.delete(dashboardFigures).where(figuresWhere);
    await t.ctx.db.delete(dashboardReleases).where(where);
    const stored = await Promise.all([
      releasePeriod(t.ctx.db, 'week', week),
      releasePeriod(t.ctx.db, 'week', week),
    ]);
    expect(stored.filter(Boolean)).toHaveLength(1);
    const after = await t.ctx.db.select().from(dashboardFigures).where(figuresWhere);
    const byNode = (rows: typeof before) =>
      [...rows].sort((a, b) => (a.groupId ?? 0) - (b.groupId ?? 0) || a.organizationId - b.organizationId);
    expect(byNode(after)).toEqual(byNode(before));
  });

  it('never change: not after a late check-up, nor after an account is deleted', async () => {
    const before = await t.ctx.db
      .select()
      .from(dashboardFigures)
      .where(eq(dashboardFigures.groupId, w.group.id));
    // A check-up stamped inside the released week (as a transaction committed late would be).
    const late = await member(w.org);
    await reporter(w.group, late);
    await checkupAt(t.ctx, late, at(3), answers(0, 3));
    await t.ctx.db.delete(users).where(eq(users.id, (w.inGroup[0] as User).id));
    expect(await releaseClosedPeriods(t.ctx.db)).toBe(0);
    const after = await t.ctx.db
      .select()
      .from(dashboardFigures)
      .where(eq(dashboardFigures.groupId, w.group.id));
    expect(after).toEqual(before);
  });

  it('count a member only in the populations they belonged to when they completed the check-up', async () => {
    const org = await createOrganization(t.ctx);
    const group = await createGroup(t.ctx, org);
    const early: User[] = [];
    for (let i = 0; i < 10; i += 1) {
      const user = await member(org);
      await reporter(group, user);
      early.push(user);
    }
    // A reporter who joined after their check-up: their past does not come with them.
    const newcomer = await member(org, at(22));
    await reporter(group, newcomer, at(22));
    for (const [i, user] of [...early, newcomer].entries()) {
      await checkupAt(t.ctx, user, at(15, i), answers(5, 0));
    }
    // That week was released (empty) with the world's: as if this were before its release.
    const start = isoDate(periodStartOf('week', at(15)));
    await t.ctx.db.delete(dashboardReleases).where(eq(dashboardReleases.periodStart, start));
    await t.ctx.db.delete(dashboardFigures).where(eq(dashboardFigures.periodStart, start));
    await releaseClosedPeriods(t.ctx.db);
    const admin = await createUser(t.ctx);
    await t.ctx.db
      .insert(organizationRoles)
      .values({ organizationId: org.id, userId: admin.id, type: 'administrator' });
    const client = await clientFor(t.app, admin);
    const from = isoDate(periodStartOf('week', at(15)));
    const response = await client.get(
      `/api/groups/${group.slug}/dashboard?filter[period]=week&filter[from]=${from}&filter[to]=${from}`,
    );
    expect(response.json().data.attributes.periods[0].figures).toMatchObject({
      members: 10,
      respondents: 10,
      mean_score: 100,
    });
  });
});

describe('across period kinds', () => {
  it('withholds a month whose last week, published first, would single out the one who skipped it', async () => {
    // Seven months back: before the world's data, so none of its periods is released yet.
    const monthStart = shiftPeriod('month', periodStartOf('month', new Date()), -7);
    const firstMonday = periodStartOf('week', new Date(monthStart.getTime() + 6 * DAY));
    const weeks = [0, 1, 2].map((i) => new Date(firstMonday.getTime() + i * 7 * DAY));
    const org = await createOrganization(t.ctx, { name: 'Across' });
    const group = await createGroup(t.ctx, org, { name: 'Wards' });
    const since = new Date(monthStart.getTime() - 30 * DAY);
    for (let i = 0; i < 12; i += 1) {
      const user = await member(org, since);
      await reporter(group, user, since);
      for (const [n, start] of weeks.entries()) {
        // The first skips the month's last week: month − that week would be their answers.
        if (i === 0 && n === 2) continue;
        await checkupAt(
          t.ctx,
          user,
          new Date(start.getTime() + DAY + i * 60_000),
          answers(i === 0 ? 4 : 2, 0),
        );
      }
    }
    await releaseClosedPeriods(t.ctx.db);
    const figuresOf = async (period: 'week' | 'month', start: Date) => {
      const [row] = await t.ctx.db
        .select()
        .from(dashboardFigures)
        .where(
          and(
            eq(dashboardFigures.groupId, group.id),
            eq(dashboardFigures.period, period),
            eq(dashboardFigures.periodStart, isoDate(start)),
          ),
        );
      return row?.figures;
    };
    expect((await figuresOf('week', weeks[2] as Date))?.respondents).toBe(11);
    expect((await figuresOf('week', weeks[1] as Date))?.respondents).toBe(12);
    const month = await figuresOf('month', monthStart);
    expect(month?.respondents).toEqual({ suppressed: 'protects_others' });
    expect(month?.mean_score).toEqual({ suppressed: 'protects_others' });
    // Membership at the month's end is a snapshot of its own: still shown.
    expect(month?.members).toBe(12);
    const [orgMonth] = await t.ctx.db
      .select()
      .from(dashboardFigures)
      .where(
        and(
          eq(dashboardFigures.organizationId, org.id),
          isNull(dashboardFigures.groupId),
          eq(dashboardFigures.period, 'month'),
          eq(dashboardFigures.periodStart, isoDate(monthStart)),
        ),
      );
    expect(orgMonth?.figures.mean_score).toEqual({ suppressed: 'protects_others' });
  });
});
