import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../auth/user';
import { emails, groupRoles, resultConsents, sharingEpoch, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { items, TestClient } from '../../test/client';
import {
  addGroupRole,
  addOrganizationRole,
  clientFor,
  createConnection,
  createGroup,
  createInvitation,
  createOrganization,
  createProviderProfile,
  createUser,
  giveConsent,
  resourceWith,
} from '../../test/factories';
import { checkupAt } from '../checkups/test-helpers';

/**
 * Issue 26 §1: consent belongs to a viewer, not to a role (decision 0011). The attacks walked
 * through the API: every way of giving oneself (or a second account) an administrator role over
 * reporters reads nothing of theirs until each reporter says yes to that person.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const invite = (
  attributes: Record<string, unknown>,
  relationships: Record<string, { type: string; id: string } | null> = {},
) => resourceWith('invitations', attributes, relationships);

/** Every route that answers a member's individual data to someone else. */
const INDIVIDUAL_ROUTES = (slug: string) => [
  `/api/users/${slug}/insights`,
  `/api/users/${slug}/insights?filter[period]=all`,
  `/api/users/${slug}/checkups`,
];

async function readsNothingOf(client: TestClient, reporters: User[]) {
  for (const reporter of reporters) {
    for (const path of INDIVIDUAL_ROUTES(reporter.slug)) {
      const response = await client.get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).not.toContain('score');
    }
  }
}

async function readsAllOf(client: TestClient, reporters: User[]) {
  for (const reporter of reporters) {
    for (const path of INDIVIDUAL_ROUTES(reporter.slug)) {
      expect((await client.get(path)).statusCode, path).toBe(200);
    }
  }
}

/** An organization with a group, a unit, its first administrator and two reporters who agreed to them. */
async function world() {
  const org = await createOrganization(t.ctx);
  const group = await createGroup(t.ctx, org, { name: 'Night shift' });
  const unit = await createGroup(t.ctx, org, { parentId: group.id, name: 'Ward 3' });
  const admin = await createUser(t.ctx, { firstName: 'Ada', lastName: 'First' });
  await addGroupRole(t.ctx, group, admin, 'administrator');
  const reporterEn = await createUser(t.ctx, { firstName: 'Rae', lastName: 'English', locale: 'en' });
  const reporterFr = await createUser(t.ctx, { firstName: 'Rémi', lastName: 'Français', locale: 'fr' });
  await addGroupRole(t.ctx, group, reporterEn, 'reporter');
  await addGroupRole(t.ctx, unit, reporterFr, 'reporter');
  await giveConsent(t.ctx, reporterEn, admin, group);
  await giveConsent(t.ctx, reporterFr, admin, unit);
  for (const reporter of [reporterEn, reporterFr]) await checkupAt(t.ctx, reporter, new Date());
  return { org, group, unit, admin, reporters: [reporterEn, reporterFr], reporterEn, reporterFr };
}

/** `inviter` invites `invitee` as administrator of `group` through the API; the invitee accepts. */
async function makeGroupAdmin(inviter: TestClient, invitee: User, groupSlug: string) {
  const sent = await inviter.post(
    '/api/invitations',
    invite(
      { scope: 'group', role: 'administrator', email: invitee.email },
      { group: { type: 'groups', id: groupSlug } },
    ),
  );
  expect(sent.statusCode).toBe(201);
  const client = await clientFor(t.app, invitee);
  const accepted = await client.post(`/api/invitations/${sent.doc.data?.id}/accept`);
  expect(accepted.statusCode).toBe(200);
  return client;
}

async function pendingCardFor(reporter: User, administrator: User) {
  const client = await clientFor(t.app, reporter, reporter.locale);
  const list = await client.get('/api/result_consents?filter[state]=pending');
  expect(list.statusCode).toBe(200);
  const card = items(list).find(
    (item) =>
      item.attributes.first_name === administrator.firstName &&
      item.attributes.last_name === administrator.lastName,
  );
  return { client, card };
}

describe('the attack: a second account made administrator reads nothing without each reporter’s yes', () => {
  it('(a) an organization administrator invites a second address they control as group administrator', async () => {
    const w = await world();
    const orgAdmin = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, w.org, orgAdmin, 'administrator');
    const second = await createUser(t.ctx, { firstName: 'Jordan', lastName: 'Lee' });
    const orgAdminClient = await clientFor(t.app, orgAdmin);
    const secondClient = await makeGroupAdmin(orgAdminClient, second, w.group.slug);

    // Name and picture only: the group's reporter list, never the results.
    const listed = await secondClient.get(`/api/groups/${w.group.slug}/reporters`);
    expect(listed.statusCode).toBe(200);
    expect(items(listed).map((item) => item.attributes.first_name)).toEqual(['Rae']);
    await readsNothingOf(secondClient, w.reporters);
    await readsNothingOf(orgAdminClient, w.reporters);
    // The first administrator, whom both reporters agreed to, still reads.
    await readsAllOf(await clientFor(t.app, w.admin), w.reporters);

    // Each reporter has a pending card naming Jordan Lee, and an e-mail in their language
    // with a link to the app and no data.
    for (const reporter of w.reporters) {
      const { card } = await pendingCardFor(reporter, second);
      expect(card?.attributes).toMatchObject({
        state: 'pending',
        group_name: reporter === w.reporterEn ? 'Night shift' : 'Ward 3',
      });
      expect(card?.meta?.abilities).toEqual({ accept: true, decline: true, withdraw: false });
      const [mail] = await t.ctx.db
        .select()
        .from(emails)
        .where(eq(emails.toAddress, reporter.email))
        .orderBy(desc(emails.id))
        .limit(1);
      expect(mail?.subject).toBe(
        reporter.locale === 'fr'
          ? 'Jordan Lee administre maintenant Ward 3'
          : 'Jordan Lee now administers Night shift',
      );
      expect(mail?.textBody).toContain('http://');
      expect(mail?.textBody).toContain('/profile#invitations');
      expect(mail?.textBody).not.toMatch(/score|\d\d\/100/i);
    }

    // One reporter says yes to Jordan Lee: only that reporter's results open to them.
    const { client: enClient, card } = await pendingCardFor(w.reporterEn, second);
    const accepted = await enClient.post(`/api/result_consents/${card?.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.doc.data?.attributes).toMatchObject({ state: 'given' });
    await readsAllOf(secondClient, [w.reporterEn]);
    await readsNothingOf(secondClient, [w.reporterFr]);
    // The organization administrator who arranged it still reads nothing.
    await readsNothingOf(orgAdminClient, w.reporters);
  });

  it('(b) a platform administrator’s chain: an organization administrator, then a group administrator', async () => {
    const w = await world();
    const platformAdmin = await createUser(t.ctx, { platformAdmin: true });
    const second = await createUser(t.ctx);
    const third = await createUser(t.ctx);
    const platformClient = await clientFor(t.app, platformAdmin);
    const sent = await platformClient.post(
      '/api/invitations',
      invite(
        { scope: 'organization', role: 'administrator', email: second.email },
        { organization: { type: 'organizations', id: w.org.slug } },
      ),
    );
    expect(sent.statusCode).toBe(201);
    const secondClient = await clientFor(t.app, second);
    expect((await secondClient.post(`/api/invitations/${sent.doc.data?.id}/accept`)).statusCode).toBe(200);
    const thirdClient = await makeGroupAdmin(secondClient, third, w.group.slug);
    for (const client of [platformClient, secondClient, thirdClient])
      await readsNothingOf(client, w.reporters);
  });

  it('(c) a group administrator adds a co-administrator; an administrator who also holds a higher role never reads', async () => {
    const w = await world();
    const coAdmin = await createUser(t.ctx);
    const adminClient = await clientFor(t.app, w.admin);
    const coClient = await makeGroupAdmin(adminClient, coAdmin, w.unit.slug);
    await readsNothingOf(coClient, [w.reporterFr]);
    // Reporters of the parent group are not the unit administrator's to read at all (no card).
    await readsNothingOf(coClient, [w.reporterEn]);
    expect((await pendingCardFor(w.reporterEn, coAdmin)).card).toBeUndefined();
    const { client, card } = await pendingCardFor(w.reporterFr, coAdmin);
    expect((await client.post(`/api/result_consents/${card?.id}/accept`)).statusCode).toBe(200);
    await readsAllOf(coClient, [w.reporterFr]);

    // The same account made organization administrator too: through the group, never again.
    await addOrganizationRole(t.ctx, w.org, coAdmin, 'administrator');
    await readsNothingOf(coClient, [w.reporterFr]);
  });
});

describe('a reporter’s consents', () => {
  it('withdraw: the administrator’s next read is a 404 (no kept document), the rest of the sharing stays', async () => {
    const w = await world();
    const co = await createUser(t.ctx);
    await addGroupRole(t.ctx, w.group, co, 'administrator');
    await giveConsent(t.ctx, w.reporterEn, co, w.group);
    const adminClient = await clientFor(t.app, w.admin);
    const coClient = await clientFor(t.app, co);
    // Read once so the insights document is kept, then withdraw.
    await readsAllOf(adminClient, [w.reporterEn]);
    const reporter = await clientFor(t.app, w.reporterEn);
    const given = items(await reporter.get('/api/result_consents?filter[state]=given'));
    expect(given.map((item) => item.attributes.first_name).sort()).toEqual(['Ada', 'Test']);
    const adaConsent = given.find((item) => item.attributes.first_name === 'Ada');
    expect(adaConsent?.meta?.abilities).toEqual({ accept: false, decline: false, withdraw: true });
    const epoch = async () => (await t.ctx.db.select().from(sharingEpoch))[0]?.version ?? 0;
    const before = await epoch();
    const withdrawn = await reporter.post(`/api/result_consents/${adaConsent?.id}/withdraw`);
    // The sharing lists' epoch moved with the consent (migration 0019's trigger, decision 0009).
    expect(await epoch()).toBeGreaterThan(before);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.doc.data?.attributes.state).toBe('withdrawn');
    expect(withdrawn.doc.data?.attributes.withdrawn_at).toEqual(expect.any(String));
    await readsNothingOf(adminClient, [w.reporterEn]);
    await readsAllOf(coClient, [w.reporterEn]);
    // Still a reporter of the group.
    const roles = await t.ctx.db
      .select()
      .from(groupRoles)
      .where(and(eq(groupRoles.userId, w.reporterEn.id), eq(groupRoles.groupId, w.group.id)));
    expect(roles).toHaveLength(1);
    // Twice: a 422 that says what to do.
    const again = await reporter.post(`/api/result_consents/${adaConsent?.id}/withdraw`);
    expect(again.statusCode).toBe(422);
    expect(again.doc.errors?.[0]?.detail).toBe(
      'You have already answered this request. Reload the page to see where your sharing stands.',
    );
    // Saying yes again from Permissions works while both roles last.
    expect((await reporter.post(`/api/result_consents/${adaConsent?.id}/accept`)).statusCode).toBe(200);
    await readsAllOf(adminClient, [w.reporterEn]);
  });

  it('decline keeps the rest of the sharing; only the reporter sees or acts on a consent (404), signed out is 401', async () => {
    const w = await world();
    const co = await createUser(t.ctx);
    await addGroupRole(t.ctx, w.group, co, 'administrator');
    const pending = await giveConsent(t.ctx, w.reporterEn, co, w.group, 'pending');
    for (const other of [co, w.admin, w.reporterFr]) {
      const client = await clientFor(t.app, other);
      for (const act of ['accept', 'decline', 'withdraw']) {
        expect((await client.post(`/api/result_consents/${pending.slug}/${act}`)).statusCode).toBe(404);
      }
      expect(items(await client.get('/api/result_consents')).map((item) => item.id)).not.toContain(
        pending.slug,
      );
    }
    const signedOut = await new TestClient(t.app).start();
    expect((await signedOut.get('/api/result_consents')).statusCode).toBe(401);
    const reporter = await clientFor(t.app, w.reporterEn);
    const declined = await reporter.post(`/api/result_consents/${pending.slug}/decline`);
    expect(declined.statusCode).toBe(200);
    expect(declined.doc.data?.attributes.state).toBe('declined');
    await readsNothingOf(await clientFor(t.app, co), [w.reporterEn]);
    await readsAllOf(await clientFor(t.app, w.admin), [w.reporterEn]);
    const unknown = await reporter.get('/api/result_consents?filter[state]=maybe');
    expect(unknown.statusCode).toBe(422);
  });

  it('an administrator who loses the role loses access; becoming administrator again needs a new yes', async () => {
    const w = await world();
    const adminClient = await clientFor(t.app, w.admin);
    await readsAllOf(adminClient, w.reporters);
    await t.ctx.db
      .delete(groupRoles)
      .where(and(eq(groupRoles.userId, w.admin.id), eq(groupRoles.type, 'administrator')));
    await readsNothingOf(adminClient, w.reporters);
    const [ended] = await t.ctx.db
      .select()
      .from(resultConsents)
      .where(
        and(eq(resultConsents.administratorId, w.admin.id), eq(resultConsents.reporterId, w.reporterEn.id)),
      );
    expect(ended).toMatchObject({ state: 'ended' });
    expect(ended?.withdrawnAt).toBeInstanceOf(Date);
    // Back as administrator through an invitation: nothing until each reporter says yes.
    const orgAdmin = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, w.org, orgAdmin, 'administrator');
    const back = await makeGroupAdmin(await clientFor(t.app, orgAdmin), w.admin, w.group.slug);
    await readsNothingOf(back, w.reporters);
    const { card } = await pendingCardFor(w.reporterEn, w.admin);
    expect(card?.attributes.state).toBe('pending');
    // An ended consent cannot be accepted from an old screen once the role is gone again.
    await t.ctx.db
      .delete(groupRoles)
      .where(and(eq(groupRoles.userId, w.admin.id), eq(groupRoles.type, 'administrator')));
    const reporter = await clientFor(t.app, w.reporterEn);
    const late = await reporter.post(`/api/result_consents/${card?.id}/accept`);
    expect(late.statusCode).toBe(422);
    expect(late.doc.errors?.[0]?.detail).toBe(
      'This person no longer administers the group (or you no longer report to it), so there is nothing to share with them.',
    );
  });

  it('accepting a reporter invitation gives consent to the administrators on the card, and a pending card for one added since', async () => {
    const org = await createOrganization(t.ctx);
    const group = await createGroup(t.ctx, org);
    const unit = await createGroup(t.ctx, org, { parentId: group.id });
    const groupAdmin = await createUser(t.ctx, { firstName: 'Gail' });
    const unitAdmin = await createUser(t.ctx, { firstName: 'Uma' });
    await addGroupRole(t.ctx, group, groupAdmin, 'administrator');
    await addGroupRole(t.ctx, unit, unitAdmin, 'administrator');
    const reporter = await createUser(t.ctx);
    await checkupAt(t.ctx, reporter, new Date());
    const invitation = await createInvitation(t.ctx, {
      scope: 'group',
      type: 'reporter',
      inviter: unitAdmin,
      invitee: reporter,
      group: unit,
    });
    // Someone becomes administrator between the card being sent and the reporter's yes.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const late = await createUser(t.ctx, { firstName: 'Lou', lastName: 'Late' });
    await addGroupRole(t.ctx, unit, late, 'administrator');
    const reporterClient = await clientFor(t.app, reporter);
    // The card shows the unit's administrators with its parent group's: everyone who may be given the yes.
    const shown = await reporterClient.get(`/api/groups/${unit.slug}?include=administrators`);
    expect(shown.statusCode).toBe(200);
    expect((shown.doc.included ?? []).map((card) => String(card.attributes.full_name).split(' ')[0])).toEqual(
      ['Gail', 'Uma', 'Lou'],
    );
    expect((await reporterClient.post(`/api/invitations/${invitation.slug}/accept`)).statusCode).toBe(200);
    await readsAllOf(await clientFor(t.app, groupAdmin), [reporter]);
    await readsAllOf(await clientFor(t.app, unitAdmin), [reporter]);
    await readsNothingOf(await clientFor(t.app, late), [reporter]);
    const { card } = await pendingCardFor(reporter, late);
    expect(card?.attributes).toMatchObject({ state: 'pending', given_at: null });
  });
});

describe('a connection is a consent to one account', () => {
  it('goes to the inviter’s account, never to a new account at the inviter’s old address, and holds whatever roles that account has', async () => {
    const inviter = await createUser(t.ctx, { firstName: 'Ines' });
    const sharer = await createUser(t.ctx);
    await checkupAt(t.ctx, sharer, new Date());
    const sent = await (await clientFor(t.app, inviter)).post(
      '/api/invitations',
      invite({ scope: 'connection', role: 'reporter', email: sharer.email }),
    );
    expect(sent.statusCode).toBe(201);
    // The inviter moves to a new address; someone else signs up with the old one.
    const oldAddress = inviter.email;
    await t.ctx.db
      .update(users)
      .set({ email: `moved-${inviter.email}` })
      .where(eq(users.id, inviter.id));
    const successor = await createUser(t.ctx, { email: oldAddress });
    const sharerClient = await clientFor(t.app, sharer);
    expect((await sharerClient.post(`/api/invitations/${sent.doc.data?.id}/accept`)).statusCode).toBe(200);
    await readsAllOf(await clientFor(t.app, { ...inviter, email: `moved-${oldAddress}` }), [sharer]);
    await readsNothingOf(await clientFor(t.app, successor), [sharer]);
    // The viewer holding an organization administrator role still reads: a consent by name.
    const org = await createOrganization(t.ctx);
    await addOrganizationRole(t.ctx, org, inviter, 'administrator');
    await readsAllOf(await clientFor(t.app, { ...inviter, email: `moved-${oldAddress}` }), [sharer]);
  });
});

/**
 * The policy's table (policies/results.test.ts) through the real routes and queries: one account
 * holding several roles at once, with or without the member's consent to it by person.
 */
describe('one account, several roles: what the results routes answer', () => {
  type Role =
    | 'member'
    | 'organization_admin'
    | 'platform_admin'
    | 'group_admin'
    | 'unit_admin'
    | 'reporter'
    | 'connection_viewer'
    | 'provider';
  const rows: { roles: Role[]; consent: boolean; status: 200 | 404 }[] = [
    { roles: [], consent: false, status: 404 },
    { roles: ['member'], consent: false, status: 404 },
    { roles: ['organization_admin'], consent: false, status: 404 },
    { roles: ['platform_admin'], consent: false, status: 404 },
    { roles: ['group_admin'], consent: false, status: 404 },
    { roles: ['unit_admin'], consent: false, status: 404 },
    { roles: ['reporter'], consent: true, status: 404 },
    { roles: ['provider'], consent: false, status: 404 },
    { roles: ['connection_viewer'], consent: false, status: 200 },
    { roles: ['group_admin'], consent: true, status: 200 },
    { roles: ['unit_admin'], consent: true, status: 200 },
    { roles: ['member', 'reporter', 'unit_admin'], consent: true, status: 200 },
    { roles: ['provider', 'unit_admin'], consent: true, status: 200 },
    { roles: ['organization_admin', 'group_admin'], consent: true, status: 404 },
    { roles: ['organization_admin', 'unit_admin'], consent: true, status: 404 },
    { roles: ['platform_admin', 'unit_admin'], consent: true, status: 404 },
    {
      roles: ['platform_admin', 'organization_admin', 'group_admin', 'unit_admin'],
      consent: true,
      status: 404,
    },
    { roles: ['organization_admin', 'connection_viewer'], consent: false, status: 200 },
    { roles: ['platform_admin', 'connection_viewer'], consent: false, status: 200 },
  ];

  it.each(rows)('$roles, consent $consent → $status', async ({ roles, consent, status }) => {
    const w = await world();
    const maya = w.reporterFr;
    const has = (role: Role) => roles.includes(role);
    const account = await createUser(t.ctx, { platformAdmin: has('platform_admin') });
    if (has('member')) await addOrganizationRole(t.ctx, w.org, account, 'member');
    if (has('organization_admin')) await addOrganizationRole(t.ctx, w.org, account, 'administrator');
    if (has('group_admin')) await addGroupRole(t.ctx, w.group, account, 'administrator');
    if (has('unit_admin')) await addGroupRole(t.ctx, w.unit, account, 'administrator');
    if (has('reporter')) await addGroupRole(t.ctx, w.unit, account, 'reporter');
    if (has('connection_viewer')) await createConnection(t.ctx, maya, account);
    if (has('provider')) await createProviderProfile(t.ctx, account, w.org);
    if (consent) await giveConsent(t.ctx, maya, account, w.unit);
    const client = await clientFor(t.app, account);
    for (const path of INDIVIDUAL_ROUTES(maya.slug))
      expect((await client.get(path)).statusCode, path).toBe(status);
  });
});
