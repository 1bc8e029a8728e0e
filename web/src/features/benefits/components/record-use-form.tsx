import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { coverageUseCreateSchema, localDate, memberTimeZone } from '@evenkeel/common';
import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { type FieldErrors, Form, FormErrorSummary } from '../../../components/form';
import { useResourceForm } from '../../../components/use-resource-form';
import { useTranslation } from '../../../lib/i18n';
import { useCurrentUser } from '../../session';
import type { Coverage } from '../api/types';
import { useRecordUse } from '../api/use-my-coverage';
import { coverageName } from './coverage-card';
import { SubmitOrCancel } from './form-buttons';
import { parseAmount, wholeNumber } from './format';

type Values = { used_on: string; sessions: string; amount: string; note: string };

const centsOf = (amount: string) => (amount.trim() === '' ? 0 : parseAmount(amount));

/** Recording a session or an amount used (self-reported, private): a day, sessions, an amount, a note. */
export function RecordUseForm({ coverage, onDone }: { coverage: Coverage; onDone: () => void }) {
  const { t } = useTranslation();
  // Today in the profile's time zone, as the server counts the plan year.
  const today = localDate(new Date(), memberTimeZone(useCurrentUser().timezone));
  const form = useResourceForm({
    initial: (): Values => ({
      used_on: today,
      sessions: coverage.sessions_per_year !== null ? '1' : '0',
      amount: '',
      note: '',
    }),
    schema: coverageUseCreateSchema,
    input: (values) => ({
      used_on: values.used_on,
      sessions: wholeNumber(values.sessions) ?? 0,
      amount_cents: centsOf(values.amount) ?? 0,
      note: values.note.trim() || null,
    }),
    check: (values) => {
      const local: FieldErrors = {};
      const count = wholeNumber(values.sessions);
      if (centsOf(values.amount) === null) local.amount_cents = t('benefits.amount_invalid');
      if (count === undefined || count === null) local.sessions = t('benefits.number_invalid');
      return local;
    },
    mutation: useRecordUse(coverage.id),
    variables: (data) => data,
    success: () => t('benefits.recorded'),
    onSuccess: onDone,
  });
  const name = coverageName(t, coverage);
  const title = t('benefits.record_title', { name });

  return (
    <Form onSubmit={form.submit} label={title} focusOnOpen>
      <Stack gap="sm">
        <Title order={4} size="h5">
          {title}
        </Title>
        <FormErrorSummary errors={form.errors} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput type="date" label={t('benefits.used_on')} max={today} {...form.text('used_on')} />
          <TextInput label={t('benefits.sessions')} inputMode="numeric" {...form.text('sessions')} />
          <TextInput
            label={t('benefits.amount', { currency: coverage.currency ?? 'CAD' })}
            description={t('benefits.amount_hint', { percent: coverage.share_percent })}
            inputMode="decimal"
            {...form.text('amount', 'amount_cents')}
          />
        </SimpleGrid>
        <TextInput label={t('benefits.note')} maxLength={200} {...form.text('note')} />
        <SubmitOrCancel label={t('benefits.record')} pending={form.pending} onCancel={onDone} />
      </Stack>
    </Form>
  );
}
