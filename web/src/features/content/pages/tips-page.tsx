import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { isTopicKey, TIP_DIFFICULTIES, type TipDifficulty, type TopicKey } from '@evenkeel/common';
import { Group, Loader, NativeSelect, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { PAGE_SIZE } from '../api/types';
import { useTips } from '../api/use-tips';
import { useTopics } from '../api/use-topics';
import classes from '../components/content.module.css';
import { TipCard } from '../components/tip-card';
import { TopicFollows } from '../components/topic-follows';

const isDifficulty = (value: string): value is TipDifficulty =>
  (TIP_DIFFICULTIES as readonly string[]).includes(value);

/** Members' tips by topic and difficulty, followed topics first. */
export default function TipsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('content.tips.title'));
  const [topic, setTopic] = useState<TopicKey | ''>('');
  const [difficulty, setDifficulty] = useState<TipDifficulty | ''>('');
  const [page, setPage] = useState(1);
  const topics = useTopics();
  const tips = useTips({ topic, difficulty, page });
  const items = tips.data?.items ?? [];
  const total = tips.data?.total ?? 0;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('content.tips.title')}</Title>
      <TopicFollows topics={topics.data ?? []} />
      <Group align="flex-end" gap="md">
        <NativeSelect
          label={t('content.topic_label')}
          value={topic}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setTopic(isTopicKey(value) ? value : '');
            setPage(1);
          }}
          data={[
            { value: '', label: t('content.all_topics') },
            ...(topics.data ?? []).map((entry) => ({ value: entry.id, label: entry.name })),
          ]}
          w={{ base: '100%', sm: 240 }}
        />
        <NativeSelect
          label={t('content.tips.difficulty_label')}
          value={difficulty}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setDifficulty(isDifficulty(value) ? value : '');
            setPage(1);
          }}
          data={[
            { value: '', label: t('content.tips.all_difficulties') },
            ...TIP_DIFFICULTIES.map((value) => ({ value, label: t(`content.tips.difficulty.${value}`) })),
          ]}
          w={{ base: '100%', sm: 240 }}
        />
      </Group>
      <Text size="sm" aria-live="polite">
        {tips.isPending ? '' : t('content.tips.count', { count: total })}
      </Text>
      {tips.isPending ? (
        <Loader aria-label={t('content.loading')} />
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('content.tips.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" className={classes.list}>
          {items.map((tip) => (
            <TipCard key={tip.id} tip={tip} />
          ))}
        </SimpleGrid>
      )}
      {total > PAGE_SIZE && (
        <Pagination
          total={Math.ceil(total / PAGE_SIZE)}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`content.pagination.${control}`) })}
          getItemProps={(number) => ({ 'aria-label': t('content.pagination.page', { page: number }) })}
        />
      )}
    </Stack>
  );
}
