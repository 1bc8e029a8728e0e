import { LOG_KINDS } from '@evenkeel/common/logs';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '../../../lib/i18n';
import type { TrendDay } from '../api/use-insights';
import { KIND_COLORS } from './score-chart';

/** The last 10 days of logged impacts, stacked by kind (spec §9: the trend chart covers 10 days). */
export function ImpactTrendChart({ days }: { days: TrendDay[] }) {
  const { t, i18n } = useTranslation();
  const short = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (
    <div style={{ width: '100%', height: 220 }} data-testid="impact-trend-chart">
      <ResponsiveContainer>
        <BarChart data={days} margin={{ top: 10, right: 16, bottom: 0, left: -24 }} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-gray-3)" />
          <XAxis
            dataKey="date"
            tickFormatter={(date: string) => short.format(new Date(`${date}T00:00:00Z`))}
            tick={{ fill: 'var(--mantine-color-gray-8)', fontSize: 12 }}
          />
          <YAxis allowDecimals={false} tick={{ fill: 'var(--mantine-color-gray-8)', fontSize: 12 }} />
          <Tooltip labelFormatter={(date) => short.format(new Date(`${String(date)}T00:00:00Z`))} />
          <Legend />
          {LOG_KINDS.map((kind) => (
            <Bar
              key={kind}
              dataKey={kind}
              name={t(`log_kinds.${kind}`)}
              stackId="impact"
              fill={KIND_COLORS[kind]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
