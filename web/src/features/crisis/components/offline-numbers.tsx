import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Stack.css';
import { emergencyNumbersOf } from '@evenkeel/common';
import { Anchor, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { browserLocation } from '../../../lib/time-zone-location';
import { telHref } from '../data/emergency-lines';
import { countryOptions } from '../lib/country-options';

/**
 * When the crisis lines cannot be loaded (offline, server down): any country's emergency numbers,
 * shipped with the app (common/src/emergency-numbers.ts), for the place known (the one asked for,
 * else the browser's time zone) or any country chosen here.
 */
export function OfflineNumbers({ country }: { country?: string | null }) {
  const { t, i18n } = useTranslation();
  const pickerId = useId();
  const [chosen, setChosen] = useState<string>(() => country ?? browserLocation()?.country ?? '');
  const found = chosen ? emergencyNumbersOf(chosen) : null;
  return (
    <Stack gap="xs" data-testid="offline-numbers">
      <NativeSelect
        id={pickerId}
        label={t('crisis.country')}
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value)}
        data={[{ value: '', label: t('crisis.country_none') }, ...countryOptions(i18n.language, [], chosen)]}
        miw={200}
      />
      {found && (
        <Group gap="md">
          {found.numbers.map((entry) => (
            <Text key={entry.number} fw={700} size="xl">
              {t('crisis.emergency')}{' '}
              <Anchor href={telHref(entry.number)} underline="always" fw={700}>
                {entry.number}
              </Anchor>
            </Text>
          ))}
        </Group>
      )}
    </Stack>
  );
}
