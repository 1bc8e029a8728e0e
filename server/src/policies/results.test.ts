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

const member: ResultsSubject = {
  userId: 2,
  sharesWithActor: false,
  reporterGroups: [{ id: 20, parentId: 10, organizationDisabled: false }],
};

describe('resultsPolicy.canRead', () => {
  it('lets the member, an accepted connection and an administrator of the group or its parent read', () => {
    expect(resultsPolicy.canRead(access({ userId: 2 }), member)).toBe(true);
    expect(resultsPolicy.canRead(access(), { ...member, sharesWithActor: true })).toBe(true);
    const admin = (groupId: number) =>
      access({ groupRoles: [{ groupId, organizationId: 5, parentId: null, type: 'administrator' }] });
    expect(resultsPolicy.canRead(admin(20), member)).toBe(true);
    expect(resultsPolicy.canRead(admin(10), member)).toBe(true);
    expect(resultsPolicy.canRead(admin(30), member)).toBe(false);
  });

  it('refuses organization and platform administrators, reporters of the same group, and disabled organizations', () => {
    expect(
      resultsPolicy.canRead(
        access({ organizationRoles: [{ organizationId: 5, type: 'administrator' }] }),
        member,
      ),
    ).toBe(false);
    expect(resultsPolicy.canRead(access({ platformAdmin: true }), member)).toBe(false);
    expect(
      resultsPolicy.canRead(
        access({ groupRoles: [{ groupId: 20, organizationId: 5, parentId: 10, type: 'reporter' }] }),
        member,
      ),
    ).toBe(false);
    const admin = access({
      groupRoles: [{ groupId: 20, organizationId: 5, parentId: 10, type: 'administrator' }],
    });
    expect(
      resultsPolicy.canRead(admin, {
        ...member,
        reporterGroups: [{ id: 20, parentId: 10, organizationDisabled: true }],
      }),
    ).toBe(false);
  });

  it('lets the member read their own without their roles loaded (canReadAs), and anyone else as canRead does', () => {
    expect(resultsPolicy.canReadAs(2, null, member)).toBe(true);
    expect(resultsPolicy.canReadAs(1, null, member)).toBe(false);
    expect(resultsPolicy.canReadAs(1, access(), member)).toBe(false);
    expect(resultsPolicy.canReadAs(1, access(), { ...member, sharesWithActor: true })).toBe(true);
  });

  it('keeps the safety answer and crisis help for the author', () => {
    expect(resultsPolicy.isAuthor(access({ userId: 2 }), member)).toBe(true);
    expect(resultsPolicy.isAuthor(access(), member)).toBe(false);
  });
});
