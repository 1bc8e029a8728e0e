import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toasts';
import { isUsablePlace, type Place, usePlaces } from '../api/use-places';

/**
 * City autocomplete limited to cities (spec §5). A choice that lacks locality, country,
 * coordinates or an id is cleared with the spec's warning.
 */
export function CityField({
  initialLabel,
  onPick,
  error,
}: {
  initialLabel: string;
  onPick: (place: Place | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialLabel);
  const [debounced] = useDebouncedValue(text, 200);
  const { data: places = [], isError: searchFailed } = usePlaces(debounced);

  const pick = (label: string) => {
    const place = places.find((candidate) => candidate.label === label);
    if (!isUsablePlace(place)) {
      setText('');
      onPick(null);
      showToast('warning', t('errors.location'));
      return;
    }
    setText(place.label);
    onPick(place);
  };

  return (
    <Autocomplete
      label={t('profile.city')}
      description={t('profile.city_help')}
      value={text}
      onChange={(value) => {
        setText(value);
        if (value === '') onPick(null);
      }}
      onOptionSubmit={pick}
      data={places.map((place) => place.label)}
      filter={({ options }) => options}
      limit={10}
      // A failed search (the places service is down) says so rather than showing no city.
      error={error ?? (searchFailed ? t('errors.location') : undefined)}
      autoComplete="off"
      // Keep the list of cities showing even when the field sits at the very edge of a phone's
      // screen, where Mantine would otherwise hide a dropdown it considers detached.
      comboboxProps={{ hideDetached: false }}
    />
  );
}
