import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import { Checkbox, Fieldset, Group, MultiSelect, NativeSelect, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { CityField } from '../../profile';
import type { ProviderFilters } from '../api/use-providers';
import { languageOptions, modalityOptions, specialtyOptions } from '../lib/names';

const RADII = [5, 10, 25, 50, 100, 250];

/** The care center's filters; every change searches again (no submit: Enter never submits). */
export function ProviderSearchForm({
  filters,
  nearLabel,
  onChange,
}: {
  filters: ProviderFilters;
  nearLabel: string;
  onChange: (filters: ProviderFilters, nearLabel?: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const set = <K extends keyof ProviderFilters>(key: K, value: ProviderFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <Fieldset legend={t('care.search_legend')} component="fieldset">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MultiSelect
          label={t('care.specialties')}
          data={specialtyOptions(t)}
          value={filters.specialties}
          onChange={(value) => set('specialties', value)}
          searchable
          clearable
          comboboxProps={{ hideDetached: false }}
        />
        <MultiSelect
          label={t('care.languages')}
          data={languageOptions(i18n.language)}
          value={filters.languages}
          onChange={(value) => set('languages', value)}
          searchable
          clearable
          comboboxProps={{ hideDetached: false }}
        />
        <CityField
          label={t('care.near')}
          description={t('care.near_help')}
          initialLabel={nearLabel}
          onPick={(place) => onChange({ ...filters, near: place?.id ?? null }, place?.locality ?? '')}
        />
        <NativeSelect
          label={t('care.within')}
          value={String(filters.withinKm)}
          disabled={!filters.near}
          onChange={(event) => set('withinKm', Number(event.currentTarget.value))}
          data={RADII.map((km) => ({ value: String(km), label: t('care.within_km', { km }) }))}
        />
      </SimpleGrid>
      <Checkbox.Group
        mt="sm"
        label={t('care.modalities')}
        value={filters.modalities}
        onChange={(value) => set('modalities', value)}
      >
        <Group gap="md" mt={4}>
          {modalityOptions(t).map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} />
          ))}
        </Group>
      </Checkbox.Group>
      <Switch
        mt="md"
        label={t('care.only_accepting')}
        checked={filters.accepting}
        onChange={(event) => set('accepting', event.currentTarget.checked)}
      />
      <Switch
        mt="sm"
        label={t('care.only_covered')}
        checked={filters.covered}
        onChange={(event) => set('covered', event.currentTarget.checked)}
      />
    </Fieldset>
  );
}
