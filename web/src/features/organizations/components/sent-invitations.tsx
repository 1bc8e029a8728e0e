import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { reportApiError, useTranslate } from '../../../components/form';
import { can } from '../../../lib/abilities';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useResendInvitation, useRevokeInvitation, useSentInvitations } from '../../invitations';

/** Invitations I sent that are still pending: resend and revoke as the server's abilities allow. */
export function SentInvitations() {
  const { t, i18n } = useTranslation();
  const translate = useTranslate();
  const { data: sent = [] } = useSentInvitations();
  const revoke = useRevokeInvitation();
  const resend = useResendInvitation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h3" id="sent-invitations-title">
        {t('organizations.sent_title')}
      </Title>
      {sent.length === 0 && <Text c="dimmed">{t('organizations.sent_empty')}</Text>}
      {sent.map((invitation) => (
        // A long address breaks anywhere, whole, rather than push the buttons off a phone's screen;
        // the buttons go below it when the line is too narrow for both.
        <Group key={invitation.id} justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" style={{ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            {invitation.email} — {t(`permissions.role.${invitation.role}`)} · {invitation.name} ·{' '}
            {new Date(invitation.expires_at).getTime() <= Date.now()
              ? t('organizations.expired')
              : t('organizations.expires', {
                  date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                    new Date(invitation.expires_at),
                  ),
                })}
          </Text>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            {can(invitation, 'resend') && (
              <Button
                size="compact-sm"
                variant="default"
                loading={resend.isPending && resend.variables === invitation.id}
                onClick={() =>
                  resend.mutate(invitation.id, {
                    onSuccess: () => showToast('success', t('organizations.resent')),
                    onError: (error) => reportApiError(error, translate),
                  })
                }
              >
                {t('organizations.resend')}
              </Button>
            )}
            {can(invitation, 'revoke') && (
              <Button
                size="compact-sm"
                variant="default"
                onClick={() =>
                  revoke.mutate(invitation.id, {
                    onSuccess: () => {
                      showToast('success', t('organizations.revoked'));
                      focusOutcome('#sent-invitations-title');
                    },
                    onError: (error) => reportApiError(error, translate),
                  })
                }
              >
                {t('organizations.revoke')}
              </Button>
            )}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
