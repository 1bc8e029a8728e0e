import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** Every IANA time zone the browser knows; the city sets it, the member may change it. */
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
    <Select
      label={t('profile.timezone')}
      description={t('profile.timezone_help')}
      searchable
      data={zones}
      value={value}
      onChange={onChange}
      nothingFoundMessage={t('profile.timezone_none')}
      error={error}
      limit={50}
      comboboxProps={{ hideDetached: false }}
    />
  );
}
