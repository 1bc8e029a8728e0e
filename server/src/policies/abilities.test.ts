import { GROUP_ABILITIES, ORGANIZATION_ABILITIES } from '@evenkeel/common';
import { describe, expect, it } from 'vitest';
import type { Access } from './access';
import {
  benefitGroupAbilities,
  benefitGroupPolicy,
  coverageAbilities,
  coveragePolicy,
  documentAbilities,
  documentPolicy,
} from './benefits';
import { healthServiceAbilities } from './health-services';
import { groupAbilities, organizationAbilities } from './organizations';
import { providerAbilities } from './providers';

const base: Access = {
  userId: 1,
  email: 'me@example.test',
  platformAdmin: false,
  emailVerified: true,
  organizationRoles: [],
  groupRoles: [],
  invitations: [],
};
const org = { id: 10, state: 'enabled' };
const group = { id: 20, organizationId: 10, parentId: null };
const unit = { id: 21, organizationId: 10, parentId: 20 };
const trueOnes = (abilities: Record<string, boolean>) =>
  Object.entries(abilities)
    .filter(([, value]) => value)
    .map(([name]) => name)
    .sort();

describe('organization abilities', () => {
  it('names every ability, and a stranger has none', () => {
    const abilities = organizationAbilities(base, org);
    expect(Object.keys(abilities).sort()).toEqual([...ORGANIZATION_ABILITIES].sort());
    expect(trueOnes(abilities)).toEqual([]);
  });

  it('gives a platform administrator the state and administrator invitations, not members or providers', () => {
    expect(trueOnes(organizationAbilities({ ...base, platformAdmin: true }, org))).toEqual([
      'change_state',
      'create_group',
      'invite_administrator',
      'list_groups',
      'manage_health_services',
      'manage_providers',
      'update',
      'view_dashboard',
    ]);
  });

  it('gives an organization administrator everything but the state', () => {
    const admin = { ...base, organizationRoles: [{ organizationId: 10, type: 'administrator' as const }] };
    expect(trueOnes(organizationAbilities(admin, org))).toEqual([
      'create_content',
      'create_group',
      'invite_administrator',
      'invite_member',
      'invite_provider',
      'list_groups',
      'manage_benefits',
      'manage_health_services',
      'manage_members',
      'manage_providers',
      'update',
      'view_dashboard',
    ]);
    // No invitation from an unverified address, nothing new in a disabled organization.
    expect(organizationAbilities({ ...admin, emailVerified: false }, org).invite_member).toBe(false);
    expect(trueOnes(organizationAbilities(admin, { ...org, state: 'disabled' }))).toEqual([
      'list_groups',
      'manage_members',
      'manage_providers',
      'view_dashboard',
    ]);
    // Only the platform changes a disabled organization (its state first; issue 26 §4.2).
    expect(
      organizationAbilities({ ...base, platformAdmin: true }, { ...org, state: 'disabled' }).update,
    ).toBe(true);
    expect(groupAbilities(admin, group, { ...org, state: 'disabled' }).update).toBe(false);
  });

  it('lets anyone join a subscribable organization once', () => {
    expect(organizationAbilities(base, { ...org, state: 'subscribable' }).join).toBe(true);
    const member = { ...base, organizationRoles: [{ organizationId: 10, type: 'member' as const }] };
    expect(organizationAbilities(member, { ...org, state: 'subscribable' }).join).toBe(false);
  });
});

describe('group abilities', () => {
  const groupAdmin = {
    ...base,
    groupRoles: [{ groupId: 20, organizationId: 10, parentId: null, type: 'administrator' as const }],
  };
  const orgAdmin = { ...base, organizationRoles: [{ organizationId: 10, type: 'administrator' as const }] };

  it('names every ability, and a reporter has none', () => {
    const reporter = {
      ...base,
      groupRoles: [{ groupId: 20, organizationId: 10, parentId: null, type: 'reporter' as const }],
    };
    const abilities = groupAbilities(reporter, group, org);
    expect(Object.keys(abilities).sort()).toEqual([...GROUP_ABILITIES].sort());
    expect(trueOnes(abilities)).toEqual([]);
  });

  it('gives the group administrator its reporters, invitations and changes, on the group and its units', () => {
    expect(trueOnes(groupAbilities(groupAdmin, group, org))).toEqual([
      'invite_administrator',
      'invite_reporter',
      'list_reporters',
      'list_units',
      'remove_reporter',
      'update',
      'view_dashboard',
    ]);
    // A unit has no units of its own.
    expect(trueOnes(groupAbilities(groupAdmin, unit, org))).toEqual([
      'invite_administrator',
      'invite_reporter',
      'list_reporters',
      'remove_reporter',
      'update',
      'view_dashboard',
    ]);
    expect(groupAbilities(groupAdmin, group, { ...org, state: 'disabled' }).remove_reporter).toBe(false);
  });

  it('never gives organization or platform administrators the reporters; only the organization’s see its dashboards', () => {
    expect(trueOnes(groupAbilities(orgAdmin, group, org))).toEqual([
      'create_unit',
      'delete',
      'invite_administrator',
      'list_units',
      'update',
      'view_dashboard',
    ]);
    expect(trueOnes(groupAbilities({ ...base, platformAdmin: true }, group, org))).toEqual([
      'create_unit',
      'delete',
      'list_units',
    ]);
    // A unit has no units of its own; only a unit moves (decision 0025).
    expect(groupAbilities(orgAdmin, unit, org).create_unit).toBe(false);
    expect(groupAbilities(orgAdmin, unit, org).move).toBe(true);
    expect(groupAbilities(orgAdmin, group, org).move).toBe(false);
  });
});

describe('provider abilities', () => {
  it('lets only the owner change the profile', () => {
    expect(
      providerAbilities(base, { userId: 1, organizationId: 10, organizationState: 'enabled', active: true }),
    ).toEqual({
      update: true,
      change_active: false,
      view_documents: true,
      message: false,
    });
    expect(
      providerAbilities(base, { userId: 2, organizationId: 10, organizationState: 'enabled', active: true }),
    ).toEqual({
      update: false,
      change_active: false,
      view_documents: false,
      message: false,
    });
  });

  it('offers a message only to someone chat lets contact the provider, never to the provider', () => {
    const provider = { userId: 2, organizationId: 10, organizationState: 'enabled', active: true };
    expect(providerAbilities(base, provider, true).message).toBe(true);
    expect(providerAbilities(base, provider).message).toBe(false);
    expect(providerAbilities(base, { ...provider, userId: base.userId }, true).message).toBe(false);
  });
});

describe('a disabled organization: nobody acts in it, and no ability says otherwise (issue 26 §4.2)', () => {
  const admin: Access = { ...base, organizationRoles: [{ organizationId: 10, type: 'administrator' }] };
  const off = { id: 10, state: 'disabled' };
  const groupRef = (state: string) => ({
    id: 30,
    organizationId: 10,
    organizationState: state,
    actorIsMember: false,
  });

  it('offers no document control, coverage or benefit-group change, service change or provider change', () => {
    const ref = { kind: 'benefit_group' as const, group: groupRef('disabled') };
    expect(documentAbilities(admin, ref).delete).toBe(false);
    expect(documentPolicy.isWritable(ref)).toBe(false);
    expect(documentAbilities(admin, { ...ref, group: groupRef('enabled') }).delete).toBe(true);
    expect(trueOnes(benefitGroupAbilities(admin, groupRef('disabled'), off))).toEqual([]);
    expect(trueOnes(coverageAbilities(admin, groupRef('disabled'), off))).toEqual([]);
    const service = { organizationId: 10, organizationState: 'disabled' };
    expect(trueOnes(healthServiceAbilities(admin, service))).toEqual([]);
    expect(trueOnes(healthServiceAbilities(admin, { ...service, organizationState: 'enabled' }))).toEqual([
      'delete',
      'update',
    ]);
    const provider = { userId: 1, organizationId: 10, organizationState: 'disabled', active: true };
    expect(providerAbilities(admin, provider)).toMatchObject({ update: false, change_active: false });
    const licence = { kind: 'provider' as const, provider };
    expect(documentAbilities(base, licence).delete).toBe(false);
    expect(
      documentAbilities(base, { ...licence, provider: { ...provider, organizationState: 'enabled' } }).delete,
    ).toBe(true);
  });
});

describe('benefit groups end with the organization membership (issue 26 §4.1)', () => {
  const member: Access = { ...base, organizationRoles: [{ organizationId: 10, type: 'member' }] };
  const inIt = { id: 30, organizationId: 10, organizationState: 'enabled', actorIsMember: true };

  it('reads and records for a member in the group, and not once the member role is gone', () => {
    expect(benefitGroupPolicy.canRead(member, inIt)).toBe(true);
    expect(coveragePolicy.canRecordUse(member, inIt)).toBe(true);
    // A row that outlived the role (or an administrator who is no longer a member) gives nothing.
    expect(benefitGroupPolicy.canRead(base, inIt)).toBe(false);
    expect(coveragePolicy.canRecordUse(base, inIt)).toBe(false);
    const adminOnly: Access = { ...base, organizationRoles: [{ organizationId: 10, type: 'administrator' }] };
    expect(coveragePolicy.canRecordUse(adminOnly, inIt)).toBe(false);
    expect(coverageAbilities(base, inIt, org).record_use).toBe(false);
  });

  it('suspends a disabled organization’s benefits for its members', () => {
    const disabled = { ...inIt, organizationState: 'disabled' };
    expect(benefitGroupPolicy.canRead(member, disabled)).toBe(false);
    expect(coveragePolicy.canRecordUse(member, disabled)).toBe(false);
    expect(benefitGroupPolicy.seesOwnIn(member, { id: 10, state: 'disabled' })).toBe(false);
    expect(benefitGroupPolicy.seesOwnIn(member, org)).toBe(true);
  });
});
