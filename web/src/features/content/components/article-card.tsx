import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import type { Article } from '../api/types';
import { BookmarkButton } from './bookmark-button';
import classes from './content.module.css';

/** An article in a list: cover, title (the link), summary, reading time, topics, its language when not yours. */
export function ArticleCard({ article, headingLevel = 2 }: { article: Article; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="li" padding="md" className={classes.card}>
      {article.cover_image_url && (
        <Card.Section>
          <img src={article.cover_image_url} alt="" className={classes.cover} loading="lazy" />
        </Card.Section>
      )}
      <Stack gap={6} mt={article.cover_image_url ? 'sm' : 0} lang={article.language}>
        <Title order={headingLevel} size="h4">
          <Anchor component={Link} to={generatePath(paths.article, { slug: article.id })} inherit>
            {article.title}
          </Anchor>
        </Title>
        <Text size="sm">{article.summary}</Text>
      </Stack>
      <Group gap="xs" mt="sm" justify="space-between">
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {t('content.reading_time', { minutes: article.reading_minutes })}
          </Text>
          {article.meta?.other_language && (
            <Badge variant="outline" color="grape.9" size="sm">
              {t('content.other_language', { language: article.language })}
            </Badge>
          )}
          {(article.topics ?? []).map((topic) => (
            <Badge key={topic.id} variant="outline" color="gray.8" size="sm">
              {topic.name}
            </Badge>
          ))}
        </Group>
        <BookmarkButton item={article} name={article.title} />
      </Group>
    </Card>
  );
}
