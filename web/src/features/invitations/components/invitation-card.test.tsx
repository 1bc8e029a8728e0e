import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import type { Invitation } from '../api/use-invitations';
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
  expires_at: '2026-12-06T00:00:00Z',
  meta: { abilities: { accept: true, decline: true, resend: false, revoke: false } },
};

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

function renderCard(onDecided: (decision: string) => void, shown: Invitation = invitation) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <Notifications />
        <MemoryRouter>
          <InvitationCard invitation={shown} decision={undefined} onDecided={onDecided} />
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
    await userEvent.click(await screen.findByRole('button', { name: 'Accept and share' }));
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
    const dialog = await screen.findByRole('dialog', { name: 'Share your check-up results?' });
    expect(dialog).toHaveTextContent('private notes are never shared');
    await vi.waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and share' }));
    await vi.waitFor(() => expect(decided).toHaveBeenCalledWith('accepted'));
    expect(await screen.findByText('Invitation accepted.')).toBeInTheDocument();
  });

  it('shows only the controls the server allows', () => {
    renderCard(vi.fn(), {
      ...invitation,
      meta: { abilities: { accept: false, decline: false, resend: false, revoke: false } },
    });
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('asks an unverified invitee to verify, and sends a new link', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request) =>
      Response.json(
        { meta: { message: 'We have sent a new confirmation link to your address.' } },
        { status: 202, headers: { 'content-type': 'application/vnd.api+json' } },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderCard(vi.fn(), {
      ...invitation,
      meta: {
        abilities: { accept: false, decline: true, resend: false, revoke: false },
        accept_blocked_reason: 'email_unverified',
      },
    });
    expect(screen.getByText('Verify your e-mail to accept')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(
      await screen.findByText('We have sent a new confirmation link to your address.'),
    ).toBeInTheDocument();
    expect(String(fetch.mock.calls.at(-1)?.[0])).toContain('/api/email_verifications');
  });
});
