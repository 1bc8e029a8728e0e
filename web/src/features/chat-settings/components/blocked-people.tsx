import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Avatar, Button, Group, Stack, Text, Title } from '@mantine/core';
import { QueryView } from '../../../components/query-view';
import { focusOutcome } from '../../../lib/focus-outcome';
import { currentLocale, useTranslation } from '../../../lib/i18n';
import { initials } from '../../../lib/names';
import { showToast } from '../../../lib/toasts';
import { type Block, useBlocks, useUnblock } from '../api/use-blocks';

const formatDate = (value: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long' }).format(new Date(value));

/**
 * "Blocked people": each with Unblock (DELETE /api/blocks/{id}); the toast says who was
 * unblocked, and focus goes to the list's heading once the row has left.
 */
export function BlockedPeople() {
  const { t } = useTranslation();
  const query = useBlocks();
  const unblock = useUnblock();

  const release = (block: Block) =>
    unblock.mutate(block, {
      onSuccess: () => {
        showToast('success', t('chat_settings.unblocked', { name: block.full_name }));
        // The row left the list: focus goes to the list's heading (decision 0018).
        focusOutcome('#blocked-people-title');
      },
      onError: () => showToast('danger', t('chat_settings.unblock_failed', { name: block.full_name })),
    });

  return (
    <section aria-labelledby="blocked-people-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="blocked-people-title" tabIndex={-1}>
          {t('chat_settings.blocked_title')}
        </Title>
        <Text>{t('chat_settings.blocked_intro')}</Text>
        <QueryView query={query}>
          {(blocks) =>
            blocks.length === 0 ? (
              <Text c="dimmed">{t('chat_settings.no_blocked')}</Text>
            ) : (
              <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
                {blocks.map((block) => (
                  <Group component="li" key={block.id} justify="space-between" wrap="nowrap" py="xs">
                    <Group wrap="nowrap" gap="sm" miw={0}>
                      <Avatar src={block.profile_picture_url} alt="" radius="xl" color="evenkeel">
                        {initials(block.full_name)}
                      </Avatar>
                      <div style={{ minWidth: 0 }}>
                        <Text fw={600}>{block.full_name}</Text>
                        <Text size="sm" c="dimmed">
                          {t('chat_settings.blocked_since', { date: formatDate(block.created_at) })}
                        </Text>
                      </div>
                    </Group>
                    <Button
                      variant="default"
                      aria-label={t('chat_settings.unblock_named', { name: block.full_name })}
                      loading={unblock.isPending && unblock.variables?.id === block.id}
                      onClick={() => release(block)}
                    >
                      {t('chat_settings.unblock')}
                    </Button>
                  </Group>
                ))}
              </Stack>
            )
          }
        </QueryView>
      </Stack>
    </section>
  );
}
