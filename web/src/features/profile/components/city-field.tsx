import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { richOnFirstUse, useRichOnFirstUse } from '../../../components/on-first-use';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { isUsablePlace, type Place, usePlaces } from '../api/use-places';

/** The list of suggestions comes with the first focus, touch or pointer on the field. */
const suggestions = richOnFirstUse(() => import('./city-autocomplete'));

/** One option per place id (a repeated id would make Mantine throw); labels as the server gave them. */
export function uniqueOptions(places: Place[]): { value: string; label: string }[] {
  const seen = new Set<string>();
  return places.flatMap((place) => {
    if (seen.has(place.id)) return [];
    seen.add(place.id);
    return [{ value: place.id, label: place.label }];
  });
}

/** Case, accents and spacing aside: "montréal, quebec, canada" is "Montréal, Quebec, Canada". */
const sameText = (a: string, b: string) => {
  const fold = (text: string) =>
    text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
  return fold(a) === fold(b);
};

/**
 * City autocomplete limited to cities (spec §5). A choice that lacks locality, country,
 * coordinates or an id is cleared with the spec's warning. Text that is not a choice from the
 * list (typed, then the field left without choosing) is said to be so next to the field, and
 * `onUnchosen` tells the form, which then does not save or move on as if no city had been typed.
 */
export function CityField({
  initialLabel,
  onPick,
  onUnchosen,
  error,
  label,
  description,
}: {
  initialLabel: string;
  onPick: (place: Place | null) => void;
  /** Whether the field holds text that is not the city chosen (nor empty). */
  onUnchosen?: (unchosen: boolean) => void;
  error?: string;
  /** Another label than the profile's "City" (a provider's practice location, a search's "Near"). */
  label?: string;
  description?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialLabel);
  // The label of the city chosen (or saved before): text equal to it is a choice.
  const [chosen, setChosen] = useState(initialLabel);
  // Set when the person leaves the field, cleared when they type again.
  const [left, setLeft] = useState(false);
  const unchosen = text.trim() !== '' && text !== chosen;
  const reportUnchosen = useRef(onUnchosen);
  reportUnchosen.current = onUnchosen;
  useEffect(() => reportUnchosen.current?.(unchosen), [unchosen]);
  const [debounced] = useDebouncedValue(text, 200);
  const { data: places = [], isError: searchFailed } = usePlaces(debounced);
  const { module, wakeOn, light, rich } = useRichOnFirstUse<
    typeof import('./city-autocomplete'),
    HTMLInputElement
  >(suggestions);

  // Options are keyed by place id: two towns may share a name (the server makes their labels
  // distinct too, and Mantine refuses duplicate options).
  const pick = (id: string) => {
    const place = places.find((candidate) => candidate.id === id);
    if (!isUsablePlace(place)) {
      setText('');
      setChosen('');
      onPick(null);
      showToast('warning', t('errors.location'));
      return;
    }
    setText(place.label);
    setChosen(place.label);
    onPick(place);
  };

  // Leaving the field with a suggestion's whole label typed out chooses it; other text stays
  // unchosen and says so.
  const leave = () => {
    setLeft(true);
    if (!unchosen) return;
    const typedOut = places.filter((place) => sameText(place.label, text));
    if (typedOut.length === 1 && typedOut[0]) pick(typedOut[0].id);
  };

  const input = {
    label: label ?? t('profile.city'),
    description: description ?? t('profile.city_help'),
    value: text,
    onChange: (value: string) => {
      setText(value);
      setLeft(false);
      if (value === '') {
        setChosen('');
        onPick(null);
      }
    },
    onBlur: leave,
    // A failed search (the places service is down) says so rather than showing no city.
    error:
      error ??
      (searchFailed
        ? t('errors.location')
        : left && unchosen
          ? t('validation.location_incorrect')
          : undefined),
  };

  if (module)
    return (
      <module.CityAutocomplete {...input} ref={rich} options={uniqueOptions(places)} onOptionSubmit={pick} />
    );
  // Until then, the same field without its list: announced as the combobox it becomes.
  return (
    <TextInput
      {...input}
      ref={light}
      onChange={(event) => input.onChange(event.currentTarget.value)}
      {...wakeOn}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
    />
  );
}
