import { WEEKDAYS } from '@evenkeel/common/limits';
import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Seven radios, sunday to saturday, labelled with their first letter; names carry the full day. */
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
  const { t } = useTranslation();
  return (
    <Radio.Group name={name} label={t('preferences.day')} value={value} onChange={onChange} error={error}>
      <Group gap={4} mt="xs" wrap="nowrap">
        {WEEKDAYS.map((weekday) => (
          <Radio
            key={weekday}
            value={weekday}
            aria-label={t(`preferences.days.${weekday}`)}
            label={<span aria-hidden="true">{t(`preferences.letters.${weekday}`)}</span>}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
