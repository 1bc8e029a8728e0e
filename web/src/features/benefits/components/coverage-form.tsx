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
import { type FieldErrors, Form, FormErrorSummary } from '../../../components/form';
import { useResourceForm } from '../../../components/use-resource-form';
import { useTranslation } from '../../../lib/i18n';
import type { Coverage } from '../api/types';
import { useSaveCoverage } from '../api/use-benefit-groups';
import { SubmitOrCancel } from './form-buttons';
import { amountText, parseAmount, targetName, wholeNumber } from './format';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

const valuesOf = (coverage?: Coverage) => ({
  kind: (coverage?.target_kind ?? 'service_category') as CoverageTargetKind,
  key: coverage?.target_key ?? SERVICE_CATEGORY_KEYS[1],
  amount: amountText(coverage?.yearly_amount_cents ?? null),
  currency: (coverage?.currency ?? 'CAD') as CoverageCurrency,
  sessions: coverage?.sessions_per_year?.toString() ?? '',
  share: String(coverage?.share_percent ?? 100),
  month: coverage?.plan_year_start_month ?? 1,
  startDay: coverage?.plan_year_start_day ?? 1,
});

const centsOf = (amount: string) => (amount.trim() === '' ? null : parseAmount(amount));

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
  const form = useResourceForm({
    initial: () => valuesOf(coverage),
    schema: coverage ? coverageUpdateSchema : coverageCreateSchema,
    input: (values) => {
      const cents = centsOf(values.amount);
      const attributes = {
        yearly_amount_cents: cents,
        currency: cents === null ? null : values.currency,
        sessions_per_year: wholeNumber(values.sessions) ?? null,
        share_percent: wholeNumber(values.share) ?? 0,
        plan_year_start_month: values.month,
        plan_year_start_day: values.startDay,
      };
      return coverage ? attributes : { ...attributes, target_kind: values.kind, target_key: values.key };
    },
    check: (values) => {
      const local: FieldErrors = {};
      const percent = wholeNumber(values.share);
      if (centsOf(values.amount) === null && values.amount.trim() !== '')
        local.yearly_amount_cents = t('benefits.amount_invalid');
      if (wholeNumber(values.sessions) === undefined) local.sessions_per_year = t('benefits.number_invalid');
      if (percent === undefined || percent === null) local.share_percent = t('benefits.number_invalid');
      return local;
    },
    mutation: useSaveCoverage(group),
    variables: (attributes) => ({ slug: coverage?.id, attributes }),
    success: () => t('benefits.coverage_saved'),
    onSuccess: onDone,
  });
  const { values, set, errors } = form;
  const keys: readonly string[] = values.kind === 'specialty' ? SPECIALTY_KEYS : SERVICE_CATEGORY_KEYS;
  const title = coverage
    ? t('benefits.coverage_form_edit', { name: targetName(t, coverage.target_kind, coverage.target_key) })
    : t('benefits.coverage_form_new');

  return (
    <Form onSubmit={form.submit} label={title} focusOnOpen>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <FormErrorSummary errors={errors} />
        {!coverage && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('benefits.target_kind')}
              value={values.kind}
              onChange={(event) => {
                const next = event.currentTarget.value as CoverageTargetKind;
                form.setValues((current) => ({
                  ...current,
                  kind: next,
                  key: (next === 'specialty' ? SPECIALTY_KEYS : SERVICE_CATEGORY_KEYS)[0],
                }));
              }}
              data={COVERAGE_TARGET_KINDS.map((value) => ({ value, label: t(`benefits.kinds.${value}`) }))}
            />
            <NativeSelect
              label={t('benefits.target_key')}
              {...form.text('key', 'target_key')}
              data={keys.map((value) => ({ value, label: targetName(t, values.kind, value) }))}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('benefits.yearly_amount')}
            inputMode="decimal"
            {...form.text('amount', 'yearly_amount_cents')}
          />
          <NativeSelect
            label={t('benefits.currency')}
            {...form.text('currency')}
            data={[...COVERAGE_CURRENCIES]}
          />
          <TextInput
            label={t('benefits.sessions_per_year')}
            inputMode="numeric"
            {...form.text('sessions', 'sessions_per_year')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('benefits.share_percent')}
            inputMode="numeric"
            {...form.text('share', 'share_percent')}
          />
          <NativeSelect
            label={t('benefits.start_month')}
            value={String(values.month)}
            onChange={(event) => {
              const next = Number(event.currentTarget.value);
              form.setValues((current) => ({
                ...current,
                month: next,
                startDay: Math.min(current.startDay, PLAN_YEAR_DAYS_IN_MONTH[next - 1] ?? 28),
              }));
            }}
            data={MONTHS.map((value) => ({
              value: String(value),
              label: t(`benefits.months.${value}` as 'benefits.months.1'),
            }))}
          />
          <NativeSelect
            label={t('benefits.start_day')}
            value={String(values.startDay)}
            onChange={(event) => set('startDay', Number(event.currentTarget.value))}
            data={Array.from({ length: PLAN_YEAR_DAYS_IN_MONTH[values.month - 1] ?? 28 }, (_, index) =>
              String(index + 1),
            )}
            error={errors.plan_year_start_day}
          />
        </SimpleGrid>
        <SubmitOrCancel label={t('benefits.save')} pending={form.pending} onCancel={onCancel} />
      </Stack>
    </Form>
  );
}
