import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Group } from '@mantine/core';
import { generatePath, Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import type { Article } from '../api/types';
import { ContentActions } from './content-actions';

/** An existing article's state above its editor, a link to it once published, and what may be done with it. */
export function ArticleStateBar({ article }: { article: Article }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Group gap="sm">
      <Badge
        variant="filled"
        color={article.state === 'published' ? 'teal.9' : article.state === 'deleted' ? 'red.9' : 'gray.8'}
      >
        {t(`content.states.${article.state}`)}
      </Badge>
      {article.state === 'published' && (
        <Anchor component={Link} to={generatePath(paths.article, { slug: article.id })} size="sm">
          {t('content.editor.view')}
        </Anchor>
      )}
      <ContentActions
        item={article}
        name={article.title}
        onDone={(step) => {
          if (step === 'delete') navigate(paths.manageArticles);
        }}
      />
    </Group>
  );
}
