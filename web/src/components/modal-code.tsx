import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal, type ModalProps } from '@mantine/core';

/** Mantine's Modal and its stylesheets, in a chunk of their own (components/on-demand-modal.tsx). */
export default function ModalCode(props: ModalProps) {
  return <Modal {...props} />;
}
