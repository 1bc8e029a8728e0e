import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Card, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useInsightCards } from '../api/use-insight-cards';
import { cardSentences } from '../lib/card-sentence';

/**
 * The member's insight cards on their insights page (decision 0027): what they logged against
 * their score, each in one sentence with its numbers, the interval and "this does not show
 * that one causes the other"; then what cannot be told yet. The member's own only.
 */
export function InsightCardsSection() {
  const { t } = useTranslation();
  const query = useInsightCards();
  const clear = query.data?.cards.filter((card) => card.verdict !== 'not_enough_to_tell') ?? [];
  const unclear = query.data?.cards.filter((card) => card.verdict === 'not_enough_to_tell') ?? [];
  const minWeeks = query.data?.minWeeks ?? 4;
  return (
    <Card
      withBorder
      mt="lg"
      component="section"
      aria-labelledby="insight-cards-title"
      data-testid="insight-cards"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="insight-cards-title">
          {t('honest_change.cards.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('honest_change.cards.help')}
        </Text>
        {query.isPending ? (
          <Loader size="sm" aria-label={t('layout.loading')} />
        ) : query.isError ? (
          <Alert color="red">{t('honest_change.cards.error')}</Alert>
        ) : clear.length === 0 && unclear.length === 0 ? (
          <Text>{t('honest_change.cards.none')}</Text>
        ) : (
          <>
            {clear.map((card) => {
              const { text, interval } = cardSentences(card, t, minWeeks);
              return (
                <Card key={card.id} withBorder padding="sm" component="article" data-testid="insight-card">
                  <Text>{text}</Text>
                  <Text size="sm" c="gray.7">
                    {interval} {t('honest_change.cards.not_causal')}
                  </Text>
                </Card>
              );
            })}
            {unclear.length > 0 && (
              <>
                <Title order={3} size="h4">
                  {t('honest_change.cards.unclear_title')}
                </Title>
                <List spacing="xs" size="sm" data-testid="insight-cards-unclear">
                  {unclear.map((card) => (
                    <List.Item key={card.id}>{cardSentences(card, t, minWeeks).text}</List.Item>
                  ))}
                </List>
              </>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
