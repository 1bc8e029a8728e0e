import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { LIFE_AREAS } from '@evenkeel/common/instruments/life-areas';
import type { LifeArea } from '@evenkeel/common/instruments/types';
import type { Band } from '@evenkeel/common/score';
import { Anchor, Badge, Card, Group, List, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { nameParams } from '../../../lib/names';
import { paths } from '../../../lib/paths';
import type { Checkup } from '../api/use-latest-checkup';
import { BAND_COLORS } from '../lib/bands';
import { ScoreChangeText, SupportSuggestion } from './score-change';

/** A check-up's results: a check-up as GET /api/checkups gives it, or an insights' `latest`. */
type Results = Omit<Checkup, 'type' | 'meta'>;

/**
 * The text under the score: the band's, except that a good score never says "you are doing
 * well" when the PHQ-4 screened positive (`thriving_screen`).
 */
export function resultTextKey(checkup: Results): Band | 'thriving_screen' {
  const screened = checkup.phq4_anxiety_positive || checkup.phq4_depression_positive;
  return checkup.band === 'thriving' && screened ? 'thriving_screen' : checkup.band;
}

/**
 * Life areas as answered: stress is asked as "how stressed" (0 not at all … 10 extremely) and
 * shown that way, lower being calmer; the API keeps it reversed (10 − answer) so that higher
 * is better in `life_areas` (docs/instruments.md).
 */
export function areaAsAnswered(area: LifeArea, value: number): number {
  return area === 'stress' ? 10 - value : value;
}

/**
 * The score, its band and its text, then PHQ-4 flags and life areas: kind, plain words.
 * `person` (a first name) shows someone else's results, in the third person.
 */
export function CheckupResults({
  checkup,
  headingLevel = 2,
  person,
}: {
  checkup: Results;
  headingLevel?: 2 | 3;
  person?: string;
}) {
  const { t, i18n } = useTranslation();
  const completed = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(checkup.completed_at),
  );
  const who = person ? nameParams(person) : null;
  type Said =
    | 'score_title'
    | 'anxiety_positive'
    | 'depression_positive'
    | `band_text.${ReturnType<typeof resultTextKey>}`;
  const say = (key: Said): string => (who ? t(`results.other.${key}`, who) : t(`results.${key}`));
  const screened = checkup.phq4_anxiety_positive || checkup.phq4_depression_positive;
  // After a safety "yes" or a severe PHQ-4 (the author only ever has this): no band, no "doing
  // well", but words that acknowledge it and ask the member to talk to someone today.
  const crisis = !who && checkup.show_crisis_help === true;
  const suggestsHelp = !who && (screened || checkup.band === 'of_concern');
  return (
    <Stack gap="md">
      <Card withBorder component="section" aria-labelledby="score-title">
        <Stack gap="xs">
          <Title order={headingLevel} size="h3" id="score-title">
            {say('score_title')}
          </Title>
          <Group gap="md" align="baseline">
            <Text fz={48} fw={700} lh={1} data-testid="score">
              {checkup.score}
            </Text>
            <Text c="gray.7">{t('results.out_of')}</Text>
            {!crisis && (
              <Badge color={BAND_COLORS[checkup.band]} size="lg" variant="filled" data-testid="band">
                {t(`results.band.${checkup.band}`)}
              </Badge>
            )}
          </Group>
          <Text data-testid="result-text">
            {crisis ? t('results.band_text.crisis') : say(`band_text.${resultTextKey(checkup)}`)}
          </Text>
          <ScoreChangeText checkup={checkup} other={Boolean(who)} />
          <Text size="sm" c="gray.7">
            {t('results.completed', { date: completed })}
          </Text>
        </Stack>
      </Card>
      {/* Crisis help already leads the page after a safety "yes" or a severe screen. */}
      {!who && !crisis && checkup.suggest_support === true && (
        <SupportSuggestion headingLevel={(headingLevel + 1) as 3 | 4} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder component="section" aria-labelledby="phq4-title">
          <Title order={(headingLevel + 1) as 3 | 4} size="h4" id="phq4-title">
            {t('results.phq4_title')}
          </Title>
          <List mt="xs" spacing="xs">
            <List.Item>
              {checkup.phq4_anxiety_positive ? say('anxiety_positive') : t('results.anxiety_negative')}
            </List.Item>
            <List.Item>
              {checkup.phq4_depression_positive
                ? say('depression_positive')
                : t('results.depression_negative')}
            </List.Item>
          </List>
          {suggestsHelp && (
            // "Talking to a professional could help" leads somewhere: crisis help now (the
            // care centre when it exists).
            <Anchor component={Link} to={paths.crisis} underline="always" mt="xs" display="inline-block">
              {t('results.find_help')}
            </Anchor>
          )}
          <Text size="sm" c="gray.7" mt="xs">
            {t('results.phq4_note')}
          </Text>
        </Card>
        <Card withBorder component="section" aria-labelledby="areas-title">
          <Title order={(headingLevel + 1) as 3 | 4} size="h4" id="areas-title">
            {t('results.areas_title')}
          </Title>
          <Stack gap={6} mt="xs">
            {LIFE_AREAS.map((area) => {
              const answered = checkup.life_areas[area];
              // The API gives null for an area a check-up has no answer for: nothing to show.
              if (answered === null) return null;
              const value = areaAsAnswered(area, answered);
              return (
                <div key={area}>
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" id={`area-${area}`}>
                      {t(`results.area.${area}`)}
                    </Text>
                    <Text size="sm" fw={600} data-testid={`area-${area}`}>
                      {t('results.area_value', { value })}
                    </Text>
                  </Group>
                  <Progress.Root size="sm">
                    <Progress.Section
                      value={value * 10}
                      color={area === 'stress' ? 'orange.8' : undefined}
                      aria-labelledby={`area-${area}`}
                    />
                  </Progress.Root>
                </div>
              );
            })}
          </Stack>
          <Text size="sm" c="gray.7" mt="xs">
            {t('results.areas_note')}
          </Text>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
