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

/**
 * The ring: a dialog that takes focus (on Answer) as the call comes in, so a keyboard or screen
 * reader user is told at once and can answer or decline without looking for it. Closing it
 * declines. It goes away by itself when the call is missed (30 s) or cancelled.
 */
export function IncomingCall({
  opened,
  busy,
  onAnswer,
  onDecline,
}: {
  opened: boolean;
  busy: boolean;
  onAnswer: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onDecline}
      title={t('calls.incoming_title')}
      centered
      closeButtonProps={{ 'aria-label': t('calls.decline') }}
      aria-describedby="incoming-call-body"
    >
      <Text id="incoming-call-body" mb="lg">
        {t('calls.incoming_body')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDecline} disabled={busy}>
          {t('calls.decline')}
        </Button>
        <Button onClick={onAnswer} loading={busy} data-autofocus>
          {t('calls.answer')}
        </Button>
      </Group>
    </Modal>
  );
}
