import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Anchor, Avatar, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { generatePath, Link } from 'react-router';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { initials } from '../../../lib/names';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { ContactLinks, type HealthService, type Provider } from '../../care';
import type { Article, Tip } from '../../content';
import {
  type ActivitySuggestion,
  type Recommendation,
  useLogActivity,
  useRecommendations,
} from '../api/use-recommendations';

const KIND_COLORS = {
  crisis_help: 'red.9',
  provider: 'indigo.9',
  health_service: 'cyan.9',
  article: 'blue.9',
  tip: 'teal.9',
  activity: 'grape.9',
} as const;

/**
 * Recommendations, each with the reason it is there (GET /api/recommendations): crisis help
 * first when the server puts it first, then covered care (a provider's page, a service's
 * contact), articles (their page), tips (the tips page) and activities
 * to try (logged with one click when `meta.abilities.log` allows).
 */
export function Recommendations({ headingLevel = 2, limit }: { headingLevel?: 2 | 3; limit?: number }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { data, isPending, isError } = useRecommendations(i18n.language);
  const shown = limit === undefined ? (data?.items ?? []) : (data?.items ?? []).slice(0, limit);
  return (
    <section aria-labelledby={headingId} data-testid="recommendations">
      <Title order={headingLevel} size="h3" id={headingId} mb="xs">
        {t('recommendations.title')}
      </Title>
      {isPending ? (
        <Loader size="sm" aria-label={t('layout.loading')} />
      ) : isError ? (
        <Alert color="red">{t('errors.generic')}</Alert>
      ) : shown.length === 0 ? (
        <Text c="gray.7">{t('recommendations.none')}</Text>
      ) : (
        <Stack gap="xs">
          {!data.checkup && <Text c="gray.7">{t('recommendations.no_checkup')}</Text>}
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.map((recommendation) => (
              <RecommendationCard
                key={recommendation.id}
                recommendation={recommendation}
                headingLevel={headingLevel === 2 ? 3 : 4}
              />
            ))}
          </Stack>
        </Stack>
      )}
    </section>
  );
}

function RecommendationCard({
  recommendation,
  headingLevel,
}: {
  recommendation: Recommendation;
  headingLevel: 3 | 4;
}) {
  const { t } = useTranslation();
  const { kind } = recommendation;
  return (
    <Card
      withBorder
      component="li"
      padding="md"
      data-testid="recommendation"
      data-kind={kind}
      data-reason={recommendation.reason}
    >
      <Group gap="xs" mb={6}>
        <Badge variant="outline" color={KIND_COLORS[kind]} size="sm">
          {t(`recommendations.kind.${kind}`)}
        </Badge>
        <Text size="sm" c="gray.7" data-testid="recommendation-reason">
          {recommendation.reason_text}
        </Text>
      </Group>
      {kind === 'crisis_help' ? (
        <CrisisHelp headingLevel={headingLevel} />
      ) : kind === 'provider' ? (
        <ProviderBody provider={recommendation.item as Provider} headingLevel={headingLevel} />
      ) : kind === 'health_service' ? (
        <ServiceBody service={recommendation.item as HealthService} headingLevel={headingLevel} />
      ) : kind === 'article' ? (
        <ArticleBody article={recommendation.item as Article} headingLevel={headingLevel} />
      ) : kind === 'tip' ? (
        <TipBody tip={recommendation.item as Tip} />
      ) : (
        <ActivityBody activity={recommendation.item as ActivitySuggestion} headingLevel={headingLevel} />
      )}
    </Card>
  );
}

function CrisisHelp({ headingLevel }: { headingLevel: 3 | 4 }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Title order={headingLevel} size="h4">
        {t('recommendations.crisis_title')}
      </Title>
      <Text size="sm">{t('recommendations.crisis_body')}</Text>
      <Button component={Link} to={paths.crisis} color="red.9" w="fit-content" size="sm">
        {t('recommendations.crisis_link')}
      </Button>
    </Stack>
  );
}

function ProviderBody({ provider, headingLevel }: { provider: Provider | undefined; headingLevel: 3 | 4 }) {
  const { t } = useTranslation();
  if (!provider) return null;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar src={provider.picture_url} alt="" radius="xl">
        {initials(provider.display_name)}
      </Avatar>
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={headingLevel} size="h4">
          <Anchor component={Link} to={provider.dashboard_path} inherit>
            {provider.display_name}
          </Anchor>
        </Title>
        {provider.credentials && <Text size="sm">{provider.credentials}</Text>}
        <Anchor component={Link} to={provider.dashboard_path} size="sm" w="fit-content">
          {t('recommendations.provider_link', { name: provider.display_name })}
        </Anchor>
      </Stack>
    </Group>
  );
}

function ServiceBody({ service, headingLevel }: { service: HealthService | undefined; headingLevel: 3 | 4 }) {
  const { t } = useTranslation();
  if (!service) return null;
  return (
    <Stack gap={4}>
      <Title order={headingLevel} size="h4">
        {service.name}
      </Title>
      <Text size="xs" c="gray.7">
        {[t(`service_categories.${service.category}`), service.hours].filter(Boolean).join(' · ')}
      </Text>
      {service.description && <Text size="sm">{service.description}</Text>}
      <ContactLinks phone={service.phone} email={service.email} url={service.url} name={service.name} />
    </Stack>
  );
}

function ArticleBody({ article, headingLevel }: { article: Article | undefined; headingLevel: 3 | 4 }) {
  const { t } = useTranslation();
  if (!article) return null;
  return (
    <Stack gap={4} lang={article.language}>
      <Title order={headingLevel} size="h4">
        <Anchor component={Link} to={generatePath(paths.article, { slug: article.id })} inherit>
          {article.title}
        </Anchor>
      </Title>
      {article.summary && <Text size="sm">{article.summary}</Text>}
      {article.reading_minutes !== undefined && (
        <Text size="xs" c="gray.7">
          {t('content.reading_time', { minutes: article.reading_minutes })}
        </Text>
      )}
    </Stack>
  );
}

function TipBody({ tip }: { tip: Tip | undefined }) {
  const { t } = useTranslation();
  if (!tip) return null;
  return (
    <Stack gap={4}>
      <Text lang={tip.language}>{tip.text}</Text>
      <Anchor component={Link} to={paths.tips} size="sm" w="fit-content">
        {t('recommendations.more_tips')}
      </Anchor>
    </Stack>
  );
}

function ActivityBody({
  activity,
  headingLevel,
}: {
  activity: ActivitySuggestion | undefined;
  headingLevel: 3 | 4;
}) {
  const { t } = useTranslation();
  const log = useLogActivity();
  if (!activity) return null;
  const onLog = () =>
    log.mutate(activity, {
      onSuccess: () => showToast('success', t('recommendations.logged', { name: activity.name })),
      onError: () => showToast('danger', t('recommendations.log_failed')),
    });
  return (
    <Stack gap={4}>
      <Title order={headingLevel} size="h4">
        {activity.name}
      </Title>
      <Text size="sm">{activity.description}</Text>
      <Group gap="sm" justify="space-between">
        <Text size="xs" c="gray.7">
          {t('recommendations.minutes', { minutes: activity.minutes })}
        </Text>
        {can(activity, 'log') && (
          <Button
            size="xs"
            variant="light"
            onClick={onLog}
            loading={log.isPending}
            disabled={log.isSuccess}
            aria-label={t(log.isSuccess ? 'recommendations.logged_label' : 'recommendations.log_label', {
              name: activity.name,
            })}
          >
            {log.isSuccess ? t('recommendations.logged_short') : t('recommendations.log_it')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
