import { addDays } from '@evenkeel/common/weeks';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { retryUnlessRefused } from '../../../lib/query-retry';
import { mondayOf, todayLocal } from '../lib/weekly-series';
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

describe('the member’s own insights', () => {
  const thisWeek = mondayOf(todayLocal());
  const twoWeeksAgo = addDays(thisWeek, -14);
  const today = todayLocal();
  const short = (date: string) =>
    new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );

  /** Two check-ups' worth of history with a gap, a migraine logged today, and no one sharing. */
  function serveHistory() {
    const document = insightsDocument(`${twoWeeksAgo}T10:00:00Z`);
    Object.assign(document.data.attributes, {
      scores: [{ week_start: twoWeeksAgo, score: 72, band: 'thriving' }],
      logs: [{ kind: 'ailment', id: 'a1', date: today, title: 'Migraine', impact: 3 }],
      impact_trend: Array.from({ length: 10 }, (_, index) => {
        const date = addDays(today, index - 9);
        return { date, life_event: null, ailment: date === today ? 3 : null, activity: null };
      }),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/api/connections')
          ? new Response(JSON.stringify({ data: [] }), { status: 200 })
          : new Response(JSON.stringify(document), { status: 200 }),
      ),
    );
  }

  it('move through the weeks of the score chart with the keyboard, with the same details as on hover', async () => {
    serveHistory();
    await renderView('en');
    const chart = await screen.findByRole('application', { name: /^Score by week/ });
    const details = within(chart).getByRole('status');
    expect(details).toBeEmptyDOMElement();

    await userEvent.tab();
    while (document.activeElement !== chart) await userEvent.tab();
    // Focus starts on the most recent week.
    expect(details).toHaveTextContent(`Week of ${short(thisWeek)}`);
    expect(details).toHaveTextContent('No check-up this week');
    expect(details).toHaveTextContent('Ailment: Migraine (impact 3/5)');

    await userEvent.keyboard('{ArrowLeft}');
    expect(details).toHaveTextContent(`Week of ${short(addDays(thisWeek, -7))}`);
    await userEvent.keyboard('{Home}');
    expect(details).toHaveTextContent(`Week of ${short(twoWeeksAgo)}`);
    expect(details).toHaveTextContent('Score: 72 · Thriving');
    await userEvent.keyboard('{ArrowLeft}');
    expect(details).toHaveTextContent(`Week of ${short(twoWeeksAgo)}`);
    await userEvent.keyboard('{End}');
    expect(details).toHaveTextContent(`Week of ${short(thisWeek)}`);
    await userEvent.keyboard('{Escape}');
    expect(details).toBeEmptyDOMElement();
  });

  it('move through the days of the impact chart with the keyboard', async () => {
    serveHistory();
    await renderView('en');
    const chart = await screen.findByRole('application', { name: /^Impact of what was logged/ });
    act(() => chart.focus());
    const details = within(chart).getByRole('status');
    expect(details).toHaveTextContent(short(today));
    expect(details).toHaveTextContent('Ailment: 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(details).toHaveTextContent(short(addDays(today, -1)));
    expect(details).toHaveTextContent('Ailment: 0');
    // The legend names each colour.
    const legend = screen.getAllByRole('list').find((list) => list.textContent?.includes('Activity'));
    expect(legend).toHaveTextContent(/Life event.*Ailment.*Activity/);
  });

  it('open the log form when asked, and give focus back to the button on closing', async () => {
    // jsdom has no FontFaceSet, which the note's autosizing textarea listens to.
    if (!document.fonts)
      Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
    serveHistory();
    await renderView('en');
    const button = await screen.findByRole('button', { name: 'Log something' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    // Loaded on this first opening: longer than a render.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Log a life event, ailment or activity' },
      { timeout: 10_000 },
    );
    expect(within(dialog).getByRole('combobox', { name: /What happened/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  }, 20_000);
});
