import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import type { Flat, uploadResource } from '@evenkeel/common';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { uploadFile } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { initials } from '../../../lib/names';
import { showToast } from '../../../lib/toasts';
import { useCurrentUser, useUpdateProfile } from '../../session';
import {
  type Area,
  cropToSquare,
  loadImage,
  PICTURE_MAX_BYTES,
  PICTURE_MIN_SIDE,
  PICTURE_TYPES,
} from './crop-image';

/**
 * The cropper (react-easy-crop and a slider, about 8 kB) loads when a picture is first chosen,
 * not with the profile page; once loaded it stays, so it opens and closes like any dialog.
 */
const CropModal = lazy(() => import('./crop-modal').then((module) => ({ default: module.CropModal })));
/** The webcam's dialog likewise, when the webcam button is first pressed. */
const WebcamModal = lazy(() => import('./webcam-modal').then((module) => ({ default: module.WebcamModal })));

/** The profile picture: a local file or the webcam, cropped square, uploaded, then saved. */
export function PictureField() {
  const user = useCurrentUser();
  const update = useUpdateProfile();
  return (
    <ImageUploadField
      purpose="profile_picture"
      label="profile"
      imageUrl={user.profile_picture_url}
      fallback={initials(user.full_name)}
      round
      save={(url) => update.mutateAsync({ slug: user.id, attributes: { profile_picture_url: url } })}
    />
  );
}

/** Each kind of picture's texts. */
const LABELS = {
  profile: {
    label: 'profile.picture.label',
    current: 'profile.picture.current',
    saved: 'profile.saved',
    testId: 'profile-picture',
  },
  logo: {
    label: 'profile.picture.logo_label',
    current: 'profile.picture.current_logo',
    saved: 'profile.picture.logo_saved',
    testId: 'group-logo',
  },
} as const;

/**
 * One component for every square image (spec §5): a local file or the webcam, checked, cropped
 * square, uploaded (POST /api/uploads), then saved by the caller (a profile, a group's logo).
 */
export function ImageUploadField({
  purpose,
  label,
  imageUrl,
  fallback,
  round = false,
  save,
  savedText,
  texts,
}: {
  purpose: 'profile_picture' | 'group_logo' | 'organization_logo';
  /** Whose picture: a person's, or a group's, unit's or organization's (`logo`). */
  label: 'profile' | 'logo';
  /** The label, the current image's name and the saved toast, when not a person's or a group's. */
  texts?: { label: string; current: string; saved: string };
  imageUrl: string | null;
  fallback: string;
  round?: boolean;
  save: (url: string) => Promise<unknown>;
  /**
   * What the success toast says once `save` is done, when the default ("Your profile has been
   * updated.") would not be true: a form that keeps the picture until it is submitted says so.
   */
  savedText?: string;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);
  const [webcam, setWebcam] = useState(false);
  const [webcamWanted, setWebcamWanted] = useState(false);
  if (webcam && !webcamWanted) setWebcamWanted(true);
  const [busy, setBusy] = useState(false);
  // Set on the first chosen picture (render-time update: no extra frame without the dialog).
  const [cropperWanted, setCropperWanted] = useState(false);
  if (source && !cropperWanted) setCropperWanted(true);

  const refuse = (
    key: 'profile.picture.wrong_type' | 'profile.picture.too_large' | 'profile.picture.too_small',
  ) => showToast('danger', t(key));

  /** Checks what the browser can before cropping; the server checks again by content. */
  const choose = async (file: File | null) => {
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) return refuse('profile.picture.wrong_type');
    if (file.size > PICTURE_MAX_BYTES) return refuse('profile.picture.too_large');
    const url = URL.createObjectURL(file);
    try {
      const image = await loadImage(url);
      if (Math.min(image.naturalWidth, image.naturalHeight) < PICTURE_MIN_SIDE) {
        URL.revokeObjectURL(url);
        return refuse('profile.picture.too_small');
      }
    } catch {
      URL.revokeObjectURL(url);
      return refuse('profile.picture.wrong_type');
    }
    setSource(url);
  };

  const close = () => {
    if (source?.startsWith('blob:')) URL.revokeObjectURL(source);
    setSource(null);
  };

  const cropAndSave = async (area: Area) => {
    if (!source) return;
    setBusy(true);
    try {
      const blob = await cropToSquare(source, area);
      const upload = await uploadFile<Flat<typeof uploadResource>>(purpose, blob, 'picture.png');
      await save(upload.url);
      showToast('success', savedText ?? texts?.saved ?? t(LABELS[label].saved));
      close();
    } catch {
      // The generic error toast (spec §8); the browser's own checks above name the common causes.
      showToast('danger', t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {texts?.label ?? t(LABELS[label].label)}
      </Text>
      <Group>
        <Avatar
          src={imageUrl}
          alt={texts?.current ?? t(LABELS[label].current)}
          size={96}
          radius={round ? 'xl' : 'md'}
          color="evenkeel"
          data-testid={LABELS[label].testId}
        >
          {fallback}
        </Avatar>
        <Stack gap="xs">
          <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg,image/gif">
            {(props) => (
              <Button variant="default" {...props}>
                {t('profile.picture.choose')}
              </Button>
            )}
          </FileButton>
          <Button variant="default" onClick={() => setWebcam(true)}>
            {t('profile.picture.webcam')}
          </Button>
        </Stack>
      </Group>
      <Text size="xs" c="dimmed">
        {t('profile.picture.rules')}
      </Text>
      {webcamWanted && (
        <Suspense fallback={null}>
          <WebcamModal
            opened={webcam}
            onClose={() => setWebcam(false)}
            onCapture={(dataUrl) => {
              setWebcam(false);
              setSource(dataUrl);
            }}
          />
        </Suspense>
      )}
      {cropperWanted && (
        <Suspense fallback={null}>
          <CropModal
            source={source}
            busy={busy}
            onCancel={close}
            onConfirm={(area) => void cropAndSave(area)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
