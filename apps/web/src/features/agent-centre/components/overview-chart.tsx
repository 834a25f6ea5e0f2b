import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/chart/bar-chart.tsx';
import styles from './team-overview.module.css';

export type ChartDay = { day: string; bet: string; teamWinLoss: string };

/**
 * Daily bet (bars) and team win/loss (a line around zero), drawn by the site's chart library (components/chart,
 * uPlot, loaded only when a chart is shown). Amounts become numbers only to place the marks; the legend shows each
 * day's exact figures on hover, and the summary says the period's totals for screen readers.
 */
type Props = {
  days: readonly ChartDay[];
  formatDay: (day: string) => string;
  formatMoney: (amount: string) => string;
  formatSigned: (amount: string) => string;
};

export function OverviewChart({ days, formatDay, formatMoney, formatSigned }: Props) {
  const { t } = useTranslation('agent');
  const bets = days.map((day) => Number(day.bet));
  const results = days.map((day) => Number(day.teamWinLoss));
  if (days.length === 0 || [...bets, ...results].every((value) => value === 0)) {
    return (
      <p className={styles.noChart} data-testid="overview-chart-empty">
        {t('overview.noBets')}
      </p>
    );
  }
  const first = days[0]!;
  const last = days.at(-1)!;
  return (
    <BarChart
      testId="overview-chart"
      label={t('overview.chartLabel')}
      labels={days.map((day) => day.day.slice(5))}
      series={[
        { label: t('overview.bet'), values: bets, color: 'var(--color-gold)' },
        { label: t('overview.teamWinLoss'), values: results, color: 'var(--color-success)', kind: 'line' },
      ]}
      formatValue={(value) => formatMoney(String(value))}
      summary={`${formatDay(first.day)} – ${formatDay(last.day)} · ${t('overview.bet')}: ${days
        .map((day) => `${formatDay(day.day)} ${formatMoney(day.bet)} / ${formatSigned(day.teamWinLoss)}`)
        .join('; ')}`}
    />
  );
}
