import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { apiRequest } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useCrisisLines } from '../api/use-crisis-lines';
import { CrisisLines } from '../components/crisis-lines';
import { QuickDial } from '../components/quick-dial';
import { countryOptions } from '../lib/country-options';
import { placeName } from '../lib/place-name';

type Nearest = { country_code: string; administrative_area_code: string | null };

/**
 * Crisis help for everyone, signed in or not (product.md §6). The place comes from the URL
 * (`?country=CA&region=QC`, so it survives a reload), else the browser's position when the
 * person allows it, else the profile (the server's default), else the browser's time zone
 * (useCrisisLines), else the person chooses the country before any list; a country picked by
 * hand always wins.
 */
export default function CrisisPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('crisis.title'));
  const [params, setParams] = useSearchParams();
  const location = { country: params.get('country') || undefined, region: params.get('region') || undefined };
  const { data, needsCountry } = useCrisisLines(location);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const countries = data?.countries ?? [];
  const resolvedCountry = needsCountry ? '' : (data?.countryCode ?? location.country ?? '');

  const choose = (country: string, region?: string | null) => {
    const next = new URLSearchParams();
    if (country) next.set('country', country);
    if (region) next.set('region', region);
    setParams(next, { replace: true });
  };

  const useMyPosition = () => {
    setLocateError(null);
    if (!('geolocation' in navigator)) {
      setLocateError(t('crisis.locate_unsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        try {
          const { data: place } = await apiRequest<Nearest>('GET', '/api/places/nearest', {
            query: {
              'filter[latitude]': position.coords.latitude,
              'filter[longitude]': position.coords.longitude,
            },
          });
          choose(place.country_code, place.administrative_area_code);
        } catch {
          setLocateError(t('crisis.locate_failed'));
        } finally {
          setLocating(false);
        }
      },
      () => {
        setLocating(false);
        setLocateError(t('crisis.locate_denied'));
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('crisis.title')}</Title>
      {!needsCountry && <QuickDial lines={data?.lines} />}
      <Alert color="red" variant="light" role="note" title={t('crisis.danger_title')}>
        {t('crisis.danger_body')}
      </Alert>
      <Text>{t('crisis.intro')}</Text>
      <Stack gap="xs" component="section" aria-labelledby="crisis-where">
        <Title order={2} size="h4" id="crisis-where">
          {resolvedCountry
            ? t('crisis.showing_for', {
                place: placeName(t, i18n.language, resolvedCountry, data?.areaCode ?? null),
              })
            : t('crisis.choose_place')}
        </Title>
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('crisis.country')}
            value={resolvedCountry}
            onChange={(event) => choose(event.currentTarget.value)}
            data={[
              { value: '', label: t('crisis.country_none') },
              ...countryOptions(i18n.language, countries, resolvedCountry),
            ]}
            miw={220}
          />
          <Button variant="default" onClick={useMyPosition} loading={locating}>
            {t('crisis.use_position')}
          </Button>
        </Group>
        {locateError && (
          <Text c="red.8" size="sm" role="alert">
            {locateError}
          </Text>
        )}
      </Stack>
      <CrisisLines location={location} chooser={false} />
      <Text size="sm" c="gray.7">
        {t('crisis.elsewhere')}
      </Text>
    </Stack>
  );
}
