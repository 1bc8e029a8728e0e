import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Badge, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { generatePath, Link, useParams } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { useDocumentTitle } from '../../../components/use-document-title';
import { currentLocale, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import type { Article } from '../api/types';
import { useArticle } from '../api/use-articles';
import { BookmarkButton } from '../components/bookmark-button';
import classes from '../components/content.module.css';
import { Markdown } from '../components/markdown';
import { ReviewSection } from '../components/review-section';

/** One article: cover, reading time, topics, the body rendered safely, bookmark, reviews, its other language. */
export default function ArticlePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const query = useArticle(slug);
  useDocumentTitle(query.data?.title ?? t('content.articles.title'));
  return (
    <QueryView query={query} loadingLabel={t('content.loading')}>
      {(article) => <ArticleView article={article} />}
    </QueryView>
  );
}

function ArticleView({ article }: { article: Article }) {
  const { t } = useTranslation();
  const translation = article.translation;
  const published = article.published_at
    ? new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long' }).format(new Date(article.published_at))
    : null;

  return (
    <Stack gap="lg" maw={760} component="article">
      <Anchor component={Link} to={paths.articles} size="sm">
        {t('content.article.back')}
      </Anchor>
      <Stack gap="xs" lang={article.language}>
        <Title order={1}>{article.title}</Title>
        <Text size="lg">{article.summary}</Text>
      </Stack>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('content.reading_time', { minutes: article.reading_minutes })}
          {published && ` · ${t('content.article.published', { date: published })}`}
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
      <Group gap="md">
        <BookmarkButton item={article} />
        {translation && (
          <Anchor
            component={Link}
            to={generatePath(paths.article, { slug: translation.id })}
            lang={article.language === 'en' ? 'fr' : 'en'}
            hrefLang={article.language === 'en' ? 'fr' : 'en'}
          >
            {t('content.article.read_translation', { language: article.language === 'en' ? 'fr' : 'en' })}
          </Anchor>
        )}
      </Group>
      {article.cover_image_url && <img src={article.cover_image_url} alt="" className={classes.hero} />}
      <Markdown source={article.body} lang={article.language} />
      <Divider />
      <ReviewSection article={article} />
    </Stack>
  );
}
