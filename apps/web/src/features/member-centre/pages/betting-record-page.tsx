import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useTranslation } from 'react-i18next';
import { GameFilters, vendorNameIn, type GameFilterValues } from '../../../components/report/game-filters.tsx';
import { moneyTone } from '../../../components/report/money-tone.ts';
import { ReportFilterBar } from '../../../components/report/report-filter-bar.tsx';
import { ReportResults } from '../../../components/report/report-results.tsx';
import { ReportTable, type ReportColumn } from '../../../components/report/report-table.tsx';
import reportStyles from '../../../components/report/report.module.css';
import { useReportFilters } from '../../../components/report/use-report-filters.ts';
import { useGameVendors, type VendorLane } from '../../../lib/data/use-game-vendors.ts';
import { isBadRange, quickRange, type DayRange } from '../../../lib/day-range.ts';
import { useMoney, useSignedMoney } from '../../../lib/use-money.ts';
import { useBets, type BetQuery } from '../api/records.ts';
import { formatDateTime } from '../utils/format-date-time.ts';
import styles from './records.module.css';

type BetPage = ValueOf<(typeof ENDPOINTS)['bettingRecords']>;
type BetRow = BetPage['list'][number];
export type BetFilters = DayRange & GameFilterValues;

/** The betting-record query of a filter and page: empty filters are left out. */
export function buildBetQuery(filters: BetFilters, pageNo: number, language: string, pageSize = 20): BetQuery {
  return {
    pageNo,
    pageSize,
    language,
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.gameType ? { gameType: filters.gameType } : {}),
    ...(filters.vassalage ? { vassalage: filters.vassalage } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

const initialFilters = (): BetFilters => ({ ...quickRange('last7'), gameType: '', vassalage: '', status: '' });

/** Betting record (`personalHistoryCopy`): the member's rounds by date, category, vendor and status, with totals. */
export function BettingRecordPage() {
  const { t, i18n } = useTranslation('centre');
  const report = useReportFilters(initialFilters, (next) => (isBadRange(next) ? t('range.bad') : null));
  const lanes = useGameVendors().data;
  const query = useBets(buildBetQuery(report.filters, report.page, i18n.language.toUpperCase()));
  return (
    <div className={reportStyles.page}>
      <ReportFilterBar
        report={report}
        range={{ namespace: 'centre', idPrefix: 'bets' }}
        searchLabel={t('range.search')}
        label={t('bets.filters')}
        isBusy={query.isFetching}
        hint={t('range.utcHint')}
      >
        <GameFilters
          namespace="centre"
          idPrefix="bets"
          statusLabel={t('bets.status')}
          lanes={lanes}
          draft={report.draft}
          edit={report.edit}
        />
      </ReportFilterBar>
      <ReportResults
        query={query}
        label={t('bets.results')}
        empty={{ when: (data) => data.list.length === 0, title: t('bets.empty') }}
        pagination={{ page: report.page, onChange: report.setPage }}
      >
        {(data) => <BetTable data={data} lanes={lanes} />}
      </ReportResults>
    </div>
  );
}

function useBetColumns(lanes: readonly VendorLane[] | undefined): ReportColumn<BetRow>[] {
  const { t, i18n } = useTranslation('centre');
  const money = useMoney();
  const signed = useSignedMoney();
  return [
    { key: 'game', header: t('bets.game'), cell: (row) => row.gameName },
    { key: 'vendor', header: t('bets.vendor'), cell: (row) => vendorNameIn(lanes, row.vassalage) },
    {
      key: 'round',
      header: t('bets.roundId'),
      cell: (row) => row.roundRef,
      cellProps: () => ({ className: styles.mono }),
    },
    { key: 'bet', header: t('bets.bet'), isNumber: true, cell: (row) => money(row.bet) },
    { key: 'validBet', header: t('bets.validBet'), isNumber: true, cell: (row) => money(row.validBet) },
    { key: 'payout', header: t('bets.payout'), isNumber: true, cell: (row) => money(row.payout) },
    {
      key: 'winLoss',
      header: t('bets.winLoss'),
      isNumber: true,
      cell: (row) => signed(row.winLoss),
      cellProps: (row) => ({ className: moneyTone(row.winLoss), 'data-testid': 'bet-winloss' }),
    },
    {
      key: 'time',
      header: t('bets.time'),
      cell: (row) => formatDateTime(row.time, i18n.language),
      cellProps: () => ({ className: styles.nowrap }),
    },
    {
      key: 'status',
      header: t('bets.status'),
      cell: (row) => (
        <span className={`${styles.status} ${styles[`status${row.status}`] ?? ''}`}>
          {t(`bets.statusName.${row.status}`)}
        </span>
      ),
    },
  ];
}

function BetTable({ data, lanes }: { data: BetPage; lanes: readonly VendorLane[] | undefined }) {
  const { t } = useTranslation('centre');
  const money = useMoney();
  const signed = useSignedMoney();
  const columns = useBetColumns(lanes);
  const { totals } = data;
  return (
    <ReportTable
      testId="bet-records"
      columns={columns}
      rows={data.list}
      rowKey={(row) => row.roundId}
      isTopAligned
      totals={{
        testId: 'bet-totals',
        cells: [
          { content: t('bets.totals', { count: totals.rounds, total: data.totalCount }), colSpan: 3 },
          { content: money(totals.bet), isNumber: true },
          { content: money(totals.validBet), isNumber: true },
          { content: money(totals.payout), isNumber: true },
          { content: signed(totals.winLoss), isNumber: true, className: moneyTone(totals.winLoss) },
          { colSpan: 2 },
        ],
      }}
    />
  );
}
