import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { NativeSelect } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';

/**
 * Every IANA time zone the browser knows; the city sets it, the member may change it. The
 * browser's own select: on a phone, its wheel or full-screen list suits some 400 zones better
 * than a dropdown under the keyboard, it costs no script (issue 12), and typing the start of a
 * zone ("Europe/P") jumps to it.
 */
export function TimezoneField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const zones = useMemo(() => {
    const list = Intl.supportedValuesOf('timeZone');
    return value && !list.includes(value) ? [value, ...list] : list;
  }, [value]);
  return (
    <NativeSelect
      label={t('profile.timezone')}
      description={t('profile.timezone_help')}
      // No zone yet (a member who gave no city): an empty first choice, as a select must show one.
      data={value ? zones : [{ value: '', label: t('profile.timezone_unset') }, ...zones]}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      error={error}
    />
  );
}
