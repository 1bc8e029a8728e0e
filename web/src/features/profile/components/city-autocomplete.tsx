import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Autocomplete } from '@mantine/core';
import type { Ref } from 'react';

export type CityInputProps = {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The city field's list of suggestions (Mantine's Combobox, its popover and positioning: about
 * 30 kB of brotli), loaded when the field is first used (city-field.tsx).
 */
export function CityAutocomplete({
  options,
  onOptionSubmit,
  ...input
}: CityInputProps & {
  options: { value: string; label: string }[];
  onOptionSubmit: (id: string) => void;
}) {
  return (
    <Autocomplete
      {...input}
      onOptionSubmit={onOptionSubmit}
      data={options}
      filter={({ options: all }) => all}
      limit={10}
      autoComplete="off"
      // Keep the list of cities showing even when the field sits at the very edge of a phone's
      // screen, where Mantine would otherwise hide a dropdown it considers detached.
      comboboxProps={{ hideDetached: false }}
    />
  );
}
