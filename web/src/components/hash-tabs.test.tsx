import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HashTabs } from './hash-tabs';

function ShowHash() {
  return <output data-testid="hash">{useLocation().hash}</output>;
}

function renderAt(entry: string) {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[entry]}>
        <HashTabs
          label="Account"
          tabs={[
            { value: 'personal', label: 'Personal', panel: <p>Personal panel</p> },
            { value: 'permissions', label: 'Permissions', panel: <p>Permissions panel</p> },
          ]}
        />
        <ShowHash />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('HashTabs', () => {
  it('opens the tab named by the hash', () => {
    renderAt('/profile#permissions');
    expect(screen.getByRole('tab', { name: 'Permissions' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Permissions panel')).toBeInTheDocument();
  });

  it('opens the first tab for an unknown or missing hash, and writes the chosen tab to the hash', async () => {
    renderAt('/profile#nothing');
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Permissions' }));
    expect(screen.getByTestId('hash')).toHaveTextContent('#permissions');
    expect(screen.getByText('Permissions panel')).toBeInTheDocument();
  });
});
