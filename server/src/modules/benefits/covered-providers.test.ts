import { localDate, memberTimeZone } from '@evenkeel/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource } from '../../test/client';
import {
  addOrganizationRole,
  clientFor,
  createOrganization,
  createUser,
  resourceWith,
} from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('providers covered by a member’s benefits', () => {
  it('filter[covered]=true keeps the providers the coverage pays for, and each result says what is left', async () => {
    const org = await createOrganization(t.ctx);
    const adminUser = await createUser(t.ctx);
    const memberUser = await createUser(t.ctx, { locale: 'fr' });
    const outsiderUser = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, adminUser, 'administrator');
    await addOrganizationRole(t.ctx, org, memberUser, 'member');
    await addOrganizationRole(t.ctx, org, outsiderUser, 'member');
    for (const [name, specialties] of [
      ['Dr. Anxiety', ['anxiety']],
      ['Dr. Grief', ['grief']],
    ] as const) {
      const owner = await createUser(t.ctx);
      await t.ctx.db.insert(providers).values({
        userId: owner.id,
        organizationId: org.id,
        displayName: name,
        specialties: [...specialties],
      });
    }
    const admin = await clientFor(t.app, adminUser);
    const group = (
      await admin.post(
        `/api/organizations/${org.slug}/benefit_groups`,
        resource('benefit_groups', { name: 'Full-time staff' }),
      )
    ).doc.data?.id as string;
    await admin.post(
      `/api/benefit_groups/${group}/members`,
      resource('benefit_group_members', { users: [memberUser.slug] }),
    );
    const coverage = await admin.post(
      `/api/benefit_groups/${group}/coverages`,
      resource('coverages', {
        target_kind: 'specialty',
        target_key: 'anxiety',
        sessions_per_year: 8,
        share_percent: 80,
        plan_year_start_month: 1,
        plan_year_start_day: 1,
      }),
    );
    const member = await clientFor(t.app, memberUser, 'fr');
    const today = localDate(new Date(), memberTimeZone(memberUser.timezone));
    const used = await member.post(
      '/api/coverage_uses',
      resourceWith(
        'coverage_uses',
        { used_on: today, sessions: 2 },
        {
          coverage: { type: 'coverages', id: coverage.doc.data?.id as string },
        },
      ),
    );
    expect(used.statusCode).toBe(201);

    const covered = await member.get('/api/providers?filter[covered]=true');
    expect(covered.statusCode).toBe(200);
    expect(items(covered).map((item) => item.attributes.display_name)).toEqual(['Dr. Anxiety']);
    expect(items(covered)[0]?.meta?.reasons).toContain(
      'Couvert par Full-time staff : 6 séances sur 8 restantes',
    );
    const all = await member.get('/api/providers');
    expect(items(all)).toHaveLength(2);
    // Someone in no benefit group: nothing is covered, and no result says otherwise.
    const outsider = await clientFor(t.app, outsiderUser);
    expect(items(await outsider.get('/api/providers?filter[covered]=true'))).toEqual([]);
    const plain = await outsider.get('/api/providers');
    expect(JSON.stringify(plain.doc)).not.toContain('Covered by');
    expect((await outsider.get('/api/providers?filter[covered]=yes')).statusCode).toBe(422);
  });
});
