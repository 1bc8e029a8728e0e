import { describe, expect, it } from 'vitest';
import type { Access } from './access';
import { invitationPolicy } from './invitations';
import { groupPolicy, organizationPolicy } from './organizations';

const base: Access = {
  userId: 1,
  email: 'me@example.test',
  platformAdmin: false,
  emailVerified: true,
  organizationRoles: [],
  groupRoles: [],
  invitations: [],
};
const group = { id: 10, organizationId: 100, parentId: null };
const unit = { id: 11, organizationId: 100, parentId: 10 };
const org = { id: 100, state: 'enabled' };

describe('invitation policy', () => {
  it('lets anyone ask for a connection, and nothing else', () => {
    const target = { organizationId: null, group: null };
    expect(invitationPolicy.canCreate(base, { scope: 'connection', type: 'reporter', ...target })).toBe(true);
    expect(
      invitationPolicy.canCreate(base, {
        scope: 'organization',
        type: 'member',
        organizationId: 100,
        group: null,
      }),
    ).toBe(false);
  });

  it('lets a platform administrator invite organization administrators only', () => {
    const admin = { ...base, platformAdmin: true };
    const at = (type: 'member' | 'administrator') => ({
      scope: 'organization' as const,
      type,
      organizationId: 100,
      group: null,
    });
    expect(invitationPolicy.canCreate(admin, at('administrator'))).toBe(true);
    expect(invitationPolicy.canCreate(admin, at('member'))).toBe(false);
  });

  it('lets an organization administrator invite members, administrators, group administrators and providers', () => {
    const admin: Access = { ...base, organizationRoles: [{ organizationId: 100, type: 'administrator' }] };
    expect(
      invitationPolicy.canCreate(admin, {
        scope: 'organization',
        type: 'member',
        organizationId: 100,
        group: null,
      }),
    ).toBe(true);
    expect(
      invitationPolicy.canCreate(admin, {
        scope: 'provider',
        type: 'provider',
        organizationId: 100,
        group: null,
      }),
    ).toBe(true);
    expect(
      invitationPolicy.canCreate(admin, {
        scope: 'group',
        type: 'administrator',
        organizationId: 100,
        group: unit,
      }),
    ).toBe(true);
    expect(
      invitationPolicy.canCreate(admin, { scope: 'group', type: 'reporter', organizationId: 100, group }),
    ).toBe(false);
    expect(
      invitationPolicy.canCreate(admin, {
        scope: 'organization',
        type: 'member',
        organizationId: 200,
        group: null,
      }),
    ).toBe(false);
  });

  it('lets a group administrator invite reporters and administrators to the group and its units', () => {
    const admin: Access = {
      ...base,
      groupRoles: [{ groupId: 10, organizationId: 100, parentId: null, type: 'administrator' }],
    };
    expect(
      invitationPolicy.canCreate(admin, {
        scope: 'group',
        type: 'reporter',
        organizationId: 100,
        group: unit,
      }),
    ).toBe(true);
    expect(
      invitationPolicy.canCreate(admin, {
        scope: 'group',
        type: 'administrator',
        organizationId: 100,
        group,
      }),
    ).toBe(true);
    expect(
      invitationPolicy.canCreate(admin, {
        scope: 'organization',
        type: 'member',
        organizationId: 100,
        group: null,
      }),
    ).toBe(false);
  });

  it('lets the invitee accept, and the invitee, inviter or an administrator delete', () => {
    const invitation = {
      inviteeId: null,
      inviterId: 2,
      email: 'me@example.test',
      organizationId: 100,
      groupId: null,
      group: null,
      scope: 'organization' as const,
      type: 'member' as const,
      expiresAt: new Date(Date.now() + 60_000),
      inviterEntitled: true,
    };
    expect(invitationPolicy.canAccept(base, invitation)).toBe(true);
    expect(invitationPolicy.canAccept({ ...base, emailVerified: false }, invitation)).toBe(false);
    expect(invitationPolicy.canAccept(base, { ...invitation, expiresAt: new Date(Date.now() - 1) })).toBe(
      false,
    );
    expect(invitationPolicy.canAccept(base, { ...invitation, inviterEntitled: false })).toBe(false);
    expect(invitationPolicy.canAccept({ ...base, userId: 2, email: 'x@example.test' }, invitation)).toBe(
      false,
    );
    expect(invitationPolicy.canDelete({ ...base, userId: 2, email: 'x@example.test' }, invitation)).toBe(
      true,
    );
    const stranger = { ...base, userId: 3, email: 's@example.test' };
    expect(invitationPolicy.canDelete(stranger, invitation)).toBe(false);
    expect(
      invitationPolicy.canDelete(
        { ...stranger, organizationRoles: [{ organizationId: 100, type: 'administrator' }] },
        invitation,
      ),
    ).toBe(true);
  });
});

describe('organization and group policies', () => {
  it('shows an organization to its people and invitees only', () => {
    expect(organizationPolicy.canRead(base, org)).toBe(false);
    expect(
      organizationPolicy.canRead({ ...base, invitations: [{ organizationId: 100, groupId: null }] }, org),
    ).toBe(true);
    expect(
      organizationPolicy.canRead(
        { ...base, groupRoles: [{ groupId: 10, organizationId: 100, parentId: null, type: 'reporter' }] },
        org,
      ),
    ).toBe(true);
    expect(
      organizationPolicy.canChangeState({
        ...base,
        organizationRoles: [{ organizationId: 100, type: 'administrator' }],
      }),
    ).toBe(false);
  });

  it('lets the parent group administrator update a unit, never a reporter', () => {
    const parentAdmin: Access = {
      ...base,
      groupRoles: [{ groupId: 10, organizationId: 100, parentId: null, type: 'administrator' }],
    };
    expect(groupPolicy.canUpdate(parentAdmin, unit)).toBe(true);
    const reporter: Access = {
      ...base,
      groupRoles: [{ groupId: 11, organizationId: 100, parentId: 10, type: 'reporter' }],
    };
    expect(groupPolicy.canRead(reporter, unit)).toBe(true);
    expect(groupPolicy.canUpdate(reporter, unit)).toBe(false);
  });
});
