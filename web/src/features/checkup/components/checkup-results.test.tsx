import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import type { Checkup } from '../api/use-latest-checkup';
import { CheckupResults } from './checkup-results';

const base: Checkup = {
  id: 'c1',
  score: 84,
  band: 'thriving',
  phq4_anxiety: 0,
  phq4_depression: 4,
  phq4_total: 4,
  phq4_severity: 'mild',
  phq4_anxiety_positive: false,
  phq4_depression_positive: true,
  life_areas: { sleep: 8, energy: 8, stress: 9, social: 8, work: 8, meaning: 8 },
  week_start: '2026-11-16',
  completed_at: '2026-11-20T10:00:00Z',
} as Checkup;

async function show(checkup: Checkup, language: 'en' | 'fr' = 'en') {
  await setupI18n(language);
  render(
    <MantineProvider>
      <MemoryRouter>
        <CheckupResults checkup={checkup} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('own results', () => {
  it('never say "you are doing well" under a positive PHQ-4 screen', async () => {
    await show(base);
    expect(screen.getByTestId('result-text')).toHaveTextContent(/^Your well-being score is good, but/);
    expect(screen.queryByText(/You are doing well/)).toBeNull();
  });

  it('say it when the score is good and neither screen is positive', async () => {
    await show({ ...base, phq4_depression: 1, phq4_total: 1, phq4_depression_positive: false });
    expect(screen.getByTestId('result-text')).toHaveTextContent(/^You are doing well/);
    expect(screen.queryByRole('link', { name: 'Find someone to talk to now' })).toBeNull();
  });

  it('lead "talking to a professional could help" somewhere: crisis help', async () => {
    await show(base, 'fr');
    expect(screen.getByRole('link', { name: 'Trouver quelqu’un à qui parler maintenant' })).toHaveAttribute(
      'href',
      '/crisis',
    );
  });

  it('show stress as answered: 9 stored (higher is better) is 1, hardly stressed', async () => {
    await show(base);
    expect(screen.getByTestId('area-stress')).toHaveTextContent('1 out of 10');
    expect(screen.getByText(/except stress, shown as answered/)).toBeInTheDocument();
  });

  it('label the life area `social` "Relationships", in both languages', async () => {
    await show(base);
    expect(screen.getByTestId('area-social')).toHaveTextContent('8 out of 10');
    expect(document.getElementById('area-social')).toHaveTextContent('Relationships');
    cleanup();
    await show(base, 'fr');
    expect(document.getElementById('area-social')).toHaveTextContent('Relations');
  });
});
