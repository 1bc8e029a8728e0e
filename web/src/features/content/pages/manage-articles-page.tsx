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
import { Anchor, Badge, Button, Card, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useDocumentTitle } from '../../../components/use-document-title';
import { currentLocale, useTranslation } from '../../../lib/i18n';
import { useManagedArticles } from '../api/use-manage-articles';
import classes from '../components/content.module.css';
import { ContentActions } from '../components/content-actions';
import { isView, STATE_COLORS, VIEWS, type View } from '../components/state-views';

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
      <Anchor component={Link} to={paths.manageTips}>
        {t('content.tips_manage.link')}
      </Anchor>
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
                <ContentActions item={article} name={article.title} />
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
