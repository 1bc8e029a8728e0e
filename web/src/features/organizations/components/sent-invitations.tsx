import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reportApiError, useTranslate } from '../../../components/form';
import { showToast } from '../../../lib/toasts';
import { useRevokeInvitation, useSentInvitations } from '../../invitations/api/use-sent-invitations';

/** Invitations I sent that are still pending, each revocable. */
export function SentInvitations() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { data: sent = [] } = useSentInvitations();
  const revoke = useRevokeInvitation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('organizations.sent_title')}
      </Title>
      {sent.length === 0 && <Text c="dimmed">{t('organizations.sent_empty')}</Text>}
      {sent.map((invitation) => (
        <Group key={invitation.id} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {invitation.email} — {t(`permissions.role.${invitation.role}`)} · {invitation.name}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() =>
              revoke.mutate(invitation.id, {
                onSuccess: () => showToast('success', t('organizations.revoked')),
                onError: (error) => reportApiError(error, translate),
              })
            }
          >
            {t('organizations.revoke')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
