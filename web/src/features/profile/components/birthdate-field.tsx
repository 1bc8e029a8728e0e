import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import { Input, InputBase } from '@mantine/core';
import { richOnFirstUse, useRichOnFirstUse } from '../../../components/on-first-use';
import { useTranslation } from '../../../lib/i18n';
import type { BirthdateProps } from './birthdate-picker';

/** The calendar comes with the first focus, touch or pointer on the field. */
const calendar = richOnFirstUse(() => import('./birthdate-picker'));

/** yyyy-mm-dd, opening on the years, from 1900-01-01 to today (spec §5). */
export function BirthdateField({ value, onChange, error }: BirthdateProps) {
  const { t } = useTranslation();
  const { module, wakeOn, press, light, rich } = useRichOnFirstUse<
    typeof import('./birthdate-picker'),
    HTMLButtonElement
  >(calendar);
  if (module) return <module.BirthdatePicker ref={rich} value={value} onChange={onChange} error={error} />;
  // Until then, the picker's button as it looks closed: same label, date, clear button. Pressing
  // it opens the calendar once loaded.
  return (
    <InputBase
      ref={light}
      component="button"
      type="button"
      pointer
      multiline
      label={t('profile.birthdate')}
      error={error}
      onClick={press}
      {...wakeOn}
      rightSection={
        value ? (
          <Input.ClearButton aria-label={t('profile.clear_birthdate')} onClick={() => onChange(null)} />
        ) : undefined
      }
      rightSectionPointerEvents="all"
    >
      {value ?? <Input.Placeholder>yyyy-mm-dd</Input.Placeholder>}
    </InputBase>
  );
}
