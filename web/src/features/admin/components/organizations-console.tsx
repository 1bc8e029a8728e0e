import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import type { OrganizationState } from '@evenkeel/common';
import { Anchor, Button, Divider, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { Form, reportApiError, useTranslate } from '../../../components/form';
import { can } from '../../../lib/abilities';
import { focusOutcome } from '../../../lib/focus-outcome';
import { currentLocale, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { type InviteChoice, InviteForm, SentInvitations, useCreateOrganization } from '../../organizations';
import { type AdminOrganization, useAdminOrganizations } from '../api/use-admin-organizations';
import { OrganizationStateForm, STATE_ORDER } from './organization-state-form';

const createdOn = (value: string | undefined) =>
  value ? new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium' }).format(new Date(value)) : '';

/**
 * Every organization (issue 31): its name linked to its page, its dashboard, its state in words,
 * its members count and creation date; each state changed with what it means beside each choice;
 * a new organization; its first administrator invited.
 */
export function OrganizationsConsole({ headingLevel }: { headingLevel: 1 | 2 }) {
  const { t } = useTranslation();
  const { data: organizations = [] } = useAdminOrganizations();
  const [changing, setChanging] = useState<string | null>(null);
  const inviteChoices: InviteChoice[] = organizations
    .filter((organization) => can(organization, 'invite_administrator'))
    .map((organization) => ({
      value: organization.id,
      label: t('admin.administrator_of', { name: organization.name }),
      scope: 'organization',
      role: 'administrator',
      organization: organization.id,
    }));
  const selected = organizations.find((organization) => organization.id === changing);
  const closeStateForm = () => {
    const id = changing;
    setChanging(null);
    if (id) focusOutcome(`#state-${CSS.escape(id)}`);
  };

  return (
    <Stack gap="lg">
      <section aria-labelledby="admin-organizations">
        <Title order={headingLevel} size={headingLevel === 1 ? undefined : 'h3'} id="admin-organizations">
          {t('admin.organizations')}
        </Title>
        {organizations.length === 0 ? (
          <Text c="dimmed">{t('admin.no_organizations')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640} mt="xs">
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('admin.column.name')}</Table.Th>
                  <Table.Th scope="col">{t('admin.column.state')}</Table.Th>
                  <Table.Th scope="col">{t('admin.column.members')}</Table.Th>
                  <Table.Th scope="col">{t('admin.column.created')}</Table.Th>
                  <Table.Th scope="col">{t('admin.column.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {organizations.map((organization) => (
                  <OrganizationRow
                    key={organization.id}
                    organization={organization}
                    onChangeState={() => setChanging(organization.id)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
      {selected && (
        <OrganizationStateForm key={selected.id} organization={selected} onDone={closeStateForm} />
      )}
      <CreateOrganizationForm />
      {inviteChoices.length > 0 && (
        <>
          <Divider />
          <InviteForm title={t('admin.invite_title')} choices={inviteChoices} />
          <SentInvitations />
        </>
      )}
    </Stack>
  );
}

function OrganizationRow({
  organization,
  onChangeState,
}: {
  organization: AdminOrganization;
  onChangeState: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        <Anchor component={Link} to={organization.dashboard_path}>
          {organization.name}
        </Anchor>
      </Table.Th>
      <Table.Td>{t(`admin.state_name.${organization.state}`)}</Table.Td>
      <Table.Td>{organization.members_count ?? ''}</Table.Td>
      <Table.Td>{createdOn(organization.created_at)}</Table.Td>
      <Table.Td>
        {can(organization, 'view_dashboard') && (
          <Anchor
            component={Link}
            to={generatePath(paths.organizationFigures, { slug: organization.id })}
            mr="md"
          >
            {t('admin.dashboard')}
          </Anchor>
        )}
        {can(organization, 'change_state') && (
          <Button
            id={`state-${organization.id}`}
            variant="subtle"
            size="compact-sm"
            onClick={onChangeState}
            aria-label={t('admin.change_state_of', { name: organization.name })}
          >
            {t('admin.change_state')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** A new organization, with its first state (platform administrators). */
function CreateOrganizationForm() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const create = useCreateOrganization();
  const [values, setValues] = useState({ name: '', description: '', state: 'enabled' as OrganizationState });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    setErrors({});
    create.mutate(
      {
        name: values.name.trim(),
        state: values.state,
        ...(values.description.trim() ? { description: values.description.trim() } : {}),
      },
      {
        onSuccess: (organization) => {
          showToast('success', t('admin.created', { name: organization.name }));
          setValues({ name: '', description: '', state: 'enabled' });
        },
        onError: (error) => reportApiError(error, translate, setErrors),
      },
    );
  };
  return (
    <Form onSubmit={submit} label={t('admin.create_title')}>
      <Stack gap="sm" maw={480}>
        <Title order={2} size="h3">
          {t('admin.create_title')}
        </Title>
        <TextInput
          label={t('admin.name')}
          required
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
          error={errors.name}
        />
        <TextInput
          label={t('organizations.description')}
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
          error={errors.description}
        />
        <NativeSelect
          label={t('admin.state_label')}
          value={values.state}
          onChange={(event) =>
            setValues({ ...values, state: event.currentTarget.value as OrganizationState })
          }
          data={STATE_ORDER.map((state) => ({ value: state, label: t(`admin.state_name.${state}`) }))}
          description={t(`admin.state_meaning.${values.state}`)}
          error={errors.state}
        />
        <Button type="submit" loading={create.isPending} w="fit-content">
          {t('organizations.create')}
        </Button>
      </Stack>
    </Form>
  );
}
