import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { reportApiError, useTranslate } from '../../../components/form';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import type { Topic } from '../api/types';
import { useToggleFollow } from '../api/use-topics';

/** The curated topics as toggle buttons: pressed means followed (followed topics' content comes first). */
export function TopicFollows({ topics }: { topics: Topic[] }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const toggle = useToggleFollow();
  if (topics.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="topic-follows-title">
      <Title order={2} size="h4" id="topic-follows-title">
        {t('content.topics.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('content.topics.intro')}
      </Text>
      <Group gap="xs">
        {topics.map((topic) => {
          const followed = topic.meta?.followed === true;
          return (
            <Button
              key={topic.id}
              size="xs"
              radius="xl"
              variant={followed ? 'filled' : 'default'}
              aria-pressed={followed}
              loading={toggle.isPending && toggle.variables?.id === topic.id}
              onClick={() =>
                toggle.mutate(topic, {
                  onSuccess: () =>
                    showToast(
                      'success',
                      followed
                        ? t('content.topics.unfollowed', { topic: topic.name })
                        : t('content.topics.followed', { topic: topic.name }),
                    ),
                  onError: (error) => reportApiError(error, translate),
                })
              }
            >
              {followed ? `✓ ${topic.name}` : topic.name}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
