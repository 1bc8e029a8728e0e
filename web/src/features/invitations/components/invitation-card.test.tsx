import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import type { Invitation } from '../api/types';
import { InvitationCard } from './invitation-card';

const invitation: Invitation = {
  id: 'inv1',
  type: 'invitations',
  scope: 'connection',
  role: 'reporter',
  name: 'Lucas Gagnon',
  logo_image_url: null,
  profile_picture_url: null,
  first_name: 'Lucas',
  last_name: 'Gagnon',
  email: 'lucas@example.test',
  dashboard_path: '/people/lucas',
  organization_slug: null,
  group_slug: null,
  state: 'pending',
  created_at: '2026-11-22T00:00:00Z',
};

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

function renderCard(onDecided: (decision: string) => void) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <Notifications />
        <MemoryRouter>
          <InvitationCard invitation={invitation} decision={undefined} onDecided={onDecided} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('an invitation card', () => {
  it('stays undecided and shows the generic error toast when accepting fails (spec §4, §8)', async () => {
    // The network boundary: the server refuses the accept.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { errors: [{ status: '422', code: 'x', title: 'x', detail: 'This organization is disabled.' }] },
          { status: 422, headers: { 'content-type': 'application/vnd.api+json' } },
        ),
      ),
    );
    const decided = vi.fn();
    renderCard(decided);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(decided).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.queryByText('Accepted')).not.toBeInTheDocument();
  });

  it('reports "accepted" once the server agrees', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const decided = vi.fn();
    renderCard(decided);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(decided).toHaveBeenCalledWith('accepted'));
  });
});
