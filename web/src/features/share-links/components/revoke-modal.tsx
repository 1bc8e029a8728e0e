import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { reportApiError, useTranslate } from '../../../components/form';
import { OnDemandModal } from '../../../components/on-demand-modal';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { type ShareLink, useRevokeShareLink } from '../api/use-share-links';

/** Asks before revoking (`revoking`, with the name the list shows it by; closed when null). */
export function RevokeModal({
  revoking,
  onClose,
}: {
  revoking: { link: ShareLink; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const revoke = useRevokeShareLink();
  return (
    <OnDemandModal
      opened={revoking !== null}
      onClose={onClose}
      title={t('share_links.revoke_title')}
      centered
    >
      <Stack>
        <Text>{t('share_links.revoke_body', { name: revoking?.name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('share_links.cancel')}
          </Button>
          <Button
            color="red.8"
            loading={revoke.isPending}
            onClick={() => {
              if (!revoking) return;
              revoke.mutate(revoking.link.id, {
                onSuccess: () => {
                  showToast('success', t('share_links.revoked'));
                  onClose();
                  focusOutcome(`#share-link-${revoking.link.id}`);
                },
                onError: (error) => reportApiError(error, translate),
              });
            }}
          >
            {t('share_links.revoke_confirm')}
          </Button>
        </Group>
      </Stack>
    </OnDemandModal>
  );
}
