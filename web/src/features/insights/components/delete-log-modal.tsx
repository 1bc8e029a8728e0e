import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { reportApiError, useTranslate } from '../../../components/form';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import type { LoggedItem } from '../api/use-insights';
import { useDeleteLog } from '../api/use-logs';
import { useOpenedAfterMount } from '../lib/use-opened-after-mount';

/**
 * Asks before deleting a logged item (`deleting`; closed when null). Loaded when the member first
 * asks to delete (logs-list.tsx): Modal is not part of the page until then.
 */
export function DeleteLogModal({ deleting, onClose }: { deleting: LoggedItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const remove = useDeleteLog();
  const shown = useOpenedAfterMount(deleting !== null);
  return (
    <Modal opened={shown} onClose={onClose} title={t('logs.delete_title')} centered>
      <Stack>
        <Text>{t('logs.delete_body', { title: deleting?.title ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('logs.cancel')}
          </Button>
          <Button
            color="red.8"
            loading={remove.isPending}
            onClick={() => {
              if (!deleting) return;
              remove.mutate(
                { kind: deleting.kind, id: deleting.id },
                {
                  onSuccess: () => {
                    showToast('success', t('logs.deleted'));
                    onClose();
                  },
                  onError: (error) => reportApiError(error, translate),
                },
              );
            }}
          >
            {t('logs.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
