import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { Coverage } from '../api/types';
import { day, dayBefore, money, monthDay, targetName } from './format';

/**
 * What a coverage gives: sessions and amount per plan year, the share covered, the plan year's
 * start; for a member's own coverage (with a balance) what is left, with a bar for sessions.
 */
export function CoverageFacts({ coverage }: { coverage: Coverage }) {
  const { t } = useTranslation();
  const hasBalance = coverage.plan_year_start !== undefined;
  const sessionsTotal = coverage.sessions_per_year;
  const amountTotal = coverage.yearly_amount_cents;
  return (
    <Stack gap={6}>
      {sessionsTotal !== null && (
        <>
          <Text fw={600}>
            {t('benefits.sessions_left', {
              left: hasBalance ? (coverage.left_sessions ?? sessionsTotal) : sessionsTotal,
              total: sessionsTotal,
            })}
          </Text>
          {hasBalance && (
            <Progress
              value={sessionsTotal === 0 ? 0 : ((coverage.left_sessions ?? 0) / sessionsTotal) * 100}
              aria-label={t('benefits.sessions_left', {
                left: coverage.left_sessions ?? 0,
                total: sessionsTotal,
              })}
              size="sm"
            />
          )}
        </>
      )}
      {amountTotal !== null && coverage.currency && (
        <Text fw={600}>
          {t('benefits.amount_left', {
            left: money(
              hasBalance ? (coverage.left_amount_cents ?? amountTotal) : amountTotal,
              coverage.currency,
            ),
            total: money(amountTotal, coverage.currency),
          })}
        </Text>
      )}
      <Group gap={6}>
        <Badge variant="outline" color="gray.8" size="sm">
          {t('benefits.share', { percent: coverage.share_percent })}
        </Badge>
        {hasBalance && coverage.plan_year_start && coverage.plan_year_end ? (
          <Text size="sm">
            {t('benefits.plan_year', {
              start: day(coverage.plan_year_start),
              end: day(dayBefore(coverage.plan_year_end)),
            })}
          </Text>
        ) : (
          <Text size="sm">
            {t('benefits.plan_year_starts', {
              date: monthDay(coverage.plan_year_start_month, coverage.plan_year_start_day),
            })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

export const coverageName = (t: ReturnType<typeof useTranslation>['t'], coverage: Coverage) =>
  targetName(t, coverage.target_kind, coverage.target_key);
