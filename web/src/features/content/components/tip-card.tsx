import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Badge, Card, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { Tip } from '../api/types';
import { BookmarkButton } from './bookmark-button';

const DIFFICULTY_COLORS = { easy: 'teal.9', medium: 'blue.9', challenging: '#a63c06' } as const;

/** A tip: its text, topic, difficulty, its language when not yours, and the bookmark. */
export function TipCard({ tip }: { tip: Tip }) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="li" padding="md">
      <Text lang={tip.language}>{tip.text}</Text>
      <Group gap="xs" mt="sm" justify="space-between">
        <Group gap={6}>
          <Badge variant="outline" color={DIFFICULTY_COLORS[tip.difficulty]} size="sm">
            {t(`content.tips.difficulty.${tip.difficulty}`)}
          </Badge>
          {tip.topic && (
            <Badge variant="outline" color="gray.8" size="sm">
              {tip.topic.name}
            </Badge>
          )}
          {tip.meta?.other_language && (
            <Badge variant="outline" color="grape.9" size="sm">
              {t('content.other_language', { language: tip.language })}
            </Badge>
          )}
        </Group>
        <BookmarkButton item={tip} name={tip.text.length > 60 ? `${tip.text.slice(0, 60)}…` : tip.text} />
      </Group>
    </Card>
  );
}
