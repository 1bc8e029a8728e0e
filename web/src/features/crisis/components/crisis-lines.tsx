import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import { HELPLINE_DIRECTORY_URL } from '@evenkeel/common';
import { Alert, Anchor, Group, Loader, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { personalKey } from '../../../lib/personal-storage';
import { type CrisisLocation, useCrisisLines } from '../api/use-crisis-lines';
import { EMERGENCY_LINES, telHref } from '../data/emergency-lines';
import { countryOptions } from '../lib/country-options';
import { placeName } from '../lib/place-name';
import { CrisisLineCard } from './crisis-line-card';
import { OfflineNumbers } from './offline-numbers';
import { QuickDial } from './quick-dial';

const CHOSEN_COUNTRY = personalKey('crisis-country');

/** Whoever shows the chosen country: a panel's list and its call buttons above it follow one choice. */
const chosenListeners = new Set<() => void>();
const subscribeChosen = (listener: () => void) => {
  chosenListeners.add(listener);
  return () => {
    chosenListeners.delete(listener);
  };
};
const readChosen = () => sessionStorage.getItem(CHOSEN_COUNTRY);

/** A country picked in a crisis panel holds for the visit (sign-out forgets it). */
function useChosenCountry(): [string | null, (country: string) => void] {
  const chosen = useSyncExternalStore(subscribeChosen, readChosen);
  const choose = (country: string) => {
    if (country) sessionStorage.setItem(CHOSEN_COUNTRY, country);
    else sessionStorage.removeItem(CHOSEN_COUNTRY);
    for (const listener of chosenListeners) listener();
  };
  return [chosen, choose];
}

/**
 * A panel's call buttons on their own (QuickDial), for a page that shows them above its other
 * words, and the panel's list further down (`CrisisLines` with `quickDial={false}`).
 */
export function CrisisQuickDial({ location }: { location: CrisisLocation }) {
  const [chosen] = useChosenCountry();
  const { data, needsCountry } = useCrisisLines(chosen ? { country: chosen } : location);
  return needsCountry ? null : <QuickDial lines={data?.lines} />;
}

/** For a country with its emergency number only: an international directory of helplines. */
export function HelplineDirectory() {
  const { t } = useTranslation();
  return (
    <Text data-testid="crisis-directory">
      {t('crisis.no_crisis_line')}{' '}
      <Anchor href={HELPLINE_DIRECTORY_URL} target="_blank" rel="noopener noreferrer" underline="always">
        {t('crisis.directory')}
      </Anchor>
    </Text>
  );
}

/**
 * The emergency number and crisis lines for a location. If the lines cannot be loaded, the
 * emergency numbers shipped with the app show instead: this list must never be empty.
 * With `chooser` (the panels after a safety "yes"), it says which country the lines are for
 * and lets the person change it; when nobody knows where the person is, it asks for the
 * country before showing any list, and puts the numbers to call first (QuickDial). The crisis
 * page has its own chooser and call buttons (`chooser={false}`).
 */
export function CrisisLines({
  location,
  headingLevel = 2,
  chooser = true,
  quickDial = true,
}: {
  location: CrisisLocation;
  headingLevel?: 2 | 3;
  chooser?: boolean;
  /** The call buttons above the list; false where the page shows them itself (CrisisQuickDial). */
  quickDial?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [chosen, choose] = useChosenCountry();
  const pickerId = useId();
  const { data, isPending, isError, needsCountry } = useCrisisLines(
    chooser && chosen ? { country: chosen } : location,
  );
  if (isPending) return <Loader aria-label={t('layout.loading')} />;
  if (isError || !data) {
    const countryName = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return (
      <Stack gap="xs">
        <Alert color="yellow" variant="light">
          {t('crisis.offline')}
        </Alert>
        <OfflineNumbers country={(chooser && chosen) || location.country} />
        {EMERGENCY_LINES.map((country) => (
          <Text key={country.countryCode}>
            {countryName.of(country.countryCode)} — {t('crisis.emergency')}{' '}
            <Anchor href={telHref(country.emergency)} fw={700} underline="always">
              {country.emergency}
            </Anchor>
            {country.lines.map((line) => (
              <span key={line.name}>
                {' · '}
                {line.name}{' '}
                <Anchor href={telHref(line.phone)} underline="always">
                  {line.phone}
                </Anchor>
              </span>
            ))}
          </Text>
        ))}
      </Stack>
    );
  }
  const picker = chooser && (
    <NativeSelect
      id={pickerId}
      label={needsCountry ? t('crisis.country') : t('crisis.change_country')}
      value={needsCountry ? '' : (data.countryCode ?? '')}
      onChange={(event) => choose(event.currentTarget.value)}
      data={[
        ...(needsCountry ? [{ value: '', label: t('crisis.country_none') }] : []),
        ...countryOptions(i18n.language, data.countries, needsCountry ? null : data.countryCode),
      ]}
      miw={200}
      data-testid="crisis-country"
    />
  );
  if (needsCountry) {
    // Nobody knows where the person is: the country first, then the lines.
    return chooser ? (
      <Stack gap="xs" data-testid="crisis-choose-country">
        <Text fw={700}>{t('crisis.choose_first')}</Text>
        {picker}
        <Text size="sm">{t('crisis.danger_body')}</Text>
      </Stack>
    ) : null;
  }
  const place = data.countryCode ? placeName(t, i18n.language, data.countryCode, data.areaCode) : null;
  const lines =
    data.lines.length === 0 ? (
      <Text>
        {t('crisis.no_lines')}{' '}
        <Anchor component={Link} to={paths.crisis} underline="always">
          {t('crisis.choose_place')}
        </Anchor>
      </Text>
    ) : (
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="crisis-lines">
          {data.lines.map((line) => (
            <CrisisLineCard key={line.id} line={line} headingLevel={headingLevel} />
          ))}
        </SimpleGrid>
        {!data.lines.some((line) => line.kind === 'crisis_line') && <HelplineDirectory />}
      </Stack>
    );
  if (!chooser) return lines;
  return (
    <Stack gap="sm">
      {quickDial && <QuickDial lines={data.lines} />}
      <Group justify="space-between" align="flex-end" gap="sm">
        {place && (
          <Text fw={700} data-testid="crisis-place">
            {t('crisis.lines_for', { place })}
          </Text>
        )}
        {picker}
      </Group>
      {lines}
    </Stack>
  );
}
