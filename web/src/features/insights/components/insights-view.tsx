import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { INSIGHT_PERIODS, type InsightPeriod } from '@evenkeel/common/insight-periods';
import { isStale } from '@evenkeel/common/score';
import { Alert, Button, Card, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { nameParams } from '../../../lib/names';
import { paths } from '../../../lib/paths';
import { CheckupResults } from '../../checkup';
import { DEFAULT_INSIGHT_PERIOD, type LoggedItem, useInsights } from '../api/use-insights';
import { weeklySeries } from '../lib/weekly-series';
import { ImpactTrendChart } from './impact-trend-chart';
import { LogsList } from './logs-list';
import { ScoreChart } from './score-chart';
import { SharedWithMe } from './shared-with-me';

const STALE_TITLE_COLOR = '#7a4f00';

const loadLogForm = () => import('./log-form-modal');
/**
 * The log form (Modal, Autocomplete and its floating-ui, Radio, inputs: about 40 kB of brotli)
 * loads when the member first opens it, or points at a button that does; then it stays mounted.
 */
const LogFormModal = lazy(() => loadLogForm().then((module) => ({ default: module.LogFormModal })));
const loadTable = () => import('./insights-table');
/**
 * The table behind "Show the data as a table" loads when first opened (or pointed at): Mantine's
 * Table brings ScrollArea and, through it, floating-ui (about 20 kB of brotli).
 */
const InsightsTable = lazy(() => loadTable().then((module) => ({ default: module.InsightsTable })));

/**
 * A member's insights: the score over time with logged items overlaid, the 10-day impact
 * trend, and the latest results. `slug` shows someone who shares with the viewer, read-only.
 */
export function InsightsView({ slug }: { slug?: string }) {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<InsightPeriod>(DEFAULT_INSIGHT_PERIOD);
  const [logFormOpen, setLogFormOpen] = useState(false);
  const [editing, setEditing] = useState<LoggedItem | null>(null);
  const [logFormWanted, setLogFormWanted] = useState(false);
  const [tableWanted, setTableWanted] = useState(false);
  const insights = useInsights(period, slug);
  const { isError, error } = insights;
  // The page (two charts, the results, the logs) is drawn from the answer in a background render
  // that yields to the browser every few milliseconds, and the period control measures itself
  // after the paint: an answer arriving no longer blocks the page for one long task (TBT).
  const data = useDeferredValue(insights.data);
  const own = !slug;
  if (!data && !isError) {
    // One's own page shows its heading while the answer is on its way: the same heading element
    // as the drawn page's (same place in the same Stack), so focus on it survives the data.
    if (!own) return <Loader aria-label={t('layout.loading')} />;
    return (
      <Stack gap="lg">
        <Title order={1}>{t('insights.title')}</Title>
        <Loader aria-label={t('layout.loading')} />
      </Stack>
    );
  }
  // The server answers 404 both for an unknown member and for one who does not share with the
  // viewer (telling them apart would say who uses Evenkeel): one message for both, at once.
  if (isError && error instanceof ApiRequestError && (error.status === 404 || error.status === 403))
    return (
      <Stack gap="md">
        <Title order={1}>{t('insights.not_shared_title')}</Title>
        <Text data-testid="not-shared">{t('insights.not_shared')}</Text>
      </Stack>
    );
  if (isError || !data) return <Alert color="red">{t('errors.generic')}</Alert>;
  const rows = weeklySeries(data.scores, data.logs);
  const name = `${data.member.first_name} ${data.member.last_name}`;
  const firstName = nameParams(data.member.first_name);
  const stale = isStale(data.last_completed_at);
  const lastDate = data.last_completed_at
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(data.last_completed_at))
    : null;
  const openForm = (log: LoggedItem | null) => {
    setEditing(log);
    setLogFormWanted(true);
    setLogFormOpen(true);
  };
  return (
    <Stack gap="lg">
      <Title order={1}>{own ? t('insights.title') : t('insights.title_of', nameParams(name))}</Title>
      {!data.last_completed_at && (
        <Alert color="blue" variant="light" title={t('insights.none_title')} data-testid="no-checkup">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{own ? t('insights.none_body') : t('insights.none_body_other', firstName)}</Text>
            {own && (
              <Button component={Link} to={paths.checkup} size="compact-md">
                {t('insights.take_checkup')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {stale && (
        <Alert
          color="yellow"
          variant="light"
          title={t('insights.stale_title')}
          data-testid="stale-notice"
          // Mantine's yellow title on pale yellow is below AA: a dark amber (≥ 4.5:1) instead.
          styles={{ title: { color: STALE_TITLE_COLOR } }}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {own
                ? t('insights.stale_body', { date: lastDate })
                : t('insights.stale_body_other', { ...firstName, date: lastDate })}
            </Text>
            {own && (
              <Button component={Link} to={paths.checkup} size="compact-md">
                {t('insights.take_checkup')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <Card withBorder component="section" aria-labelledby="history-title">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Title order={2} size="h3" id="history-title">
              {own ? t('insights.history_title') : t('insights.history_title_other', firstName)}
            </Title>
            <SegmentedControl
              value={period}
              onChange={(value) => setPeriod(value as InsightPeriod)}
              data={INSIGHT_PERIODS.map((value) => ({ value, label: t(`insights.period.${value}`) }))}
              aria-label={t('insights.period_label')}
            />
          </Group>
          {rows.length === 0 ? (
            <Text c="gray.7">{own ? t('insights.empty') : t('insights.empty_other', firstName)}</Text>
          ) : (
            <>
              <Text size="sm" c="gray.7">
                {t('insights.chart_help')}
              </Text>
              <ScoreChart rows={rows} />
              <details onToggle={(event) => event.currentTarget.open && setTableWanted(true)}>
                {/* biome-ignore lint/a11y/noStaticElementInteractions: summary is the details' own button; these only start loading the table. */}
                <summary onPointerEnter={loadTable} onFocus={loadTable}>
                  {t('insights.show_table')}
                </summary>
                {tableWanted && (
                  <Suspense fallback={<Loader size="sm" aria-label={t('layout.loading')} />}>
                    <InsightsTable rows={rows} />
                  </Suspense>
                )}
              </details>
            </>
          )}
        </Stack>
      </Card>
      {data.latest && (
        <section aria-labelledby="latest-title">
          <Title order={2} size="h3" id="latest-title" mb="sm">
            {t('insights.latest_title')}
          </Title>
          <CheckupResults
            checkup={data.latest}
            headingLevel={3}
            person={own ? undefined : data.member.first_name}
          />
        </section>
      )}
      <Card withBorder component="section" aria-labelledby="trend-title">
        <Title order={2} size="h3" id="trend-title">
          {t('insights.trend_title')}
        </Title>
        <Text size="sm" c="gray.7" mb="sm">
          {t('insights.trend_help')}
        </Text>
        <ImpactTrendChart days={data.impact_trend} />
      </Card>
      <Card withBorder component="section" aria-labelledby="logs-title">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id="logs-title">
            {t('logs.title')}
          </Title>
          {own && (
            <Button onClick={() => openForm(null)} onPointerEnter={loadLogForm} onFocus={loadLogForm}>
              {t('logs.add')}
            </Button>
          )}
        </Group>
        <LogsList logs={data.logs} onEdit={own ? (log) => openForm(log) : undefined} />
      </Card>
      {own && <SharedWithMe />}
      {own && logFormWanted && (
        <Suspense fallback={null}>
          <LogFormModal opened={logFormOpen} onClose={() => setLogFormOpen(false)} editing={editing} />
        </Suspense>
      )}
    </Stack>
  );
}
