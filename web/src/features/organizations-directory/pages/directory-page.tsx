import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { reportApiError, useTranslate } from '../../../components/form';
import { QueryView } from '../../../components/query-view';
import { useDocumentTitle } from '../../../components/use-document-title';
import { can } from '../../../lib/abilities';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { type DirectoryOrganization, useDirectory, useMembership } from '../api/use-directory';

/**
 * /organizations (issue 31): the organizations anyone may join, with their name, description and
 * logo; a member joins one, or leaves it, themselves. Which button shows is the server's
 * `join` / `leave`.
 */
export default function DirectoryPage() {
  const { t } = useTranslation();
  const query = useDirectory();
  useDocumentTitle(t('directory.title'));
  return (
    <Stack gap="lg" maw={800}>
      <Title order={1}>{t('directory.title')}</Title>
      <Text>{t('directory.intro')}</Text>
      <QueryView query={query}>
        {(organizations) =>
          organizations.length === 0 ? (
            <Text c="dimmed">{t('directory.empty')}</Text>
          ) : (
            <Stack gap="md">
              {organizations.map((organization) => (
                <DirectoryCard key={organization.id} organization={organization} />
              ))}
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}

function DirectoryCard({ organization }: { organization: DirectoryOrganization }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const membership = useMembership();
  const headingId = `directory-${organization.id}`;
  const change = (join: boolean) => {
    const leave = organization.membership_id;
    if (!join && !leave) return;
    membership.mutate(join ? { join: organization.id } : { leave: leave as string }, {
      onSuccess: () => {
        showToast('success', t(join ? 'directory.joined' : 'directory.left', { name: organization.name }));
        // The other button takes the place of the one pressed.
        focusOutcome(`#${headingId}-${join ? 'leave' : 'join'}`);
      },
      onError: (error) => reportApiError(error, translate, () => undefined),
    });
  };
  return (
    <Paper component="article" withBorder p="md" aria-labelledby={headingId}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={organization.logo_image_url} alt="" radius="sm" size="lg">
          {organization.name.slice(0, 1)}
        </Avatar>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h4" id={headingId}>
            {organization.name}
          </Title>
          {organization.description && <Text size="sm">{organization.description}</Text>}
          {can(organization, 'leave') && (
            <Text size="sm" c="dimmed">
              {t('directory.member')}
            </Text>
          )}
          <Group gap="sm">
            {can(organization, 'join') && (
              <Button
                id={`${headingId}-join`}
                loading={membership.isPending}
                onClick={() => change(true)}
                aria-label={t('directory.join_name', { name: organization.name })}
              >
                {t('directory.join')}
              </Button>
            )}
            {can(organization, 'leave') && organization.membership_id && (
              <Button
                id={`${headingId}-leave`}
                variant="default"
                loading={membership.isPending}
                onClick={() => change(false)}
                aria-label={t('directory.leave_name', { name: organization.name })}
              >
                {t('directory.leave')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
