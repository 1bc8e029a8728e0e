import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import type { OrganizationState } from '@evenkeel/common';
import { Anchor, Button, Divider, List, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Form, reportApiError, useTranslate } from '../../../components/form';
import { useDocumentTitle } from '../../../components/use-document-title';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { NotFoundPage } from '../../areas';
import {
  type InviteChoice,
  InviteForm,
  SentInvitations,
  useCreateOrganization,
  useOrganizations,
} from '../../organizations';
import { useCurrentUser } from '../../session';

const STATES: OrganizationState[] = ['enabled', 'default', 'subscribable', 'disabled'];

/** Platform administration: organizations and their first administrators. */
export default function AdminPage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const user = useCurrentUser();
  const { data: organizations = [] } = useOrganizations();
  const create = useCreateOrganization();
  const [values, setValues] = useState({
    name: '',
    description: '',
    state: 'enabled' as OrganizationState,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useDocumentTitle(t('nav.admin'));
  // Each organization's `invite_administrator` ability (false in a disabled one).
  const inviteChoices: InviteChoice[] = organizations
    .filter((organization) => can(organization, 'invite_administrator'))
    .map((organization) => ({
      value: organization.id,
      label: t('admin.administrator_of', { name: organization.name }),
      scope: 'organization',
      role: 'administrator',
      organization: organization.id,
    }));
  if (!user.platform_admin) return <NotFoundPage />;

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
    <Stack gap="lg" maw={800}>
      <Title order={1}>{t('nav.admin')}</Title>
      <Text>
        <Anchor component={Link} to={paths.adminCrisisLines}>
          {t('crisis_admin.admin_link')}
        </Anchor>
        {' · '}
        {t('crisis_admin.admin_link_intro')}
      </Text>
      <Text>
        <Anchor component={Link} to={paths.adminMessageReports}>
          {t('chat_reports.admin_link')}
        </Anchor>
        {' · '}
        {t('chat_reports.admin_link_intro')}
      </Text>
      <section aria-labelledby="admin-organizations">
        <Title order={2} size="h3" id="admin-organizations">
          {t('admin.organizations')}
        </Title>
        {organizations.length === 0 ? (
          <Text c="dimmed">{t('admin.no_organizations')}</Text>
        ) : (
          <List spacing="xs" mt="xs">
            {organizations.map((organization) => (
              <List.Item key={organization.id}>
                <Anchor component={Link} to={organization.dashboard_path}>
                  {organization.name}
                </Anchor>{' '}
                <Text span size="sm" c="dimmed">
                  ({t(`admin.state.${organization.state}`)})
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </section>
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
            data={STATES.map((state) => ({ value: state, label: t(`admin.state.${state}`) }))}
            error={errors.state}
          />
          <Button type="submit" loading={create.isPending} w="fit-content">
            {t('organizations.create')}
          </Button>
        </Stack>
      </Form>
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
