import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { CreateGroupForm } from './create-group-form';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('create group form', () => {
  it('checks the name with the server’s rules before sending: no web address, not only invisible characters', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <Notifications />
          <CreateGroupForm organizationSlug="org1" groups={[]} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.type(name, 'Claim your prize at evil.com');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Name cannot contain a web address or a domain name.')).toBeVisible();

    await user.clear(name);
    await user.type(name, '\u200b\u200b');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText('Name must contain letters, not only spaces or invisible characters.'),
    ).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
