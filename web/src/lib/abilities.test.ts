import type { Abilities } from '@evenkeel/common';
import { describe, expect, it } from 'vitest';
import { can } from './abilities';

type Invitation = { id: string; meta?: { abilities?: Abilities<'accept' | 'decline'> } };

describe('can', () => {
  it('is true only when the server said true', () => {
    const invitation: Invitation = { id: '1', meta: { abilities: { accept: true, decline: false } } };
    expect(can(invitation, 'accept')).toBe(true);
    expect(can(invitation, 'decline')).toBe(false);
  });

  it('is false when the resource, its meta or its abilities are missing', () => {
    expect(can(null, 'accept')).toBe(false);
    expect(can(undefined, 'accept')).toBe(false);
    expect(can({ id: '1' } as Invitation, 'accept')).toBe(false);
    expect(can({ id: '1', meta: {} } as Invitation, 'accept')).toBe(false);
  });

  it('takes only the ability names of the resource', () => {
    const invitation: Invitation = { id: '1', meta: { abilities: { accept: true, decline: true } } };
    // @ts-expect-error an invitation has no `publish` ability
    expect(can(invitation, 'publish')).toBe(false);
  });
});
