import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '../../../../lib/day-range.ts';
import { useSignedMoney } from '../../../../lib/use-money.ts';
import styles from '../../pages/records.module.css';

type Day = ValueOf<(typeof ENDPOINTS)['profitAndLoss']>['byDay'][number];

const CHART = { width: 600, height: 180, pad: 16, labelSpace: 16 };
const DAY_MS = 86_400_000;
const MAX_CHART_DAYS = 92;

/**
 * The chart's days: every day of the range, a day without rounds as 0, so gaps show as gaps. The
 * server lists only days with rounds; an open or very long range is drawn as the server's days.
 */
export function chartDays(days: readonly Day[], range: DayRange): Pick<Day, 'day' | 'winLoss'>[] {
  if (!range.from || !range.to) return [...days];
  const start = Date.parse(`${range.from}T00:00:00Z`);
  const count = Math.round((Date.parse(`${range.to}T00:00:00Z`) - start) / DAY_MS) + 1;
  if (!(count > 0 && count <= MAX_CHART_DAYS)) return [...days];
  const byDay = new Map(days.map((day) => [day.day, day.winLoss]));
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(start + index * DAY_MS).toISOString().slice(0, 10);
    return { day, winLoss: byDay.get(day) ?? '0.00' };
  });
}

/**
 * Bar heights of daily win/loss, as fractions of the largest swing. Numbers are used only for the
 * drawing; every amount shown as text stays the server's exact decimal string.
 */
export function barHeights(days: readonly Pick<Day, 'winLoss'>[]): number[] {
  const values = days.map((day) => Number(day.winLoss));
  const largest = Math.max(0, ...values.map(Math.abs));
  return values.map((value) => (largest === 0 ? 0 : value / largest));
}

/** An inline SVG bar chart of daily win/loss around a zero line: gains up in green, losses down in red. */
export function DailyChart({ days }: { days: readonly Pick<Day, 'day' | 'winLoss'>[] }) {
  const { t } = useTranslation('centre');
  const signed = useSignedMoney();
  const heights = barHeights(days);
  const plotHeight = CHART.height - CHART.labelSpace;
  const zeroY = plotHeight / 2;
  const slot = (CHART.width - CHART.pad * 2) / Math.max(days.length, 1);
  const barWidth = Math.max(2, Math.min(40, slot * 0.6));
  const labelEvery = Math.ceil(days.length / 10);
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      role="img"
      aria-label={t('pnl.chart')}
      data-testid="pnl-chart"
    >
      <line className={styles.axis} x1={CHART.pad} x2={CHART.width - CHART.pad} y1={zeroY} y2={zeroY} />
      {days.map((day, index) => {
        const size = Math.abs(heights[index]!) * (zeroY - 4);
        const x = CHART.pad + slot * index + (slot - barWidth) / 2;
        const isLoss = heights[index]! < 0;
        return (
          <g key={day.day}>
            {size === 0 ? null : (
              <rect
                className={isLoss ? styles.barMinus : styles.barPlus}
                x={x}
                width={barWidth}
                y={isLoss ? zeroY : zeroY - size}
                height={size}
                data-day={day.day}
              >
                <title>{`${day.day}: ${signed(day.winLoss)}`}</title>
              </rect>
            )}
            {index % labelEvery === 0 ? (
              <text className={styles.axisLabel} x={x + barWidth / 2} y={CHART.height - 2} textAnchor="middle">
                {day.day.slice(5)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
