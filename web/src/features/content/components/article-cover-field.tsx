import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { reportApiError, useTranslate } from '../../../components/form';
import { useTranslation } from '../../../lib/i18n';
import { useUploadCover } from '../api/use-manage-articles';
import classes from './content.module.css';

/** The article editor's cover image: uploaded on choice, shown, replaced or removed. */
export function ArticleCoverField({
  url,
  onChange,
  error,
  disabled,
}: {
  url: string | null;
  onChange: (url: string | null) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const upload = useUploadCover();

  const uploadCover = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (uploaded) => onChange(uploaded),
      onError: (failure) => reportApiError(failure, translate),
    });
  };

  return (
    <Stack gap={6}>
      <Text fw={500} size="sm">
        {t('content.editor.fields.cover')}
      </Text>
      {url && <img src={url} alt={t('content.editor.cover_alt')} className={classes.cover} />}
      <Group gap="xs">
        <FileButton onChange={uploadCover} accept="image/png,image/jpeg,image/webp,image/gif">
          {(props) => (
            <Button {...props} variant="default" size="xs" loading={upload.isPending} disabled={disabled}>
              {url ? t('content.editor.cover_replace') : t('content.editor.cover_upload')}
            </Button>
          )}
        </FileButton>
        {url && (
          <Button variant="subtle" size="xs" onClick={() => onChange(null)} disabled={disabled}>
            {t('content.editor.cover_remove')}
          </Button>
        )}
      </Group>
      {error && (
        <Text size="sm" c="red.9">
          {error}
        </Text>
      )}
    </Stack>
  );
}
