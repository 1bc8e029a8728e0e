import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { SentInvitations } from './sent-invitations';

const resource = (id: string, email: string, abilities: Record<string, boolean>) => ({
  type: 'invitations',
  id,
  attributes: {
    scope: 'organization',
    role: 'member',
    name: 'Northwind',
    email,
    first_name: null,
    last_name: null,
    state: 'pending',
    created_at: '2026-11-22T00:00:00Z',
    expires_at: '2099-12-06T00:00:00Z',
  },
  meta: { abilities: { accept: false, decline: false, ...abilities } },
});

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('sent invitations', () => {
  it('shows Resend and Revoke only by ability, and resends with a toast', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${String(url)}`);
        const headers = { 'content-type': 'application/vnd.api+json' };
        if (init?.method === 'POST') {
          return Response.json({ data: resource('new1', 'a@example.test', {}) }, { headers });
        }
        return Response.json(
          {
            data: [
              resource('inv1', 'a@example.test', { resend: true, revoke: true }),
              resource('inv2', 'b@example.test', { resend: false, revoke: true }),
            ],
            meta: { total: 2 },
          },
          { headers },
        );
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <Notifications />
          <SentInvitations />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const first = (await screen.findByText(/a@example\.test/)).parentElement as HTMLElement;
    const second = screen.getByText(/b@example\.test/).parentElement as HTMLElement;
    expect(within(second).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText('The invitation has been sent again, with a new link.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => /^POST .*\/api\/invitations\/inv1\/resend$/.test(call))).toBe(true);
  });
});
