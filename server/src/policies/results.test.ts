import { describe, expect, it } from 'vitest';
import type { Access } from './access';
import { type ResultsSubject, resultsPolicy } from './results';

const access = (overrides: Partial<Access> = {}): Access => ({
  userId: 1,
  email: 'a@example.test',
  platformAdmin: false,
  emailVerified: true,
  organizationRoles: [],
  groupRoles: [],
  invitations: [],
  ...overrides,
});

/** The member (id 2) reports in unit 20 of group 10, organization 5. */
const member = (consentGiven: boolean, organizationDisabled = false): ResultsSubject => ({
  userId: 2,
  sharesWithActor: false,
  reporterGroups: [{ id: 20, parentId: 10, organizationDisabled, consentGiven }],
});

describe('resultsPolicy.canRead', () => {
  it('lets an administrator of the group or its parent read only with the member’s consent to them', () => {
    const admin = (groupId: number) =>
      access({ groupRoles: [{ groupId, organizationId: 5, parentId: null, type: 'administrator' }] });
    expect(resultsPolicy.canRead(admin(20), member(true))).toBe(true);
    expect(resultsPolicy.canRead(admin(10), member(true))).toBe(true);
    expect(resultsPolicy.canRead(admin(20), member(false))).toBe(false);
    expect(resultsPolicy.canRead(admin(10), member(false))).toBe(false);
    // A consent row without the role (the role ended) reads nothing.
    expect(resultsPolicy.canRead(admin(30), member(true))).toBe(false);
    expect(resultsPolicy.canRead(admin(20), member(true, true))).toBe(false);
  });

  it('lets the member read their own without their roles loaded (canReadAs), and anyone else as canRead does', () => {
    expect(resultsPolicy.canReadAs(2, null, member(false))).toBe(true);
    expect(resultsPolicy.canReadAs(1, null, member(true))).toBe(false);
    expect(resultsPolicy.canReadAs(1, access(), member(false))).toBe(false);
    expect(resultsPolicy.canReadAs(1, access(), { ...member(false), sharesWithActor: true })).toBe(true);
  });

  it('keeps the safety answer and crisis help for the author', () => {
    expect(resultsPolicy.isAuthor(access({ userId: 2 }), member(false))).toBe(true);
    expect(resultsPolicy.isAuthor(access(), member(false))).toBe(false);
  });
});

/**
 * Every combination of the roles one account can hold towards the member (decision 0011, "How
 * the policy decides"), with and without the member's consent to that account by person. A
 * provider profile is not part of what the policy sees (`Access`): holding one changes nothing,
 * which the table checks by running every row with and without it.
 */
describe('resultsPolicy.canRead: every role combination of one account', () => {
  const ROLES = [
    'member',
    'organization_admin',
    'platform_admin',
    'group_admin',
    'unit_admin',
    'reporter',
    'connection_viewer',
    'provider',
  ] as const;
  type Role = (typeof ROLES)[number];

  const actorWith = (roles: Set<Role>): Access =>
    access({
      platformAdmin: roles.has('platform_admin'),
      organizationRoles: [
        ...(roles.has('member') ? [{ organizationId: 5, type: 'member' as const }] : []),
        ...(roles.has('organization_admin') ? [{ organizationId: 5, type: 'administrator' as const }] : []),
      ],
      groupRoles: [
        ...(roles.has('group_admin')
          ? [{ groupId: 10, organizationId: 5, parentId: null, type: 'administrator' as const }]
          : []),
        ...(roles.has('unit_admin')
          ? [{ groupId: 20, organizationId: 5, parentId: 10, type: 'administrator' as const }]
          : []),
        ...(roles.has('reporter')
          ? [{ groupId: 20, organizationId: 5, parentId: 10, type: 'reporter' as const }]
          : []),
      ],
    });

  /** The rule in words: a connection is a consent to that person; a group needs consent, an
   * administrator role over the member's group, and no organization or platform administration. */
  const expected = (roles: Set<Role>, consent: boolean) =>
    roles.has('connection_viewer') ||
    (consent &&
      (roles.has('group_admin') || roles.has('unit_admin')) &&
      !roles.has('organization_admin') &&
      !roles.has('platform_admin'));

  const rows: { roles: Role[]; consent: boolean; reads: boolean }[] = [];
  for (let mask = 0; mask < 1 << ROLES.length; mask++) {
    const roles = ROLES.filter((_, i) => mask & (1 << i));
    for (const consent of [false, true])
      rows.push({ roles, consent, reads: expected(new Set(roles), consent) });
  }

  it.each(rows)('$roles with consent $consent → reads: $reads', ({ roles, consent, reads }) => {
    const set = new Set(roles);
    const subject = { ...member(consent), sharesWithActor: set.has('connection_viewer') };
    expect(resultsPolicy.canRead(actorWith(set), subject)).toBe(reads);
    expect(resultsPolicy.canReadAs(1, actorWith(set), subject)).toBe(reads);
  });

  it('spells out the cases the attack used', () => {
    const at = (...roles: Role[]) => rows.find((r) => r.roles.join() === roles.join() && r.consent)?.reads;
    // Organization or platform administrator who also made themselves a group administrator.
    expect(at('organization_admin', 'group_admin')).toBe(false);
    expect(at('platform_admin', 'unit_admin')).toBe(false);
    // The same people as a connection the member accepted by name.
    expect(at('organization_admin', 'connection_viewer')).toBe(true);
  });
});
