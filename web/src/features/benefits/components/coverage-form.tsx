import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import {
  COVERAGE_CURRENCIES,
  COVERAGE_TARGET_KINDS,
  type CoverageCurrency,
  type CoverageTargetKind,
  coverageCreateSchema,
  coverageUpdateSchema,
  PLAN_YEAR_DAYS_IN_MONTH,
  SERVICE_CATEGORY_KEYS,
  SPECIALTY_KEYS,
} from '@evenkeel/common';
import { NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
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
import type { Coverage } from '../api/types';
import { useSaveCoverage } from '../api/use-benefit-groups';
import { SubmitOrCancel } from './form-buttons';
import { amountText, parseAmount, targetName, wholeNumber } from './format';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** Creating or changing a coverage of a benefit group (what it covers is fixed once created). */
export function CoverageForm({
  group,
  coverage,
  onDone,
  onCancel,
}: {
  group: string;
  coverage?: Coverage;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const save = useSaveCoverage(group);
  const [kind, setKind] = useState<CoverageTargetKind>(coverage?.target_kind ?? 'service_category');
  const [key, setKey] = useState(coverage?.target_key ?? SERVICE_CATEGORY_KEYS[1]);
  const [amount, setAmount] = useState(amountText(coverage?.yearly_amount_cents ?? null));
  const [currency, setCurrency] = useState<CoverageCurrency>(coverage?.currency ?? 'CAD');
  const [sessions, setSessions] = useState(coverage?.sessions_per_year?.toString() ?? '');
  const [share, setShare] = useState(String(coverage?.share_percent ?? 100));
  const [month, setMonth] = useState(coverage?.plan_year_start_month ?? 1);
  const [startDay, setStartDay] = useState(coverage?.plan_year_start_day ?? 1);
  const [errors, setErrors] = useState<FieldErrors>({});
  const keys: readonly string[] = kind === 'specialty' ? SPECIALTY_KEYS : SERVICE_CATEGORY_KEYS;
  const title = coverage
    ? t('benefits.coverage_form_edit', { name: targetName(t, coverage.target_kind, coverage.target_key) })
    : t('benefits.coverage_form_new');

  const submit = () => {
    const cents = amount.trim() === '' ? null : parseAmount(amount);
    const perYear = wholeNumber(sessions);
    const percent = wholeNumber(share);
    const local: FieldErrors = {};
    if (cents === null && amount.trim() !== '') local.yearly_amount_cents = t('benefits.amount_invalid');
    if (perYear === undefined) local.sessions_per_year = t('benefits.number_invalid');
    if (percent === undefined || percent === null) local.share_percent = t('benefits.number_invalid');
    const values = {
      yearly_amount_cents: cents,
      currency: cents === null ? null : currency,
      sessions_per_year: perYear ?? null,
      share_percent: percent ?? 0,
      plan_year_start_month: month,
      plan_year_start_day: startDay,
    };
    const checked = coverage
      ? validate(coverageUpdateSchema, values, translate)
      : validate(coverageCreateSchema, { ...values, target_kind: kind, target_key: key }, translate);
    const all = { ...(checked.errors ?? {}), ...local };
    setErrors(all);
    if (Object.keys(all).length > 0 || !checked.data) return;
    save.mutate(
      { slug: coverage?.id, attributes: checked.data },
      {
        onSuccess: () => {
          showToast('success', t('benefits.coverage_saved'));
          onDone();
        },
        onError: (error) => reportApiError(error, translate, setErrors),
      },
    );
  };

  return (
    <Form onSubmit={submit} label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <FormErrorSummary errors={errors} />
        {!coverage && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('benefits.target_kind')}
              value={kind}
              onChange={(event) => {
                const next = event.currentTarget.value as CoverageTargetKind;
                setKind(next);
                setKey((next === 'specialty' ? SPECIALTY_KEYS : SERVICE_CATEGORY_KEYS)[0]);
              }}
              data={COVERAGE_TARGET_KINDS.map((value) => ({ value, label: t(`benefits.kinds.${value}`) }))}
            />
            <NativeSelect
              label={t('benefits.target_key')}
              value={key}
              onChange={(event) => setKey(event.currentTarget.value)}
              data={keys.map((value) => ({ value, label: targetName(t, kind, value) }))}
              error={errors.target_key}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('benefits.yearly_amount')}
            value={amount}
            inputMode="decimal"
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={errors.yearly_amount_cents}
          />
          <NativeSelect
            label={t('benefits.currency')}
            value={currency}
            onChange={(event) => setCurrency(event.currentTarget.value as CoverageCurrency)}
            data={[...COVERAGE_CURRENCIES]}
            error={errors.currency}
          />
          <TextInput
            label={t('benefits.sessions_per_year')}
            value={sessions}
            inputMode="numeric"
            onChange={(event) => setSessions(event.currentTarget.value)}
            error={errors.sessions_per_year}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('benefits.share_percent')}
            value={share}
            inputMode="numeric"
            onChange={(event) => setShare(event.currentTarget.value)}
            error={errors.share_percent}
          />
          <NativeSelect
            label={t('benefits.start_month')}
            value={String(month)}
            onChange={(event) => {
              const next = Number(event.currentTarget.value);
              setMonth(next);
              setStartDay(Math.min(startDay, PLAN_YEAR_DAYS_IN_MONTH[next - 1] ?? 28));
            }}
            data={MONTHS.map((value) => ({
              value: String(value),
              label: t(`benefits.months.${value}` as 'benefits.months.1'),
            }))}
          />
          <NativeSelect
            label={t('benefits.start_day')}
            value={String(startDay)}
            onChange={(event) => setStartDay(Number(event.currentTarget.value))}
            data={Array.from({ length: PLAN_YEAR_DAYS_IN_MONTH[month - 1] ?? 28 }, (_, index) =>
              String(index + 1),
            )}
            error={errors.plan_year_start_day}
          />
        </SimpleGrid>
        <SubmitOrCancel label={t('benefits.save')} pending={save.isPending} onCancel={onCancel} />
      </Stack>
    </Form>
  );
}
