import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CallView } from './call-view';

/**
 * The call fills the screen (a phone's 375 px hold two videos only that way) as a dialog: focus
 * stays in it, on End first, and Escape does not hang up by accident; End does.
 */
export function CallDialog(props: ComponentProps<typeof CallView>) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      fullScreen
      onClose={() => undefined}
      closeOnEscape={false}
      withCloseButton={false}
      title={t('calls.view_label')}
    >
      <CallView {...props} />
    </Modal>
  );
}
