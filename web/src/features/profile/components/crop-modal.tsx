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
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/Stack.css';
import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from '../../../lib/i18n';
import type { Area } from './crop-image';

/** A square crop of the chosen or captured picture (spec §5: square crop by default). */
export function CropModal({
  source,
  busy,
  onCancel,
  onConfirm,
}: {
  source: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (area: Area) => void;
}) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  // The dialog stays mounted between pictures: a new picture starts from no area (the button
  // waits for the cropper's first one), never from the previous picture's rectangle, which
  // "Use picture" would otherwise have cut out of the new one.
  const [croppedSource, setCroppedSource] = useState(source);
  if (source !== croppedSource) {
    setCroppedSource(source);
    setArea(null);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
  }
  return (
    <Modal
      opened={source !== null}
      onClose={onCancel}
      title={t('profile.picture.crop_title')}
      centered
      closeButtonProps={{ 'aria-label': t('controls.close_dialog') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('profile.picture.crop_help')}</Text>
        <Box pos="relative" h={280} bg="gray.9">
          {source && (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={1}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          )}
        </Box>
        <Slider
          min={1}
          max={3}
          step={0.1}
          value={zoom}
          onChange={setZoom}
          label={null}
          thumbLabel={t('profile.picture.zoom')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('permissions.cancel')}
          </Button>
          <Button onClick={() => area && onConfirm(area)} loading={busy} disabled={!area}>
            {t('profile.picture.use')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
