import { Alert, Anchor, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { type CrisisLocation, useCrisisLines } from '../api/use-crisis-lines';
import { EMERGENCY_LINES, telHref } from '../data/emergency-lines';
import { CrisisLineCard } from './crisis-line-card';

/**
 * The emergency number and crisis lines for a location. If the lines cannot be loaded, the
 * emergency numbers shipped with the app show instead: this list must never be empty.
 */
export function CrisisLines({
  location,
  headingLevel = 2,
}: {
  location: CrisisLocation;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = useCrisisLines(location);
  if (isPending) return <Loader aria-label={t('layout.loading')} />;
  if (isError || !data) {
    const countryName = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return (
      <Stack gap="xs">
        <Alert color="yellow" variant="light">
          {t('crisis.offline')}
        </Alert>
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
  if (data.lines.length === 0)
    return (
      <Text>
        {t('crisis.no_lines')}{' '}
        <Anchor component={Link} to={paths.crisis} underline="always">
          {t('crisis.choose_place')}
        </Anchor>
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="crisis-lines">
      {data.lines.map((line) => (
        <CrisisLineCard key={line.id} line={line} headingLevel={headingLevel} />
      ))}
    </SimpleGrid>
  );
}
