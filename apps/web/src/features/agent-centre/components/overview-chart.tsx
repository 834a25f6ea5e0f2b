import { useTranslation } from 'react-i18next';
import styles from './team-overview.module.css';

export type ChartDay = { day: string; bet: string; teamWinLoss: string };

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 14, right: 12, bottom: 28, left: 72 };

/**
 * Daily bet and team win/loss as paired bars around a zero line, in plain SVG. Amounts become
 * numbers only to place the bars (never for arithmetic that is shown); every bar carries its
 * exact figure in a <title>, and the whole chart has a text summary for screen readers.
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
  const top = Math.max(0, ...bets, ...results);
  const bottom = Math.min(0, ...results);
  const span = top - bottom || 1;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + ((top - value) / span) * plotHeight;
  const zero = y(0);
  const slot = (WIDTH - PAD.left - PAD.right) / days.length;
  const bar = Math.max(1, Math.min(18, slot * 0.36));
  // Label at most ~10 days so the axis stays readable over a month.
  const labelEvery = Math.ceil(days.length / 10);

  return (
    <figure className={styles.chartFigure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('overview.chartLabel')}
        data-testid="overview-chart"
      >
        <GridLine at={y(top)} label={formatMoney(String(top))} />
        {bottom < 0 ? <GridLine at={y(bottom)} label={formatMoney(String(bottom))} /> : null}
        <line className={styles.axis} x1={PAD.left} x2={WIDTH - PAD.right} y1={zero} y2={zero} />
        <text className={styles.axisLabel} x={PAD.left - 6} y={zero + 3} textAnchor="end">
          0
        </text>
        {days.map((day, index) => {
          const center = PAD.left + slot * index + slot / 2;
          const betValue = bets[index]!;
          const result = results[index]!;
          return (
            <g key={day.day}>
              <rect
                className={styles.barBet}
                x={center - bar - 1}
                width={bar}
                y={y(Math.max(betValue, 0))}
                height={Math.abs(y(betValue) - zero)}
              >
                <title>{`${formatDay(day.day)} · ${t('overview.bet')}: ${formatMoney(day.bet)}`}</title>
              </rect>
              <rect
                className={result < 0 ? styles.barMinus : styles.barPlus}
                x={center + 1}
                width={bar}
                y={Math.min(y(result), zero)}
                height={Math.abs(y(result) - zero)}
              >
                <title>{`${formatDay(day.day)} · ${t('overview.teamWinLoss')}: ${formatSigned(day.teamWinLoss)}`}</title>
              </rect>
              {index % labelEvery === 0 ? (
                <text className={styles.axisLabel} x={center} y={HEIGHT - 8} textAnchor="middle">
                  {day.day.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ChartLegend />
    </figure>
  );
}

/** A grid line across the plot with its amount on the axis. */
function GridLine({ at, label }: { at: number; label: string }) {
  return (
    <>
      <line className={styles.grid} x1={PAD.left} x2={WIDTH - PAD.right} y1={at} y2={at} />
      <text className={styles.axisLabel} x={PAD.left - 6} y={at + 3} textAnchor="end">
        {label}
      </text>
    </>
  );
}

function ChartLegend() {
  const { t } = useTranslation('agent');
  return (
    <figcaption className={styles.legend}>
      <span>
        <i className={`${styles.swatch} ${styles.swatchBet}`} />
        {t('overview.bet')}
      </span>
      <span>
        <i className={`${styles.swatch} ${styles.swatchPlus}`} />
        {t('overview.teamWin')}
      </span>
      <span>
        <i className={`${styles.swatch} ${styles.swatchMinus}`} />
        {t('overview.teamLoss')}
      </span>
    </figcaption>
  );
}
