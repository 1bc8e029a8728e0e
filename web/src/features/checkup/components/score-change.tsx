import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { addDays } from '@evenkeel/common/weeks';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import type { Checkup } from '../api/use-latest-checkup';

type Change = Pick<Checkup, 'score_change' | 'change_meaning' | 'previous_week_start' | 'week_start'>;

/**
 * The score's change since the previous check-up, in plain words (decision 0027): a real rise or
 * drop from 10 points (the server names it, `change_meaning`), "about the same" below that, never
 * "up" or "down". `other`: someone else's results, in neutral words.
 */
export function ScoreChangeText({ checkup, other = false }: { checkup: Change; other?: boolean }) {
  const { t, i18n } = useTranslation();
  const meaning = checkup.change_meaning;
  const who = other ? 'other' : 'own';
  if (meaning === 'first' || !checkup.previous_week_start) {
    return <Text data-testid="score-change">{t(`honest_change.change.${who}.first`)}</Text>;
  }
  const lastWeek = checkup.previous_week_start === addDays(checkup.week_start, -7);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${checkup.previous_week_start}T00:00:00Z`),
  );
  const when = lastWeek ? 'last_week' : 'earlier';
  return (
    <Text data-testid="score-change">
      {t(`honest_change.change.${who}.${meaning}_${when}`, {
        points: Math.abs(checkup.score_change ?? 0),
        date,
      })}
    </Text>
  );
}

/**
 * After a real drop or a positive PHQ-4 screen twice in a row (the server decides:
 * `suggest_support`, the member's own only): calm words, the care center first, then crisis help.
 */
export function SupportSuggestion({ headingLevel }: { headingLevel: 3 | 4 }) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      component="section"
      aria-labelledby="support-suggestion-title"
      data-testid="support-suggestion"
    >
      <Stack gap="xs" align="flex-start">
        <Title order={headingLevel} size="h4" id="support-suggestion-title">
          {t('honest_change.support.title')}
        </Title>
        <Text>{t('honest_change.support.body')}</Text>
        <Anchor component={Link} to={paths.care} underline="always">
          {t('honest_change.support.care')}
        </Anchor>
        <Anchor component={Link} to={paths.crisis} underline="always" size="sm">
          {t('honest_change.support.crisis')}
        </Anchor>
      </Stack>
    </Card>
  );
}
