import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { type FieldErrors, reportApiError, useTranslate } from '../../../components/form';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { NotFoundPage } from '../../areas';
import { ConfirmRemove } from '../../permissions';
import { useCurrentUser } from '../../session';
import { type AdminCrisisLine, useAdminCrisisLines } from '../api/use-admin-crisis-lines';
import { useCreateCrisisLine } from '../api/use-create-crisis-line';
import { useDeleteCrisisLine } from '../api/use-delete-crisis-line';
import { useUpdateCrisisLine } from '../api/use-update-crisis-line';
import {
  attributesOf,
  CrisisLineForm,
  type CrisisLineValues,
  emptyValues,
  valuesOf,
} from '../components/crisis-line-form';

type Editing = { mode: 'create' } | { mode: 'edit'; line: AdminCrisisLine } | null;

/** Platform administration: the crisis lines shown to everyone, by country (product.md §6). */
export default function CrisisLinesAdminPage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const user = useCurrentUser();
  const [country, setCountry] = useState('CA');
  const [editing, setEditing] = useState<Editing>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [removing, setRemoving] = useState<AdminCrisisLine | null>(null);
  const { data, isPending } = useAdminCrisisLines(user.platform_admin ? country : '');
  const create = useCreateCrisisLine();
  const update = useUpdateCrisisLine();
  const remove = useDeleteCrisisLine();
  useDocumentTitle(t('crisis_admin.title'));
  if (!user.platform_admin) return <NotFoundPage />;

  const lines = data?.lines ?? [];
  const withLines = data?.countries ?? [];
  const allCountries = data?.allCountries ?? [];
  const countryName = (code: string) => allCountries.find((c) => c.code === code)?.name ?? code;
  // A region by its name where the catalogue has one (the regions with their own lines); a
  // region an administrator added without a name still reads as "Region QC", never a bare code.
  const regionName = (code: string) =>
    t(`crisis.region.${country}-${code}`, { defaultValue: '' }) || t('crisis_admin.region', { code });

  const open = (next: Editing) => {
    setErrors({});
    setEditing(next);
  };

  const submit = (values: CrisisLineValues) => {
    setErrors({});
    const attributes = attributesOf(values);
    const done = (message: string) => {
      showToast('success', message);
      setEditing(null);
      if (attributes.country_code !== country) setCountry(attributes.country_code);
    };
    const onError = (error: unknown) => reportApiError(error, translate, setErrors);
    if (editing?.mode === 'edit') {
      update.mutate(
        { slug: editing.line.id, attributes },
        { onSuccess: (line) => done(t('crisis_admin.updated', { name: line.name })), onError },
      );
    } else {
      create.mutate(attributes, {
        onSuccess: (line) => done(t('crisis_admin.created', { name: line.name })),
        onError,
      });
    }
  };

  const confirmRemove = () => {
    if (!removing) return;
    const line = removing;
    remove.mutate(line.id, {
      onSuccess: () => {
        showToast('success', t('crisis_admin.deleted', { name: line.name }));
        setRemoving(null);
        if (editing?.mode === 'edit' && editing.line.id === line.id) setEditing(null);
      },
      onError: (error) => {
        setRemoving(null);
        reportApiError(error, translate);
      },
    });
  };

  const countryOptions = [
    {
      group: t('crisis_admin.countries_with_lines'),
      items: withLines.map((c) => ({ value: c.code, label: c.name })),
    },
    {
      group: t('crisis_admin.all_countries'),
      items: allCountries
        .filter((c) => !withLines.some((w) => w.code === c.code))
        .map((c) => ({ value: c.code, label: c.name })),
    },
  ];

  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={paths.admin} size="sm">
        {t('crisis_admin.back')}
      </Anchor>
      <Title order={1}>{t('crisis_admin.title')}</Title>
      <Text>{t('crisis_admin.intro')}</Text>
      <Group align="flex-end">
        <NativeSelect
          label={t('crisis_admin.country')}
          value={country}
          onChange={(event) => {
            setCountry(event.currentTarget.value);
            setEditing(null);
          }}
          data={allCountries.length > 0 ? countryOptions : [{ value: country, label: country }]}
          w={320}
        />
        <Button onClick={() => open({ mode: 'create' })}>{t('crisis_admin.add')}</Button>
      </Group>

      {editing && (
        <Card withBorder padding="lg">
          <CrisisLineForm
            key={editing.mode === 'edit' ? editing.line.id : `new-${country}`}
            title={
              editing.mode === 'edit'
                ? t('crisis_admin.edit_title', { name: editing.line.name })
                : t('crisis_admin.create_title')
            }
            initial={editing.mode === 'edit' ? valuesOf(editing.line) : emptyValues(country)}
            countries={allCountries.length > 0 ? allCountries : [{ code: country, name: country }]}
            errors={errors}
            busy={create.isPending || update.isPending}
            submitLabel={editing.mode === 'edit' ? t('crisis_admin.save') : t('crisis_admin.create')}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        </Card>
      )}

      <section aria-labelledby="crisis-lines-list">
        <Title order={2} size="h3" id="crisis-lines-list" mb="sm">
          {t('crisis_admin.lines_of', { country: countryName(country) })}
        </Title>
        {!isPending && lines.length === 0 ? (
          <Text c="dimmed">{t('crisis_admin.none')}</Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {lines.map((line) => (
              <Card key={line.id} withBorder component="li" padding="md">
                <Group justify="space-between" align="flex-start" wrap="wrap">
                  <Stack gap={4}>
                    <Title order={3} size="h4">
                      {line.name}
                    </Title>
                    <Group gap="xs">
                      <Badge color={line.kind === 'emergency' ? 'red.9' : 'blue.9'} variant="filled">
                        {t(`crisis_admin.kinds.${line.kind}`)}
                      </Badge>
                      <Text size="sm">
                        {line.administrative_area_code
                          ? regionName(line.administrative_area_code)
                          : t('crisis_admin.whole_country')}
                      </Text>
                    </Group>
                    <Text size="sm">
                      {[
                        line.phone && t('crisis_admin.phone', { number: line.phone }),
                        line.sms && t('crisis_admin.sms', { number: line.sms }),
                        line.chat_url && t('crisis_admin.fields.chat_url'),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('crisis_admin.verified', { date: line.verified_on })} ·{' '}
                      {line.edited_at ? t('crisis_admin.origin_edited') : t('crisis_admin.origin_dataset')}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Button
                      variant="default"
                      size="sm"
                      onClick={() => open({ mode: 'edit', line })}
                      aria-label={t('crisis_admin.edit_named', { name: line.name })}
                    >
                      {t('crisis_admin.edit')}
                    </Button>
                    <Button
                      variant="outline"
                      color="red.9"
                      size="sm"
                      onClick={() => setRemoving(line)}
                      aria-label={t('crisis_admin.delete_named', { name: line.name })}
                    >
                      {t('crisis_admin.delete')}
                    </Button>
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </section>
      <ConfirmRemove
        opened={removing !== null}
        question={t('crisis_admin.confirm_delete', { name: removing?.name ?? '' })}
        confirmLabel={t('crisis_admin.delete')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
