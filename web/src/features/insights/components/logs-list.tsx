import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { reportApiError, useTranslate } from '../../../components/form';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import type { LoggedItem } from '../api/use-insights';
import { useDeleteLog } from '../api/use-logs';

/** Logged items, newest first; the author may edit or delete them (after a confirmation). */
export function LogsList({ logs, onEdit }: { logs: LoggedItem[]; onEdit?: (log: LoggedItem) => void }) {
  const { t, i18n } = useTranslation();
  const translate = useTranslate();
  const remove = useDeleteLog();
  const [deleting, setDeleting] = useState<LoggedItem | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const sorted = [...logs].sort((a, b) => b.date.localeCompare(a.date));
  if (sorted.length === 0) return <Text c="gray.7">{t('logs.empty')}</Text>;
  return (
    <>
      <Stack
        gap="xs"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        data-testid="logs-list"
      >
        {sorted.map((log) => (
          <Group key={`${log.kind}-${log.id}`} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text size="sm" c="gray.7">
                  {t(`log_kinds.${log.kind}`)}
                </Text>
                <Text fw={600}>{log.title}</Text>
              </Group>
              <Text size="sm" c="gray.7">
                {date.format(new Date(`${log.date}T00:00:00Z`))} ·{' '}
                {t('logs.impact_value', { impact: log.impact })}
              </Text>
              {log.note && <Text size="sm">{log.note}</Text>}
            </Stack>
            {onEdit && (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => onEdit(log)}
                  aria-label={t('logs.edit_named', { title: log.title })}
                >
                  {t('logs.edit')}
                </Button>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  size="lg"
                  onClick={() => setDeleting(log)}
                  aria-label={t('logs.delete_named', { title: log.title })}
                >
                  <span aria-hidden="true">✕</span>
                </ActionIcon>
              </Group>
            )}
          </Group>
        ))}
      </Stack>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('logs.delete_title')}
        centered
      >
        <Stack>
          <Text>{t('logs.delete_body', { title: deleting?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('logs.cancel')}
            </Button>
            <Button
              color="red.8"
              loading={remove.isPending}
              onClick={() => {
                if (!deleting) return;
                remove.mutate(
                  { kind: deleting.kind, id: deleting.id },
                  {
                    onSuccess: () => {
                      showToast('success', t('logs.deleted'));
                      setDeleting(null);
                    },
                    onError: (error) => reportApiError(error, translate),
                  },
                );
              }}
            >
              {t('logs.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
