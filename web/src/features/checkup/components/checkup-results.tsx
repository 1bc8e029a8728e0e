import { Badge, Card, Group, List, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Checkup, LIFE_AREAS } from '../api/types';
import { BAND_COLORS } from '../lib/bands';

/** The score, its band and its text, then PHQ-4 flags and life areas: kind, plain words. */
export function CheckupResults({ checkup, headingLevel = 2 }: { checkup: Checkup; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const completed = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(checkup.completed_at),
  );
  return (
    <Stack gap="md">
      <Card withBorder component="section" aria-labelledby="score-title">
        <Stack gap="xs">
          <Title order={headingLevel} size="h3" id="score-title">
            {t('results.score_title')}
          </Title>
          <Group gap="md" align="baseline">
            <Text fz={48} fw={700} lh={1} data-testid="score">
              {checkup.score}
            </Text>
            <Text c="gray.7">{t('results.out_of')}</Text>
            <Badge color={BAND_COLORS[checkup.band]} size="lg" variant="filled" data-testid="band">
              {t(`results.band.${checkup.band}`)}
            </Badge>
          </Group>
          <Text>{t(`results.band_text.${checkup.band}`)}</Text>
          <Text size="sm" c="gray.7">
            {t('results.completed', { date: completed })}
          </Text>
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder component="section" aria-labelledby="phq4-title">
          <Title order={(headingLevel + 1) as 3 | 4} size="h4" id="phq4-title">
            {t('results.phq4_title')}
          </Title>
          <List mt="xs" spacing="xs">
            <List.Item>
              {checkup.phq4_anxiety_positive ? t('results.anxiety_positive') : t('results.anxiety_negative')}
            </List.Item>
            <List.Item>
              {checkup.phq4_depression_positive
                ? t('results.depression_positive')
                : t('results.depression_negative')}
            </List.Item>
          </List>
          <Text size="sm" c="gray.7" mt="xs">
            {t('results.phq4_note')}
          </Text>
        </Card>
        <Card withBorder component="section" aria-labelledby="areas-title">
          <Title order={(headingLevel + 1) as 3 | 4} size="h4" id="areas-title">
            {t('results.areas_title')}
          </Title>
          <Stack gap={6} mt="xs">
            {LIFE_AREAS.map((area) => (
              <div key={area}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm" id={`area-${area}`}>
                    {t(`results.area.${area}`)}
                  </Text>
                  <Text size="sm" fw={600}>
                    {t('results.area_value', { value: checkup.life_areas[area] })}
                  </Text>
                </Group>
                <Progress.Root size="sm">
                  <Progress.Section value={checkup.life_areas[area] * 10} aria-labelledby={`area-${area}`} />
                </Progress.Root>
              </div>
            ))}
          </Stack>
          <Text size="sm" c="gray.7" mt="xs">
            {t('results.areas_note')}
          </Text>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
