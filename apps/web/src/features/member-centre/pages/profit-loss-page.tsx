import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useMoney } from '../wallet/use-money.ts';
import { isBadRange, quickRange, type DayRange } from '../../../lib/day-range.ts';
import { DateRangeFields } from './betting-record-page-range.tsx';
import { signClass, useSignedMoney } from './betting-record-page.tsx';
import styles from './betting-record-page.module.css';

type Report = ValueOf<(typeof ENDPOINTS)['profitAndLoss']>;
type Day = Report['byDay'][number];

/** Personal profit and loss (`personalProfit`): totals, by day with a chart, and by category over a date range. */
export function ProfitLossPage() {
  const { t } = useTranslation('centre');
  const [draft, setDraft] = useState<DayRange>(() => quickRange('last7'));
  const [range, setRange] = useState<DayRange>(draft);
  const [problem, setProblem] = useState<string | null>(null);
  const query = { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
  const { data, isPending, error, refetch, isFetching } = useQuery({
    queryKey: ['centre', 'profitAndLoss', query],
    queryFn: ({ signal }) => callApi('profitAndLoss', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const apply = (next: DayRange) => {
    if (isBadRange(next)) {
      setProblem(t('range.bad'));
      return;
    }
    setProblem(null);
    setRange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  return (
    <div className={styles.page}>
      <form className={`${styles.card} ${styles.filters}`} onSubmit={submit} aria-label={t('pnl.filters')}>
        <DateRangeFields
          idPrefix="pnl"
          value={draft}
          onChange={setDraft}
          onQuick={(next) => {
            setDraft(next);
            apply(next);
          }}
        />
        <Button type="submit" disabled={isFetching}>
          {t('range.search')}
        </Button>
        {problem ? (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
        <p className={styles.hint}>{t('pnl.hint')}</p>
      </form>
      {isPending ? (
        <LoadingBlock />
      ) : error || !data ? (
        <ErrorBlock error={error} onRetry={() => void refetch()} />
      ) : (
        <ReportView report={data} range={range} />
      )}
    </div>
  );
}

function ReportView({ report, range }: { report: Report; range: DayRange }) {
  const { t } = useTranslation('centre');
  const money = useMoney();
  const signed = useSignedMoney();
  const cards = [
    { key: 'bet', value: money(report.total.bet) },
    { key: 'validBet', value: money(report.total.validBet) },
    { key: 'payout', value: money(report.total.payout) },
  ];
  return (
    <>
      <section className={styles.stats} aria-label={t('pnl.summary')} data-testid="pnl-summary">
        {cards.map((card) => (
          <div key={card.key} className={styles.stat}>
            <div className={styles.statLabel}>{t(`bets.${card.key}`)}</div>
            <div className={styles.statValue}>{card.value}</div>
          </div>
        ))}
        <div className={styles.stat}>
          <div className={styles.statLabel}>{t('bets.winLoss')}</div>
          <div className={`${styles.statValue} ${signClass(report.total.winLoss)}`} data-testid="pnl-total-winloss">
            {signed(report.total.winLoss)}
          </div>
          <div className={styles.hint}>{t('pnl.rounds', { count: report.total.rounds })}</div>
        </div>
      </section>
      {report.total.rounds === 0 ? (
        <section className={styles.card}>
          <EmptyState title={t('pnl.empty')} />
        </section>
      ) : (
        <>
          <section className={styles.card} aria-labelledby="pnl-by-day">
            <h3 id="pnl-by-day" className={styles.cardTitle}>
              {t('pnl.byDay')}
            </h3>
            <DailyChart days={chartDays(report.byDay, range)} />
            <TotalsTable
              rows={report.byDay.map((day) => ({ key: day.day, label: day.day, ...day }))}
              firstHeader={t('pnl.day')}
              testId="pnl-days"
            />
          </section>
          <section className={styles.card} aria-labelledby="pnl-by-category">
            <h3 id="pnl-by-category" className={styles.cardTitle}>
              {t('pnl.byCategory')}
            </h3>
            <TotalsTable
              rows={report.byCategory.map((row) => ({
                key: row.gameType,
                label: t(`category.${row.gameType}`, { ns: 'common' }),
                ...row,
              }))}
              firstHeader={t('bets.category')}
              testId="pnl-categories"
            />
          </section>
        </>
      )}
    </>
  );
}

type Row = {
  key: string;
  label: string;
  bet: string;
  validBet: string;
  payout: string;
  winLoss: string;
  rounds: number;
};

function TotalsTable({ rows, firstHeader, testId }: { rows: Row[]; firstHeader: string; testId: string }) {
  const { t } = useTranslation('centre');
  const money = useMoney();
  const signed = useSignedMoney();
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid={testId}>
        <thead>
          <tr>
            <th>{firstHeader}</th>
            <th className={styles.num}>{t('pnl.roundsHeader')}</th>
            <th className={styles.num}>{t('bets.bet')}</th>
            <th className={styles.num}>{t('bets.validBet')}</th>
            <th className={styles.num}>{t('bets.payout')}</th>
            <th className={styles.num}>{t('bets.winLoss')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td className={styles.nowrap}>{row.label}</td>
              <td className={styles.num}>{row.rounds}</td>
              <td className={styles.num}>{money(row.bet)}</td>
              <td className={styles.num}>{money(row.validBet)}</td>
              <td className={styles.num}>{money(row.payout)}</td>
              <td className={`${styles.num} ${signClass(row.winLoss)}`}>{signed(row.winLoss)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
function DailyChart({ days }: { days: readonly Pick<Day, 'day' | 'winLoss'>[] }) {
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
