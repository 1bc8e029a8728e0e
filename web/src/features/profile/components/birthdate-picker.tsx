import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { firstDayOfWeek } from '@evenkeel/common/locale';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/i18n';
import classes from './birthdate-picker.module.css';

const EARLIEST = '1900-01-01';
const DEFAULT_VIEW = '1990-01-01';

const today = () => new Date().toISOString().slice(0, 10);

/** The control of the calendar's new view that is in the tab order (the chosen or current one). */
function focusCalendarControl() {
  requestAnimationFrame(() => {
    const calendar = document.querySelector<HTMLElement>('[data-dates-dropdown]');
    const control =
      calendar?.querySelector<HTMLElement>('table button[tabindex="0"]:not([disabled])') ??
      calendar?.querySelector<HTMLElement>('table button:not([disabled])');
    control?.focus();
  });
}

export type BirthdateProps = {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
};

/**
 * The birthdate's calendar (Mantine's dates, dayjs, the popover: about 30 kB of brotli), loaded
 * when the field is first used (birthdate-field.tsx). yyyy-mm-dd, opening on the years, from
 * 1900-01-01 to today (spec §5).
 */
export function BirthdatePicker({
  value,
  onChange,
  error,
  ref,
}: BirthdateProps & { ref?: Ref<HTMLButtonElement> }) {
  const { t, i18n } = useTranslation();
  // Dates follow the interface language: weeks start on Monday in French (spec §1). Set here, the
  // only place that draws a calendar, so dayjs and its French locale load with it, not at start.
  const locale = i18n.language === 'fr' ? 'fr' : 'en';
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: firstDayOfWeek(locale) }}>
      <DatePickerInput
        ref={ref}
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
        // Choosing a year or a month replaces the buttons of the view: focus would fall to <body>,
        // where Esc no longer reaches the calendar. It moves to the new view's current control.
        onLevelChange={focusCalendarControl}
        classNames={{ day: classes.day }}
        // Other months' days are drawn at half opacity, below 4.5:1: not drawn at all.
        hideOutsideDates
      />
    </DatesProvider>
  );
}
