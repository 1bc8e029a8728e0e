import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { coverageUseCreateSchema, localDate, memberTimeZone } from '@evenkeel/common';
import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  type FieldErrors,
  Form,
  FormErrorSummary,
  reportApiError,
  useTranslate,
  validate,
} from '../../../components/form';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useCurrentUser } from '../../session';
import type { Coverage } from '../api/types';
import { useRecordUse } from '../api/use-my-coverage';
import { coverageName } from './coverage-card';
import { SubmitOrCancel } from './form-buttons';
import { parseAmount, wholeNumber } from './format';

/** Recording a session or an amount used (self-reported, private): a day, sessions, an amount, a note. */
export function RecordUseForm({ coverage, onDone }: { coverage: Coverage; onDone: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const record = useRecordUse(coverage.id);
  // Today in the profile's time zone, as the server counts the plan year.
  const today = localDate(new Date(), memberTimeZone(useCurrentUser().timezone));
  const [usedOn, setUsedOn] = useState(today);
  const [sessions, setSessions] = useState(coverage.sessions_per_year !== null ? '1' : '0');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const name = coverageName(t, coverage);
  const title = t('benefits.record_title', { name });

  const submit = () => {
    const cents = amount.trim() === '' ? 0 : parseAmount(amount);
    const count = wholeNumber(sessions);
    const local: FieldErrors = {};
    if (cents === null) local.amount_cents = t('benefits.amount_invalid');
    if (count === undefined || count === null) local.sessions = t('benefits.number_invalid');
    const checked = validate(
      coverageUseCreateSchema,
      {
        used_on: usedOn,
        sessions: count ?? 0,
        amount_cents: cents ?? 0,
        note: note.trim() || null,
      },
      translate,
    );
    const all = { ...(checked.errors ?? {}), ...local };
    setErrors(all);
    if (Object.keys(all).length > 0 || !checked.data) return;
    record.mutate(checked.data, {
      onSuccess: () => {
        showToast('success', t('benefits.recorded'));
        onDone();
      },
      onError: (error) => reportApiError(error, translate, setErrors),
    });
  };

  return (
    <Form onSubmit={submit} label={title}>
      <Stack gap="sm">
        <Title order={4} size="h5">
          {title}
        </Title>
        <FormErrorSummary errors={errors} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            type="date"
            label={t('benefits.used_on')}
            value={usedOn}
            max={today}
            onChange={(event) => setUsedOn(event.currentTarget.value)}
            error={errors.used_on}
          />
          <TextInput
            label={t('benefits.sessions')}
            value={sessions}
            inputMode="numeric"
            onChange={(event) => setSessions(event.currentTarget.value)}
            error={errors.sessions}
          />
          <TextInput
            label={t('benefits.amount', { currency: coverage.currency ?? 'CAD' })}
            description={t('benefits.amount_hint', { percent: coverage.share_percent })}
            value={amount}
            inputMode="decimal"
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={errors.amount_cents}
          />
        </SimpleGrid>
        <TextInput
          label={t('benefits.note')}
          value={note}
          maxLength={200}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.note}
        />
        <SubmitOrCancel label={t('benefits.record')} pending={record.isPending} onCancel={onDone} />
      </Stack>
    </Form>
  );
}
