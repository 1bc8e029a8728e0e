import { groupCreateSchema } from '@evenkeel/common';
import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../lib/api-client';
import { setupI18n } from '../lib/i18n';
import { showToast } from '../lib/toasts';
import { type FieldErrors, Form, FormErrorSummary } from './form';
import { type FormMutation, useResourceForm } from './use-resource-form';

vi.mock('../lib/toasts', () => ({ showToast: vi.fn() }));

beforeAll(async () => {
  await setupI18n('en');
});
beforeEach(() => {
  // jsdom draws nothing: focusOutcome waits for a drawn element.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
});
afterEach(() => vi.restoreAllMocks());

type Outcome = { fail?: unknown };

/** A mutation that answers at once: with the name sent, or with the error it is given. */
function fakeMutation(outcome: Outcome) {
  const mutate = vi.fn<FormMutation<{ name: string }, { name: string }>['mutate']>((variables, handlers) => {
    if (outcome.fail) handlers.onError(outcome.fail);
    else handlers.onSuccess({ name: variables.name });
  });
  return { mutate, isPending: false };
}

function GroupForm({
  mutation,
  reset,
  onSuccess,
}: {
  mutation: ReturnType<typeof fakeMutation>;
  reset?: boolean;
  onSuccess?: () => void;
}) {
  const form = useResourceForm({
    initial: () => ({ name: '', description: '' }),
    schema: groupCreateSchema,
    check: (values): FieldErrors => (values.description === 'x' ? { description: 'Too short.' } : {}),
    mutation,
    variables: (data) => ({ name: data.name }),
    success: (group) => `Created ${group.name}.`,
    reset,
    onSuccess,
    focus: '#after',
  });
  return (
    <MantineProvider>
      <FormErrorSummary errors={form.errors} />
      <Form onSubmit={form.submit} label="Group">
        <TextInput label="Name" {...form.text('name')} />
        <TextInput label="Description" {...form.text('description')} />
        <button type="submit">Create</button>
      </Form>
      <h2 id="after">Groups</h2>
    </MantineProvider>
  );
}

describe('useResourceForm', () => {
  it('shows the schema’s and its own errors by field, and sends nothing', async () => {
    const mutation = fakeMutation({});
    render(<GroupForm mutation={mutation} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Win at evil.com');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Name cannot contain a web address or a domain name.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription('Too short.');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need your attention.');
    expect(mutation.mutate).not.toHaveBeenCalled();
  });

  it('puts the server’s 422s next to their fields (by source.pointer)', async () => {
    const refusal = new ApiRequestError(422, [
      {
        status: '422',
        code: 'taken',
        title: 'Taken',
        detail: 'That name is taken.',
        source: { pointer: '/data/attributes/name' },
      },
    ]);
    render(<GroupForm mutation={fakeMutation({ fail: refusal })} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nurses');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('That name is taken.');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('shows a refusal that names no field as a message for the whole form (a danger toast)', async () => {
    const refusal = new ApiRequestError(403, [
      { status: '403', code: 'forbidden', title: 'Forbidden', detail: 'Not yours.' },
    ]);
    render(<GroupForm mutation={fakeMutation({ fail: refusal })} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nurses');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(showToast).toHaveBeenCalledWith('danger', 'Not yours.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on success: the toast, the caller’s onSuccess, focus to the outcome, and the values kept', async () => {
    const onSuccess = vi.fn();
    const mutation = fakeMutation({});
    render(<GroupForm mutation={mutation} onSuccess={onSuccess} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nurses');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(mutation.mutate).toHaveBeenCalledWith({ name: 'Nurses' }, expect.anything());
    expect(showToast).toHaveBeenCalledWith('success', 'Created Nurses.');
    expect(onSuccess).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Groups' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Nurses');
  });

  it('goes back to its first values after a success when asked to (a form that adds one after another)', async () => {
    render(<GroupForm mutation={fakeMutation({})} reset />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nurses');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });
});

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <MantineProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Record a use
      </button>
      {open && (
        <Form onSubmit={() => {}} label="Record" focusOnOpen>
          <TextInput label="Day" />
        </Form>
      )}
    </MantineProvider>
  );
}

describe('Form focusOnOpen', () => {
  it('moves focus to the first field of an inline form a button opened', async () => {
    render(<Opener />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Record a use' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Day' })).toHaveFocus());
  });
});
