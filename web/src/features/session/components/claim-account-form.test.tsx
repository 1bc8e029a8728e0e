import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, loadParts, setupI18n } from '../../../lib/i18n';
import type { CurrentUser } from '../api/use-session';
import { ClaimAccountForm } from './claim-account-form';

beforeAll(async () => {
  await setupI18n('en');
  await loadParts('en', ['session']);
  await loadParts('fr', ['session']);
});

const draw = (current: CurrentUser | null) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <ClaimAccountForm email="olive@example.test" current={current} onDone={() => undefined} />
      </MantineProvider>
    </QueryClientProvider>,
  );

// Decision 0012: a sign-up's link opened in another browser than the one that signed up asks
// that browser for the password, or a new one, before anyone can use the account.
describe('finishing a sign-up in the browser that opened its link', () => {
  it('asks for the sign-up password, and offers to choose a new one instead', () => {
    draw(null);
    expect(screen.getByRole('status').textContent).toBe(
      'The address olive@example.test is confirmed. To finish, enter the password chosen when the account was created: you will be signed in.',
    );
    expect(screen.getByLabelText(/Password chosen at sign-up/).getAttribute('autocomplete')).toBe(
      'current-password',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Choose a new password' }));
    expect(screen.getByLabelText(/New password/).getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByRole('button', { name: 'Save and sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use the password chosen at sign-up' })).toBeTruthy();
  });

  it('tells a member signed in as someone else that they still are, in French too', async () => {
    await changeLocale('fr');
    draw({ email: 'sam@example.test' } as CurrentUser);
    expect(screen.getByRole('status').textContent).toContain(
      'Vous êtes connecté·e en tant que sam@example.test. Ce lien est celui d’un autre compte, olive@example.test',
    );
    await changeLocale('en');
  });
});
