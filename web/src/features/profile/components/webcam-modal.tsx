import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** Takes one picture from the webcam; the camera stops as soon as the window closes. */
export function WebcamModal({
  opened,
  onClose,
  onCapture,
}: {
  opened: boolean;
  onClose: () => void;
  onCapture: (dataUrl: string) => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failed, setFailed] = useState(false);
  // A picture can be taken once the video shows a frame: with the stream alone, a click before
  // the first frame found no video size and took nothing.
  const [showing, setShowing] = useState(false);

  // The stream goes to the video whichever comes first, the stream or the dialog's content.
  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  }, [stream]);

  useEffect(() => {
    if (!opened) return;
    let active: MediaStream | null = null;
    let cancelled = false;
    setFailed(false);
    navigator.mediaDevices
      ?.getUserMedia({ video: { width: 640, height: 480 }, audio: false })
      .then((media) => {
        if (cancelled) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        active = media;
        setStream(media);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      for (const track of active?.getTracks() ?? []) track.stop();
      setStream(null);
      setShowing(false);
    };
  }, [opened]);

  const capture = () => {
    const element = video.current;
    if (!element?.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0);
    onCapture(canvas.toDataURL('image/png'));
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profile.picture.webcam_title')}
      centered
      closeButtonProps={{ 'aria-label': t('controls.close_dialog') }}
    >
      <Stack gap="md">
        {failed ? (
          <Alert color="red" role="alert">
            {t('profile.picture.webcam_failed')}
          </Alert>
        ) : (
          <video
            ref={video}
            autoPlay
            playsInline
            muted
            onLoadedData={() => setShowing(true)}
            style={{ width: '100%', borderRadius: 8 }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('permissions.cancel')}
          </Button>
          <Button onClick={capture} disabled={!stream || !showing}>
            {t('profile.picture.take')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
