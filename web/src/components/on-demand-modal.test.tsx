import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OnDemandModal } from './on-demand-modal';

function Page() {
  const [opened, setOpened] = useState(false);
  return (
    <MantineProvider>
      <button type="button" onClick={() => setOpened(true)}>
        Revoke
      </button>
      <OnDemandModal opened={opened} onClose={() => setOpened(false)} title="Revoke this link?">
        <button type="button" onClick={() => setOpened(false)}>
          Cancel
        </button>
      </OnDemandModal>
    </MantineProvider>
  );
}

describe('OnDemandModal', () => {
  it('draws nothing until asked, then opens as a titled dialog with focus inside, and closes', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this link?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opened again, it is drawn at once: its code is already there.
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByRole('dialog', { name: 'Revoke this link?' })).toBeTruthy();
  });
});
