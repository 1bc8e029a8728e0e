import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  FIGURE_NAMES,
  type Figure,
  isDashboardPeriod,
  isSuppressed,
} from '@evenkeel/common/dashboards';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { type Dashboard, type DashboardKind, dashboardUrl, useDashboard } from '../api/use-dashboard';
import { formatFigure, periodName, periodTick } from '../lib/format';
import { BandDistribution } from './band-distribution';
import { FiguresTable } from './figures-table';
import { HeadlineCards } from './headline-cards';
import { LifeAreaBars } from './life-area-bars';
import { PopulationsTable } from './populations-table';
import { TrendChart, type TrendPoint } from './trend-chart';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * A group's, unit's or organization's dashboard: the last closed period at a glance, the trend of
 * the score and of participation, bands and life areas, every figure as a table, and for an
 * organization each group and unit. Every figure is what the server sent: a number, or why it
 * is withheld, written where the number would be.
 */
export function DashboardView({ kind }: { kind: DashboardKind }) {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const asked = search.get('period') ?? 'month';
  const period: DashboardPeriod = isDashboardPeriod(asked) ? asked : 'month';
  const query = useDashboard(kind, slug, period);
  const dashboard = query.data;
  useDocumentTitle(dashboard ? t('dashboards.title', { name: dashboard.name }) : t('nav.group_dashboard'));
  return (
    <QueryView query={query}>
      {(shown) => <DashboardFigures kind={kind} period={period} dashboard={shown} />}
    </QueryView>
  );
}

function DashboardFigures({
  kind,
  period,
  dashboard,
}: {
  kind: DashboardKind;
  period: DashboardPeriod;
  dashboard: Dashboard;
}) {
  const { t, i18n } = useTranslation();
  const { slug = '' } = useParams();
  const [, setSearch] = useSearchParams();
  const name = (start: string) => periodName(period, start, t, i18n.language);
  const closed = dashboard.periods.filter((entry) => entry.figures !== null);
  // The charts start at the first period with anything to show (before it, nobody was counted).
  const firstShown = closed.findIndex((entry) => !isSuppressed(entry.figures?.members));
  const charted = firstShown < 0 ? [] : closed.slice(firstShown);
  const latest = closed.at(-1);
  const current = dashboard.periods.at(-1);
  const managePath = `/${kind}/${encodeURIComponent(slug)}`;
  const csv = `${dashboardUrl(kind, slug, '.csv')}?${new URLSearchParams({ 'filter[period]': period })}`;
  const trend = (
    pick: (entry: (typeof closed)[number]) => Figure | undefined,
    scale: number,
    figure: 'mean_score' | 'participation_rate',
  ): TrendPoint[] =>
    charted.map((entry) => {
      const value = pick(entry);
      return {
        label: name(entry.start),
        tick: periodTick(period, entry.start, t, i18n.language),
        value: value === undefined || isSuppressed(value) ? null : value * scale,
        text:
          formatFigure(value, figure, i18n.language) ??
          t(`dashboard_suppressed.${isSuppressed(value) ? value.suppressed : 'insufficient'}`, {
            ns: 'common',
          }),
      };
    });

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap="xs">
        <Title order={1}>{t('dashboards.title', { name: dashboard.name })}</Title>
        <Text size="sm" c="gray.7">
          {t(`dashboard_scopes.${dashboard.scope}`, { ns: 'common' })}
        </Text>
        <Text>{t('dashboards.intro')}</Text>
        <Anchor component={Link} to={managePath}>
          {t('dashboards.manage', { name: dashboard.name })}
        </Anchor>
      </Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <SegmentedControl
          value={period}
          onChange={(value) => setSearch(value === 'month' ? {} : { period: value }, { replace: true })}
          data={DASHBOARD_PERIODS.map((value) => ({ value, label: t(`dashboards.periods.${value}`) }))}
          aria-label={t('dashboards.period_label')}
        />
        <Button component="a" href={csv} download variant="default">
          {t('dashboards.download')}
        </Button>
      </Group>
      {current?.state === 'in_progress' && (
        <Text size="sm">{t('dashboards.in_progress', { period: name(current.start) })}</Text>
      )}
      {dashboard.periods.some((entry) => entry.state === 'pending') && (
        <Text size="sm">
          {t('dashboards.pending', {
            period: name(dashboard.periods.filter((entry) => entry.state === 'pending').at(-1)?.start ?? ''),
          })}
        </Text>
      )}
      {!latest?.figures ? (
        <Alert color="gray">{t('dashboards.no_closed')}</Alert>
      ) : (
        <>
          <Section id="dashboard-headline" title={t('dashboards.headline_title')}>
            <Text size="sm" c="gray.7">
              {t('dashboards.latest', { period: name(latest.start) })}
            </Text>
            {FIGURE_NAMES.every((figure) => isSuppressed(latest.figures?.[figure])) ? (
              <Alert color="gray">{t('dashboards.all_withheld', { period: name(latest.start) })}</Alert>
            ) : null}
            <HeadlineCards figures={latest.figures} />
          </Section>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Section id="dashboard-score" title={t('dashboards.score_trend')}>
              <TrendChart
                testId="score-trend"
                label={t('dashboards.score_trend_label')}
                points={trend((entry) => entry.figures?.mean_score, 1, 'mean_score')}
                healthyBalance
              />
              <Text size="xs" c="gray.7">
                {t('dashboards.healthy_balance')} {t('dashboards.gaps')}
              </Text>
            </Section>
            <Section id="dashboard-participation" title={t('dashboards.participation_trend')}>
              <TrendChart
                testId="participation-trend"
                label={t('dashboards.participation_trend_label')}
                points={trend((entry) => entry.figures?.participation_rate, 100, 'participation_rate')}
              />
              <Text size="xs" c="gray.7">
                {t('dashboards.gaps')}
              </Text>
            </Section>
            <Section id="dashboard-bands" title={t('dashboards.bands_title')}>
              <BandDistribution
                figures={latest.figures}
                label={t('dashboards.bands_label', { period: name(latest.start) })}
              />
            </Section>
            <Section id="dashboard-life-areas" title={t('dashboards.life_areas_title')}>
              <Text size="xs" c="gray.7">
                {t('dashboards.life_areas_hint')}
              </Text>
              <LifeAreaBars figures={latest.figures} />
            </Section>
          </SimpleGrid>
          {dashboard.populations && (
            <Section id="dashboard-populations" title={t('dashboards.populations_title')}>
              <PopulationsTable
                populations={dashboard.populations}
                caption={t('dashboards.populations_caption', { period: name(latest.start) })}
                dashboardPath={(group) =>
                  `/groups/${encodeURIComponent(group)}/dashboard${period === 'month' ? '' : `?period=${period}`}`
                }
              />
            </Section>
          )}
          <details>
            <summary>{t('dashboards.show_table')}</summary>
            <FiguresTable dashboard={dashboard as Dashboard} />
          </details>
        </>
      )}
    </Stack>
  );
}
