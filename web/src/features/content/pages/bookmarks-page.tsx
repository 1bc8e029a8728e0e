import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import type { Article, Tip } from '../api/types';
import { useBookmarks } from '../api/use-bookmarks';
import { ArticleCard } from '../components/article-card';
import classes from '../components/content.module.css';
import { TipCard } from '../components/tip-card';

/** The member's bookmarked articles and tips, newest first. */
export default function BookmarksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('content.bookmarks.title'));
  const bookmarks = useBookmarks();
  const items = (bookmarks.data ?? []).map((bookmark) => bookmark.bookmarkable);
  const articles = items.filter((item): item is Article => item.type === 'articles');
  const tips = items.filter((item): item is Tip => item.type === 'tips');

  return (
    <Stack gap="lg">
      <Title order={1}>{t('content.bookmarks.title')}</Title>
      {bookmarks.isPending ? (
        <Loader aria-label={t('content.loading')} />
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('content.bookmarks.none')}</Text>
      ) : (
        <>
          {articles.length > 0 && (
            <Stack gap="sm" component="section" aria-labelledby="bookmarked-articles">
              <Title order={2} size="h3" id="bookmarked-articles">
                {t('content.articles.title')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" className={classes.list}>
                {articles.map((article) => (
                  <ArticleCard key={article.id} article={article} headingLevel={3} />
                ))}
              </SimpleGrid>
            </Stack>
          )}
          {tips.length > 0 && (
            <Stack gap="sm" component="section" aria-labelledby="bookmarked-tips">
              <Title order={2} size="h3" id="bookmarked-tips">
                {t('content.tips.title')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" className={classes.list}>
                {tips.map((tip) => (
                  <TipCard key={tip.id} tip={tip} />
                ))}
              </SimpleGrid>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
