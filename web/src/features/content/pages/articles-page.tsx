import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { CONTENT_QUERY_MIN_LENGTH, isTopicKey, type TopicKey } from '@evenkeel/common';
import {
  Anchor,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { PAGE_SIZE } from '../api/types';
import { useArticles } from '../api/use-articles';
import { useTopics } from '../api/use-topics';
import { ArticleCard } from '../components/article-card';
import classes from '../components/content.module.css';
import { TopicFollows } from '../components/topic-follows';

/** Members' articles: followed topics first, by topic, searchable in each article's language. */
export default function ArticlesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('content.articles.title'));
  const [search, setSearch] = useState('');
  const [topic, setTopic] = useState<TopicKey | ''>('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const q = deferred.length >= CONTENT_QUERY_MIN_LENGTH ? deferred : '';
  const topics = useTopics();
  const articles = useArticles({ topic, q, page });
  const items = articles.data?.items ?? [];
  const total = articles.data?.total ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('content.articles.title')}</Title>
        <Anchor component={Link} to={paths.bookmarks}>
          {t('content.bookmarks.link')}
        </Anchor>
      </Group>
      <TopicFollows topics={topics.data ?? []} />
      <Group align="flex-end" gap="md" role="search">
        <TextInput
          type="search"
          label={t('content.articles.search_label')}
          description={t('content.articles.search_hint')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maxLength={100}
          w={{ base: '100%', sm: 320 }}
        />
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
      </Group>
      <Text size="sm" aria-live="polite">
        {articles.isPending ? '' : t('content.articles.count', { count: total })}
      </Text>
      {articles.isPending ? (
        <Loader aria-label={t('content.loading')} />
      ) : items.length === 0 ? (
        <Text c="dimmed">{q ? t('content.articles.none_found') : t('content.articles.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" className={classes.list}>
          {items.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </SimpleGrid>
      )}
      {total > PAGE_SIZE && (
        <Pagination
          total={Math.ceil(total / PAGE_SIZE)}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({
            'aria-label': t(`content.pagination.${control}`),
          })}
          getItemProps={(number) => ({ 'aria-label': t('content.pagination.page', { page: number }) })}
        />
      )}
    </Stack>
  );
}
