import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../../lib/api-client';
import { setupI18n } from '../../../lib/i18n';
import { Recommendations } from './recommendations';

beforeAll(async () => {
  await setupI18n('en');
  setCsrfToken('test-token');
});
afterEach(() => vi.unstubAllGlobals());

const activity = (id: string, name: string, log: boolean) => ({
  type: 'activity_suggestions',
  id,
  attributes: {
    name,
    description: `${name}, described.`,
    minutes: 20,
    life_areas: ['sleep'],
    log_title_key: id,
  },
  meta: { abilities: { log } },
});

const rec = (
  id: string,
  reason: string,
  reasonText: string,
  kind: string,
  item: { type: string; id: string } | null,
) => ({
  type: 'recommendations',
  id,
  attributes: { reason, reason_text: reasonText, kind, url: kind === 'crisis_help' ? '/crisis' : null },
  relationships: { item: { data: item } },
});

/** What GET /api/recommendations?include=item answers; POST …/log answers a logged activity. */
function serve(checkup: unknown) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') {
      return Response.json(
        {
          data: {
            type: 'activities',
            id: 'a1',
            attributes: { date: '2026-11-24', title_key: 'walk', title: 'Walk', impact: 3, note: null },
          },
        },
        { status: 201 },
      );
    }
    expect(String(input)).toContain('/api/recommendations');
    return Response.json({
      data: [
        rec('crisis_help', 'phq4_anxiety', 'Your anxiety screen was positive', 'crisis_help', null),
        rec('article-sleep-well', 'weak_life_area', 'Your sleep was 2 out of 10 this week', 'article', {
          type: 'articles',
          id: 'sleep-well',
        }),
        rec('activity-walk', 'weak_life_area', 'Your sleep was 2 out of 10 this week', 'activity', {
          type: 'activity_suggestions',
          id: 'walk',
        }),
        rec('activity-hobby', 'general', 'A good place to start', 'activity', {
          type: 'activity_suggestions',
          id: 'hobby',
        }),
      ],
      included: [
        {
          type: 'articles',
          id: 'sleep-well',
          attributes: { title: 'Sleep well', summary: 'About sleep', language: 'en', reading_minutes: 3 },
        },
        activity('walk', 'A 20-minute walk', true),
        activity('hobby', 'Time for a hobby', false),
      ],
      meta: { total: 4, checkup },
      links: { first: null, prev: null, next: null, last: null },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <MemoryRouter>
          <Recommendations />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('recommendations', () => {
  it('show each one with its reason: crisis help first, the article’s page, activities to log', async () => {
    const fetch = serve({ week_start: '2026-11-23', band: 'room_to_improve', this_week: true });
    show();
    const cards = await screen.findAllByTestId('recommendation');
    expect(cards.map((card) => card.dataset.kind)).toEqual([
      'crisis_help',
      'article',
      'activity',
      'activity',
    ]);
    const [crisis, article, walk, hobby] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(crisis).getByText('Your anxiety screen was positive')).toBeInTheDocument();
    expect(within(crisis).getByRole('link', { name: 'See crisis lines' })).toHaveAttribute('href', '/crisis');
    expect(within(article).getByText('Your sleep was 2 out of 10 this week')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Sleep well' })).toHaveAttribute(
      'href',
      '/articles/sleep-well',
    );
    // "Log it" only where the server allows it.
    expect(within(hobby).queryByRole('button')).toBeNull();
    expect(screen.queryByText(/You have not completed a check-up yet/)).toBeNull();
    fireEvent.click(within(walk).getByRole('button', { name: 'Log it: A 20-minute walk' }));
    expect(await within(walk).findByRole('button', { name: 'Logged: A 20-minute walk' })).toBeDisabled();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain('/api/activity_suggestions/walk/log');
  });

  it('say so when there is no check-up yet', async () => {
    serve(null);
    show();
    expect(await screen.findByText(/You have not completed a check-up yet/)).toBeInTheDocument();
  });
});
