import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { matchPath } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { MessageButton } from '../../chat';
import { usePermissions } from '../api/use-permissions';
import { type PermissionKind, useRemovePermission } from '../api/use-remove-permission';
import { ConfirmRemove } from './confirm-remove';
import { ConsentsSection } from './consents-section';
import { InviteConnectionForm } from './invite-connection-form';
import { PermissionRow } from './permission-row';

/** "Message" for a connection: the person's user id is the last part of their page's path (/people/:slug). */
function ConnectionMessage({ path, name }: { path: string; name: string }) {
  const slug = matchPath(paths.person, path)?.params.slug;
  return slug ? <MessageButton userId={slug} name={name} /> : null;
}

type Pending = { kind: PermissionKind; slug: string; name: string };

/** Organizations, Groups, Connections: what the user belongs to and who sees their data (spec §2). */
export function PermissionsPanel() {
  const { t } = useTranslation();
  const { data, isPending, isError } = usePermissions();
  const remove = useRemovePermission();
  const [pending, setPending] = useState<Pending | null>(null);

  if (isPending) return <Loader role="status" aria-label={t('layout.loading')} />;
  if (isError) return <Alert color="red">{t('errors.generic')}</Alert>;

  const confirm = () => {
    if (!pending) return;
    remove.mutate(pending, {
      onSuccess: () => {
        showToast('success', t(`permissions.removed.${pending.kind}`));
        setPending(null);
        // The row left the list: focus goes to the list's heading.
        focusOutcome(`#permissions-${pending.kind}s`);
      },
      onError: (error) => {
        // The server's own message, as a danger toast (spec §8).
        showToast('danger', error instanceof ApiRequestError ? error.message : t('errors.generic'));
        setPending(null);
      },
    });
  };

  const empty = (
    <Text component="li" c="dimmed">
      {t('permissions.empty')}
    </Text>
  );
  const { organizationRoles, groupRoles, connections } = data;
  return (
    <Stack gap="lg">
      <section aria-labelledby="permissions-organizations">
        <Title order={2} size="h3" id="permissions-organizations">
          {t('permissions.organizations')}
        </Title>
        <ul className="plain-list">
          {organizationRoles.length === 0
            ? empty
            : organizationRoles.map((role) => (
                <PermissionRow
                  key={role.id}
                  name={role.organization.name}
                  detail={t(`permissions.role.${role.role}`)}
                  image={role.organization.logo_image_url}
                  href={role.dashboard_path}
                  removeLabel={t('permissions.leave', { name: role.organization.name })}
                  onRemove={() =>
                    setPending({ kind: 'organization', slug: role.id, name: role.organization.name })
                  }
                />
              ))}
        </ul>
      </section>
      <Divider />
      <section aria-labelledby="permissions-groups">
        <Title order={2} size="h3" id="permissions-groups">
          {t('permissions.groups')}
        </Title>
        <ul className="plain-list">
          {groupRoles.length === 0
            ? empty
            : groupRoles.map((role) => (
                <PermissionRow
                  key={role.id}
                  name={role.group.name}
                  detail={t(`permissions.role.${role.role}`)}
                  image={role.group.logo_image_url}
                  href={role.dashboard_path}
                  removeLabel={t('permissions.leave', { name: role.group.name })}
                  onRemove={() => setPending({ kind: 'group', slug: role.id, name: role.group.name })}
                />
              ))}
        </ul>
      </section>
      <ConsentsSection />
      <Divider />
      <section aria-labelledby="permissions-connections">
        <Title order={2} size="h3" id="permissions-connections">
          {t('permissions.connections')}
        </Title>
        <Text size="sm" mb="xs">
          {t('permissions.connections_intro')}
        </Text>
        <ul className="plain-list">
          {connections.length === 0
            ? empty
            : connections.map((connection) => {
                const name = `${connection.first_name} ${connection.last_name}`;
                return (
                  <PermissionRow
                    key={connection.id}
                    name={name}
                    detail={connection.email}
                    image={connection.profile_picture_url}
                    round
                    href={connection.dashboard_path}
                    removeLabel={t('permissions.delete_connection', { name })}
                    onRemove={() => setPending({ kind: 'connection', slug: connection.id, name })}
                    action={<ConnectionMessage path={connection.dashboard_path} name={name} />}
                  />
                );
              })}
        </ul>
        <InviteConnectionForm />
      </section>
      <ConfirmRemove
        opened={pending !== null}
        question={pending ? t(`permissions.confirm.${pending.kind}`, { name: pending.name }) : ''}
        confirmLabel={t(pending?.kind === 'connection' ? 'permissions.delete' : 'permissions.leave_button')}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
