import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useTranslation } from 'react-i18next';

const EARLIEST = '1900-01-01';
const DEFAULT_VIEW = '1990-01-01';

const today = () => new Date().toISOString().slice(0, 10);

/** yyyy-mm-dd, opening on the years, from 1900-01-01 to today (spec §5). */
export function BirthdateField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <DatePickerInput
      label={t('profile.birthdate')}
      placeholder="yyyy-mm-dd"
      valueFormat="YYYY-MM-DD"
      defaultLevel="decade"
      defaultDate={value ?? DEFAULT_VIEW}
      minDate={EARLIEST}
      maxDate={today()}
      value={value}
      onChange={(date) => onChange(date ? String(date).slice(0, 10) : null)}
      clearable
      clearButtonProps={{ 'aria-label': t('profile.clear_birthdate') }}
      // The calendar's arrows and are named (axe: buttons need a name).
      previousLabel={t('controls.previous_period')}
      nextLabel={t('controls.next_period')}
      error={error}
    />
  );
}
