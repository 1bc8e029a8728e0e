import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, loadParts, setupI18n } from '../../../lib/i18n';
import type { CurrentUser } from '../api/use-session';
import { LinkOutcomeNotice } from './link-outcome-notice';

beforeAll(async () => {
  await setupI18n('en');
  await loadParts('en', ['session']);
  await loadParts('fr', ['session']);
});

const member = { email: 'sam@example.test' } as CurrentUser;
const draw = (
  current: CurrentUser | null,
  outcome: 'account_activated' | 'password_reset' = 'account_activated',
) =>
  render(
    <MantineProvider>
      <LinkOutcomeNotice
        outcome={{ outcome, email: 'mallory@example.test', signed_in: false }}
        current={current}
      />
    </MantineProvider>,
  );

// Issue 26 §2: a link that signed nobody in always says whose account it was.
describe('what a link did, when it signed this browser in to nobody', () => {
  it('tells a member signed in as someone else that they still are', async () => {
    draw(member);
    expect(screen.getByRole('status').textContent).toBe(
      'You are signed in as sam@example.test. This link confirmed the address of another account, mallory@example.test: you are still signed in as sam@example.test.',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers a visitor to sign in with the address filled in, in French too', async () => {
    await changeLocale('fr');
    draw(null, 'password_reset');
    expect(screen.getByRole('status').textContent).toBe(
      'Le mot de passe de mallory@example.test a été modifié. Connectez-vous avec ce mot de passe pour continuer.',
    );
    expect(
      screen
        .getByRole('link', { name: 'Se connecter en tant que mallory@example.test' })
        .getAttribute('href'),
    ).toBe('/sign-in?email=mallory%40example.test');
    await changeLocale('en');
  });
});
