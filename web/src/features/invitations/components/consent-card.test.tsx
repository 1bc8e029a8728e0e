import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { InvitationsPanel } from './invitations-panel';

/** A pending consent as GET /api/result_consents sends it (decision 0011). */
const consent = (state = 'pending', abilities = { accept: true, decline: true, withdraw: false }) => ({
  type: 'result_consents',
  id: 'c1',
  attributes: {
    state,
    first_name: 'Jordan',
    last_name: 'Lee',
    profile_picture_url: null,
    group_name: 'Night shift',
    group_slug: 'night',
    asked_at: '2026-11-28T00:00:00Z',
    given_at: state === 'given' ? '2026-11-28T01:00:00Z' : null,
    withdrawn_at: null,
  },
  meta: { abilities },
});

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'content-type': 'application/vnd.api+json' } });

/** The server: no invitations, one pending card, and `answer` for the card's accept. */
function server(pending: unknown, answer: () => Response) {
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = String(input);
    if (url.includes('/accept') || url.includes('/decline')) return answer();
    if (url.includes('/api/result_consents')) return json({ data: [pending], meta: { total: 1 } });
    return json({ data: [], meta: { total: 0 } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPanel() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <Notifications />
        <MemoryRouter>
          <InvitationsPanel />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('a pending consent card among the invitations', () => {
  it('names the new administrator and the group, and moves the focus to the outcome once accepted', async () => {
    const fetch = server(consent(), () =>
      json({ data: consent('given', { accept: false, decline: false, withdraw: true }) }),
    );
    renderPanel();
    const card = await screen.findByRole('article', { name: 'Jordan Lee now administers Night shift' });
    expect(card).toHaveTextContent('Share your check-up results with them too?');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const outcome = (await screen.findByText('Accepted')).closest('[role="status"]');
    await vi.waitFor(() => expect(outcome).toHaveFocus());
    expect(await screen.findByText('You now share your results with Jordan Lee.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/accept'));
    expect(String(call?.[0])).toContain('/api/result_consents/c1/accept');
  });

  it('shows only the controls the server allows, and the server’s reason when it refuses', async () => {
    server(consent('pending', { accept: true, decline: false, withdraw: false }), () =>
      json(
        {
          errors: [
            {
              status: '422',
              code: 'consent_ended',
              title: 'x',
              detail: 'This person no longer administers the group.',
            },
          ],
        },
        422,
      ),
    );
    renderPanel();
    await screen.findByRole('article', { name: 'Jordan Lee now administers Night shift' });
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This person no longer administers the group.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await setupI18n('fr');
    server(consent(), () => json({}));
    renderPanel();
    const card = await screen.findByRole('article', { name: 'Jordan Lee administre maintenant Night shift' });
    expect(card).toHaveTextContent('Partager aussi vos résultats de bilan avec cette personne ?');
    expect(screen.getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
    await setupI18n('en');
  });
});
