import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import type { ContentState } from '@evenkeel/common';
import { Anchor, Badge, Button, Card, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useDocumentTitle } from '../../../components/use-document-title';
import { currentLocale, useTranslation } from '../../../lib/i18n';
import { useManagedArticles } from '../api/use-manage-articles';
import { ArticleActions } from '../components/article-actions';
import classes from '../components/content.module.css';

const VIEWS = {
  current: ['published', 'unpublished'],
  published: ['published'],
  unpublished: ['unpublished'],
  trash: ['deleted'],
} as const satisfies Record<string, readonly ContentState[]>;
type View = keyof typeof VIEWS;
const isView = (value: string): value is View => value in VIEWS;

const STATE_COLORS = { published: 'teal.9', unpublished: 'gray.8', deleted: 'red.9' } as const;

/** Organization and platform administrators: the articles they manage by state, and the trash. */
export default function ManageArticlesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('content.manage.title'));
  const [view, setView] = useState<View>('current');
  const articles = useManagedArticles([...VIEWS[view]]);
  const list = articles.data ?? [];
  const date = (value: string) =>
    new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long' }).format(new Date(value));

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{t('content.manage.title')}</Title>
      <Text>{t('content.manage.intro')}</Text>
      <Group align="flex-end" justify="space-between">
        <NativeSelect
          label={t('content.manage.view_label')}
          value={view}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isView(value)) setView(value);
          }}
          data={(Object.keys(VIEWS) as View[]).map((value) => ({
            value,
            label: t(`content.manage.views.${value}`),
          }))}
          w={{ base: '100%', sm: 260 }}
        />
        <Button component={Link} to={paths.newArticle}>
          {t('content.manage.new')}
        </Button>
      </Group>
      {view === 'trash' && <Text size="sm">{t('content.manage.trash_intro')}</Text>}
      {articles.isPending ? (
        <Loader aria-label={t('content.loading')} />
      ) : list.length === 0 ? (
        <Text c="dimmed">{t(view === 'trash' ? 'content.manage.trash_empty' : 'content.manage.none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" className={classes.list}>
          {list.map((article) => (
            <Card key={article.id} withBorder component="li" padding="md">
              <Stack gap={6}>
                <Title order={2} size="h4" lang={article.language}>
                  {article.meta?.abilities?.update ? (
                    <Anchor
                      component={Link}
                      to={generatePath(paths.editArticle, { slug: article.id })}
                      inherit
                    >
                      {article.title}
                    </Anchor>
                  ) : (
                    article.title
                  )}
                </Title>
                <Group gap={6}>
                  <Badge variant="filled" color={STATE_COLORS[article.state]} size="sm">
                    {t(`content.states.${article.state}`)}
                  </Badge>
                  <Badge variant="outline" color="gray.8" size="sm">
                    {t(`content.languages.${article.language}`)}
                  </Badge>
                  <Text size="sm">{article.organization?.name ?? t('content.manage.platform')}</Text>
                  {article.restorable_until && (
                    <Text size="sm" c="red.9">
                      {t('content.manage.restorable_until', { date: date(article.restorable_until) })}
                    </Text>
                  )}
                </Group>
                <ArticleActions article={article} />
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
