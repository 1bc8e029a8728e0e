import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { LoggedItem } from '../api/use-insights';

const loadDeleteLogModal = () => import('./delete-log-modal');
/** The confirmation (and Mantine's Modal) loads when first wanted, then stays mounted. */
const DeleteLogModal = lazy(() =>
  loadDeleteLogModal().then((module) => ({ default: module.DeleteLogModal })),
);

/** Logged items, newest first; the author may edit or delete them (after a confirmation). */
export function LogsList({ logs, onEdit }: { logs: LoggedItem[]; onEdit?: (log: LoggedItem) => void }) {
  const { t, i18n } = useTranslation();
  const [deleting, setDeleting] = useState<LoggedItem | null>(null);
  // Set on the first deletion asked for (render-time update: no extra frame before the dialog).
  const [confirmWanted, setConfirmWanted] = useState(false);
  if (deleting && !confirmWanted) setConfirmWanted(true);
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
                  onPointerEnter={loadDeleteLogModal}
                  onFocus={loadDeleteLogModal}
                  aria-label={t('logs.delete_named', { title: log.title })}
                >
                  <span aria-hidden="true">✕</span>
                </ActionIcon>
              </Group>
            )}
          </Group>
        ))}
      </Stack>
      {confirmWanted && (
        <Suspense fallback={null}>
          <DeleteLogModal deleting={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      )}
    </>
  );
}
