import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useTranslation } from 'react-i18next';
import { moneyTone } from '../../../components/report/money-tone.ts';
import { ReportFilterBar } from '../../../components/report/report-filter-bar.tsx';
import { ReportResults } from '../../../components/report/report-results.tsx';
import { ReportTable } from '../../../components/report/report-table.tsx';
import reportStyles from '../../../components/report/report.module.css';
import { useReportFilters } from '../../../components/report/use-report-filters.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { isBadRange, quickRange, type DayRange } from '../../../lib/day-range.ts';
import { useMoney, useSignedMoney } from '../../../lib/use-money.ts';
import { useProfitAndLoss } from '../api/records.ts';
import { chartDays, DailyChart } from '../components/records/daily-chart.tsx';
import styles from './records.module.css';

type Report = ValueOf<(typeof ENDPOINTS)['profitAndLoss']>;

/** Personal profit and loss (`personalProfit`): totals, by day with a chart, and by category over a date range. */
export function ProfitLossPage() {
  const { t } = useTranslation('centre');
  const report = useReportFilters<DayRange>(
    () => quickRange('last7'),
    (next) => (isBadRange(next) ? t('range.bad') : null),
  );
  const range = report.filters;
  const query = useProfitAndLoss({
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
  });
  return (
    <div className={reportStyles.page}>
      <ReportFilterBar
        report={report}
        range={{ namespace: 'centre', idPrefix: 'pnl' }}
        searchLabel={t('range.search')}
        label={t('pnl.filters')}
        isBusy={query.isFetching}
        hint={t('pnl.hint')}
      />
      <ReportResults query={query}>{(data) => <ReportView report={data} range={range} />}</ReportResults>
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
          <div className={`${styles.statValue} ${moneyTone(report.total.winLoss)}`} data-testid="pnl-total-winloss">
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

/** Rounds, bet, valid bet, payout and win/loss per row of a breakdown (a day, a category). */
function TotalsTable({ rows, firstHeader, testId }: { rows: Row[]; firstHeader: string; testId: string }) {
  const { t } = useTranslation('centre');
  const money = useMoney();
  const signed = useSignedMoney();
  return (
    <ReportTable
      testId={testId}
      rows={rows}
      rowKey={(row) => row.key}
      isTopAligned
      columns={[
        {
          key: 'label',
          header: firstHeader,
          cell: (row) => row.label,
          cellProps: () => ({ className: styles.nowrap }),
        },
        { key: 'rounds', header: t('pnl.roundsHeader'), isNumber: true, cell: (row) => row.rounds },
        { key: 'bet', header: t('bets.bet'), isNumber: true, cell: (row) => money(row.bet) },
        { key: 'validBet', header: t('bets.validBet'), isNumber: true, cell: (row) => money(row.validBet) },
        { key: 'payout', header: t('bets.payout'), isNumber: true, cell: (row) => money(row.payout) },
        {
          key: 'winLoss',
          header: t('bets.winLoss'),
          isNumber: true,
          cell: (row) => signed(row.winLoss),
          cellProps: (row) => ({ className: moneyTone(row.winLoss) }),
        },
      ]}
    />
  );
}
