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
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

/**
 * The chat's dialogs (delete, block, report, edit, earlier versions): Mantine's modal, whose
 * focus trap and return decision 0018 relies on, with Cancel first and the action last.
 */
export function ChatDialog({
  opened,
  title,
  children,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  /** Without it, the dialog only shows something and has a Close button. */
  confirmLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('controls.close_dialog') }}
    >
      {typeof children === 'string' ? <Text mb="lg">{children}</Text> : children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {confirmLabel ? t('chat.cancel') : t('controls.close_dialog')}
        </Button>
        {confirmLabel && onConfirm && (
          <Button color={danger ? 'red.9' : undefined} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
