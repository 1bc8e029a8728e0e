import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useManagedArticles } from '../api/use-manage-articles';
import { ContentActions } from '../components/content-actions';
import { ManagedFacts, ManagedList, ViewSelect } from '../components/managed-items';
import { VIEWS, type View } from '../components/state-views';

/** Organization and platform administrators: the articles they manage by state, and the trash. */
export default function ManageArticlesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('content.manage.title'));
  const [view, setView] = useState<View>('current');
  const articles = useManagedArticles([...VIEWS[view]]);

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{t('content.manage.title')}</Title>
      <Text>{t('content.manage.intro')}</Text>
      <Anchor component={Link} to={paths.manageTips}>
        {t('content.tips_manage.link')}
      </Anchor>
      <Group align="flex-end" justify="space-between">
        <ViewSelect view={view} onChange={setView} />
        <Button component={Link} to={paths.newArticle}>
          {t('content.manage.new')}
        </Button>
      </Group>
      {view === 'trash' && <Text size="sm">{t('content.manage.trash_intro')}</Text>}
      <ManagedList
        items={articles.data ?? []}
        pending={articles.isPending}
        empty={t(view === 'trash' ? 'content.manage.trash_empty' : 'content.manage.none')}
      >
        {(article) => (
          <>
            <Title order={2} size="h4" lang={article.language}>
              {can(article, 'update') ? (
                <Anchor component={Link} to={generatePath(paths.editArticle, { slug: article.id })} inherit>
                  {article.title}
                </Anchor>
              ) : (
                article.title
              )}
            </Title>
            <ManagedFacts item={article} />
            <ContentActions item={article} name={article.title} />
          </>
        )}
      </ManagedList>
    </Stack>
  );
}
