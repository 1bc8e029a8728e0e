import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { WEEKDAYS } from '@evenkeel/common/limits';
import { firstDayOfWeek, type Locale } from '@evenkeel/common/locale';
import { Radio } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import classes from './day-radios.module.css';

/** The week as the language reads it: Sunday first in English, Monday first in French. */
export function weekdaysFor(locale: Locale) {
  const first = firstDayOfWeek(locale);
  return [...WEEKDAYS.slice(first), ...WEEKDAYS.slice(0, first)];
}

/**
 * Seven native radios labelled with their first letter (spec §2); each radio's accessible name is
 * the day's full name, and each is a 44 × 44 px target. Mantine's group gives the label, the
 * error and the radiogroup role; the inputs are native, so the preferences form still posts.
 */
export function DayRadios({
  name,
  value,
  onChange,
  error,
}: {
  name?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const groupName = name ?? 'weekday';
  return (
    <Radio.Group label={t('preferences.day')} value={value} error={error}>
      <div className={classes.days}>
        {weekdaysFor(i18n.language as Locale).map((weekday) => (
          <label key={weekday} className={classes.day}>
            <input
              type="radio"
              className={classes.input}
              name={groupName}
              value={weekday}
              checked={value === weekday}
              onChange={() => onChange(weekday)}
              aria-label={t(`preferences.days.${weekday}`)}
            />
            <span aria-hidden="true">{t(`preferences.letters.${weekday}`)}</span>
          </label>
        ))}
      </div>
    </Radio.Group>
  );
}
