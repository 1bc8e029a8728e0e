import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { AccessLogPanel } from './access-log-panel';

vi.mock('../../session', () => ({ useCurrentUser: () => ({ timezone: 'America/Toronto' }) }));

afterEach(() => vi.unstubAllGlobals());

const record = (id: string, attributes: Record<string, unknown>) => ({
  type: 'access_records',
  id,
  attributes: {
    viewer_name: 'Alex Martin',
    viewer_id: 'alex',
    viewer_role: 'connection',
    data_kind: 'insights',
    purpose: 'connection',
    client: 'web',
    outcome: 'success',
    first_at: '2026-11-28T19:01:00Z',
    occurred_at: '2026-11-28T19:05:00Z',
    count: 3,
    ...attributes,
  },
});

/** A server holding two people's reads; records the filters asked for. */
function stubServer() {
  const asked: string[] = [];
  const all = [
    record('r1', {}),
    record('r2', {
      viewer_name: 'Gabrielle Roy',
      viewer_id: 'gab',
      viewer_role: 'group_administrator',
      data_kind: 'checkups',
      purpose: 'result_consent',
      client: 'api',
      occurred_at: '2026-11-27T14:00:00Z',
      count: 1,
    }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      const viewer = url.searchParams.get('filter[viewer]');
      asked.push(viewer ?? 'all');
      const data = all.filter((item) => !viewer || item.attributes.viewer_id === viewer);
      return Response.json(
        {
          data,
          meta: {
            total: data.length,
            viewers: [
              { id: 'alex', name: 'Alex Martin' },
              { id: 'gab', name: 'Gabrielle Roy' },
            ],
          },
        },
        { headers: { 'content-type': 'application/vnd.api+json' } },
      );
    }),
  );
  return asked;
}

function renderPanel() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <AccessLogPanel />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('who saw my data', () => {
  it('says each read in words, by day in the member’s time zone, and filters by person', async () => {
    await setupI18n('en');
    const asked = stubServer();
    renderPanel();
    const first = await screen.findByText('Alex Martin, a connection, viewed your insights');
    const item = first.closest('li') as HTMLElement;
    expect(within(item).getByText('3 times · 2:05 PM · from the web app')).toBeInTheDocument();
    expect(within(item).getByText('You share your results with them.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Saturday, November 28, 2026' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Gabrielle Roy, an administrator of one of your groups, viewed your check-up history'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Aggregated dashboards are not reads of anyone’s data/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Show the reads of'), 'Gabrielle Roy');
    expect(await screen.findByRole('listitem')).toHaveTextContent('Gabrielle Roy');
    expect(screen.queryByText(/Alex Martin, a connection/)).not.toBeInTheDocument();
    expect(asked).toContain('gab');
  });

  it('says an opening of a share link in words, with the label the member gave it', async () => {
    await setupI18n('en');
    const opening = record('r3', {
      viewer_name: 'Dr. Tremblay',
      viewer_id: null,
      viewer_role: 'link_holder',
      purpose: 'share_link',
      client: 'link_file',
      data_kind: 'checkups',
      count: 1,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { data: [opening], meta: { total: 1, viewers: [] } },
          { headers: { 'content-type': 'application/vnd.api+json' } },
        ),
      ),
    );
    renderPanel();
    const line = await screen.findByText(
      'Dr. Tremblay viewed your check-up answers through a link you shared',
    );
    const item = line.closest('li') as HTMLElement;
    expect(within(item).getByText('once · 2:05 PM · downloaded as a FHIR file')).toBeInTheDocument();
    expect(within(item).getByText('You made a read-only link for them.')).toBeInTheDocument();
  });

  it('in French, with an empty state', async () => {
    await setupI18n('fr');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { data: [], meta: { total: 0, viewers: [] } },
          { headers: { 'content-type': 'application/vnd.api+json' } },
        ),
      ),
    );
    renderPanel();
    expect(
      await screen.findByText('Personne d’autre n’a consulté vos données au cours de la dernière année.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Qui a vu mes données' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Afficher les consultations de')).not.toBeInTheDocument();
  });
});
