import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { PeoplePictures, shuffled } from './people-pictures';
import { audienceOf } from './sharing-disclosure';

const people = Array.from({ length: 8 }, (_, i) => ({
  id: `u${i}`,
  type: 'users' as const,
  full_name: `Person ${i}`,
  profile_picture_url: null,
}));

describe('invitation pictures', () => {
  it('shows at most five people, then "+N more"', async () => {
    await setupI18n('en');
    render(
      <MantineProvider>
        <PeoplePictures people={people} label="Administrators" />
      </MantineProvider>,
    );
    const list = screen.getByRole('list', { name: 'Administrators' });
    expect(list.querySelectorAll('li')).toHaveLength(6);
    expect(screen.getByText('+3 more')).toBeInTheDocument();
  });

  it('shuffles without losing or repeating anyone', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const result = shuffled(people, random);
    expect(result.map((person) => person.id).sort()).toEqual(people.map((person) => person.id).sort());
    expect(result.map((person) => person.id)).not.toEqual(people.map((person) => person.id));
  });
});

describe('what an invitation discloses (spec §6)', () => {
  it('maps each invitation to its row of the table', () => {
    expect(audienceOf({ scope: 'connection', role: 'reporter' })).toBe('connection');
    expect(audienceOf({ scope: 'group', role: 'reporter' })).toBe('reporter');
    expect(audienceOf({ scope: 'group', role: 'administrator' })).toBe('administrator');
    expect(audienceOf({ scope: 'organization', role: 'administrator' })).toBe('administrator');
    expect(audienceOf({ scope: 'provider', role: 'provider' })).toBe('provider');
    expect(audienceOf({ scope: 'organization', role: 'member' })).toBe('member');
  });
});
