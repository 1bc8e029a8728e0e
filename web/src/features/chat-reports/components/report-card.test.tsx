import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import type { MessageReport } from '../api/use-message-reports';
import { ReportCard } from './report-card';

beforeAll(async () => {
  await setupI18n('en');
});

const report = (overrides: Partial<MessageReport> = {}): MessageReport => ({
  id: 'r1',
  type: 'message_reports',
  note: 'This felt threatening',
  state: 'open',
  created_at: '2026-11-20T15:00:00Z',
  closed_at: null,
  reporter_name: 'Robin Rivera',
  excerpt: [
    {
      seq: 1,
      sender_name: 'Sacha Rivera',
      body: 'Hello there',
      created_at: '2026-11-20T14:00:00Z',
      reported: false,
    },
    { seq: 2, sender_name: null, body: null, created_at: '2026-11-20T14:01:00Z', reported: false },
    {
      seq: 3,
      sender_name: 'Sacha Rivera',
      body: 'Answer me now!',
      created_at: '2026-11-20T14:02:00Z',
      reported: true,
    },
  ],
  meta: { abilities: { close: true } },
  ...overrides,
});

function renderCard(value: MessageReport, onClose = vi.fn()) {
  render(
    <MantineProvider>
      <ReportCard report={value} closing={false} onClose={onClose} />
    </MantineProvider>,
  );
  return onClose;
}

describe('a message report', () => {
  it('shows the note and the copied messages, the reported one marked in words, and closes', async () => {
    const onClose = renderCard(report());
    const card = screen.getByRole('article', { name: /^Reported by Robin Rivera on / });
    expect(within(card).getByText('This felt threatening')).toBeInTheDocument();
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[2]).toHaveTextContent(/^Reported message/);
    expect(items[2]).toHaveTextContent('Answer me now!');
    expect(items[1]).toHaveTextContent('Deleted account');
    expect(items[1]).toHaveTextContent('Message deleted');
    expect(items[0]).not.toHaveTextContent('Reported message');
    await userEvent.click(within(card).getByRole('button', { name: 'Close the report' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers Close only when the server allows it', () => {
    renderCard(
      report({ state: 'closed', closed_at: '2026-11-21T09:00:00Z', meta: { abilities: { close: false } } }),
    );
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close the report' })).toBeNull();
  });
});
