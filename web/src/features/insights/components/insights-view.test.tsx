import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { retryUnlessRefused } from '../../../lib/query-retry';
import { InsightsView } from './insights-view';

const DAY = 24 * 60 * 60 * 1000;

function checkup(completedAt: string, overrides: Record<string, unknown> = {}) {
  return {
    type: 'checkups',
    id: 'c1',
    attributes: {
      score: 80,
      band: 'thriving',
      phq4_anxiety: 4,
      phq4_depression: 0,
      phq4_total: 4,
      phq4_severity: 'mild',
      phq4_anxiety_positive: true,
      phq4_depression_positive: false,
      life_areas: { sleep: 7, energy: 7, stress: 2, social: 7, work: 7, meaning: 7 },
      week_start: completedAt.slice(0, 10),
      completed_at: completedAt,
      ...overrides,
    },
  };
}

/** GET /api/users/maya/insights as the server answers it (JSON:API). */
function insightsDocument(lastCompletedAt: string | null) {
  const latest = lastCompletedAt ? checkup(lastCompletedAt) : null;
  return {
    data: {
      type: 'insights',
      id: 'maya',
      attributes: {
        member: { slug: 'maya', first_name: 'Maya', last_name: 'Lopez', profile_picture_url: null },
        stale: lastCompletedAt === null || Date.now() - Date.parse(lastCompletedAt) > 30 * DAY,
        last_completed_at: lastCompletedAt,
        scores: [],
        latest: latest ? { id: latest.id, ...latest.attributes } : null,
        logs: [],
        impact_trend: [],
      },
    },
  };
}

/** The network boundary: one answer for every request. */
function serve(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function renderView(language: 'en' | 'fr', slug?: string) {
  await setupI18n(language);
  render(
    <QueryClientProvider
      client={
        new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRefused(), retryDelay: 0 } } })
      }
    >
      <MantineProvider>
        <MemoryRouter>
          <InsightsView slug={slug} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('someone else’s insights', () => {
  it('speak about them, in the third person', async () => {
    serve(200, insightsDocument(new Date(Date.now() - 3 * DAY).toISOString()));
    await renderView('en', 'maya');
    expect(await screen.findByRole('heading', { name: "Maya's score over time" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Maya's Evenkeel Score" })).toBeInTheDocument();
    // A good score with a positive anxiety screen never says "doing well".
    expect(screen.getByTestId('result-text')).toHaveTextContent(
      "Maya's well-being score is good, but Maya also reported signs of anxiety or low mood.",
    );
    expect(screen.getByText(/Maya reported signs of anxiety/)).toBeInTheDocument();
    expect(screen.queryByText(/\byou\b/i)).toBeNull();
    expect(screen.queryByTestId('stale-notice')).toBeNull();
  });

  it('in French too', async () => {
    serve(200, insightsDocument(new Date(Date.now() - 3 * DAY).toISOString()));
    await renderView('fr', 'maya');
    expect(
      await screen.findByRole('heading', { name: 'Le score de Maya au fil du temps' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tendances de Maya Lopez' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Score Evenkeel de Maya' })).toBeInTheDocument();
    expect(screen.getByText(/Maya a signalé des signes d’anxiété/)).toBeInTheDocument();
  });

  it('show stress as it was answered, lower being calmer', async () => {
    serve(200, insightsDocument(new Date(Date.now() - 3 * DAY).toISOString()));
    await renderView('en', 'maya');
    // Stored reversed (2 = 10 − 8): Maya answered 8, "very stressed".
    expect(await screen.findByTestId('area-stress')).toHaveTextContent('8 out of 10');
    expect(screen.getByTestId('area-sleep')).toHaveTextContent('7 out of 10');
  });
});

describe('the "no recent check-up" notice', () => {
  it('shows when the last check-up is more than 30 days old', async () => {
    serve(200, insightsDocument(new Date(Date.now() - 40 * DAY).toISOString()));
    await renderView('en', 'maya');
    expect(await screen.findByTestId('stale-notice')).toHaveTextContent(
      /Maya's last check-up was more than 30 days ago/,
    );
    expect(screen.queryByTestId('no-checkup')).toBeNull();
  });

  it('gives way to its own empty state when there was never a check-up', async () => {
    serve(200, insightsDocument(null));
    await renderView('en');
    expect(await screen.findByTestId('no-checkup')).toHaveTextContent('No check-up yet');
    expect(screen.queryByTestId('stale-notice')).toBeNull();
    expect(screen.queryByText('—')).toBeNull();
  });
});

describe('insights that cannot be shown', () => {
  it('say so at once on a 404, without retrying', async () => {
    const fetch = serve(404, {
      errors: [{ status: '404', code: 'not_found', title: 'Not found', detail: 'x' }],
    });
    await renderView('en', 'nobody');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not found or not shared with you' }),
    ).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
