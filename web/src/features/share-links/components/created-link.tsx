import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import type { ShareLink } from '../api/use-share-links';
import { formatDateTime } from './link-words';

/** Copies `text`, saying so in a toast (the button's own name says what it copies). */
function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="default"
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          showToast('success', t('share_links.copied'));
        })
      }
    >
      {copied ? t('share_links.copied') : label}
    </Button>
  );
}

/**
 * The new link's address and code, shown this once (only their hashes are kept), with a plain
 * warning: whoever has them sees what the member chose, until the link's end.
 */
export function CreatedLink({ link, onDone }: { link: ShareLink; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" bg="var(--mantine-color-yellow-0)">
      <Stack gap="sm">
        <Title order={3} id="share-link-created" tabIndex={-1}>
          {t('share_links.created_title')}
        </Title>
        <Text>{t('share_links.created_warning', { date: formatDateTime(link.expires_at) })}</Text>
        <TextInput
          label={t('share_links.url_label')}
          value={link.url ?? ''}
          readOnly
          data-testid="share-link-url"
        />
        <Group>
          <CopyButton text={link.url ?? ''} label={t('share_links.copy_url')} />
        </Group>
        {link.code && (
          <>
            <TextInput
              label={t('share_links.code_label')}
              value={link.code}
              readOnly
              ff="monospace"
              w={200}
              data-testid="share-link-code"
            />
            <Text>{t('share_links.created_code_warning')}</Text>
            <Group>
              <CopyButton text={link.code} label={t('share_links.copy_code')} />
            </Group>
          </>
        )}
        <Group>
          <Button onClick={onDone}>{t('share_links.done')}</Button>
        </Group>
      </Stack>
    </Card>
  );
}
