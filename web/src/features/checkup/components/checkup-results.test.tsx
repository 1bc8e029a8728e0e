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

describe('the change since the previous check-up (decision 0027)', () => {
  const changed = (
    score_change: number | null,
    change_meaning: Checkup['change_meaning'],
    previous: string | null,
  ) => ({ ...base, score_change, change_meaning, previous_week_start: previous }) as Checkup;

  it('names a real change in plain words, and a smaller one about the same', async () => {
    await show(changed(12, 'real_rise', '2026-11-09'));
    expect(screen.getByTestId('score-change')).toHaveTextContent(
      'Your score rose 12 points since last week — that is a real change.',
    );
    cleanup();
    await show(changed(-8, 'about_the_same', '2026-10-26'), 'fr');
    expect(screen.getByTestId('score-change')).toHaveTextContent(
      /^Votre score est à peu près le même qu’à votre bilan de la semaine du 26 octobre 2026/,
    );
    cleanup();
    await show(changed(null, 'first', null));
    expect(screen.getByTestId('score-change')).toHaveTextContent(/^This is your first check-up/);
  });

  it('suggests talking to someone when the server says so: the care center first, then crisis help', async () => {
    await show({ ...changed(-12, 'real_drop', '2026-11-09'), suggest_support: true });
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(screen.getByTestId('support-suggestion')).toBeInTheDocument();
    expect(links.indexOf('/care')).toBeLessThan(links.lastIndexOf('/crisis'));
    cleanup();
    await show({ ...changed(-12, 'real_drop', '2026-11-09'), suggest_support: true, show_crisis_help: true });
    expect(screen.queryByTestId('support-suggestion')).toBeNull();
  });
});
