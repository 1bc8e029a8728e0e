import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Title.css';
import type { ContentLanguage } from '@evenkeel/common';
import { Card, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from '../../../lib/i18n';
import classes from './content.module.css';
import { Markdown } from './markdown';

/** The article as readers will see it, through their safe renderer, following the editor's text. */
export function ArticlePreview({
  title,
  body,
  language,
}: {
  title: string;
  body: string;
  language: ContentLanguage;
}) {
  const { t } = useTranslation();
  const preview = useDeferredValue(body);
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="article-preview"
      className={classes.preview}
      // Scrollable on wide screens: reachable by keyboard.
      tabIndex={0}
    >
      <Title order={2} size="h3" id="article-preview" mb="sm">
        {t('content.editor.preview')}
      </Title>
      <div data-testid="article-preview">
        {title && (
          <Text fw={700} size="xl" lang={language}>
            {title}
          </Text>
        )}
        <Markdown source={preview} lang={language} />
      </div>
    </Card>
  );
}
