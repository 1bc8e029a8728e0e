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
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/** The confirmation every removal asks for (spec §6, §7). */
export function ConfirmRemove({
  opened,
  question,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('permissions.confirm_title')}
      centered
      closeButtonProps={{ 'aria-label': t('controls.close_dialog') }}
    >
      <Text mb="lg">{question}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('permissions.cancel')}
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
