import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useTranslation } from 'react-i18next';
import { GameFilters, vendorNameIn, type GameFilterValues } from '../../../components/report/game-filters.tsx';
import { moneyTone } from '../../../components/report/money-tone.ts';
import { ReportResults } from '../../../components/report/report-results.tsx';
import { ReportTable, type ReportColumn } from '../../../components/report/report-table.tsx';
import reportStyles from '../../../components/report/report.module.css';
import { useGameVendors, type VendorLane } from '../../../lib/data/use-game-vendors.ts';
import { quickRange, type DayRange } from '../../../lib/day-range.ts';
import { useMoney, useSignedMoney } from '../../../lib/use-money.ts';
import { useTeamBets, type TeamBetQuery } from '../api/team-records.ts';
import styles from '../components/agent-ui.module.css';
import { TeamFilterBar } from '../components/team-filter-bar.tsx';
import { useFormats } from '../hooks/use-formats.ts';
import { useTeamReportFilters } from '../hooks/use-team-report-filters.ts';

type BetPage = ValueOf<(typeof ENDPOINTS)['agentTeamBetting']>;
type BetRow = BetPage['list'][number];
export type TeamBetFilters = DayRange & GameFilterValues & { username: string };

/** The team-betting query of a filter and page: empty filters are left out. */
export function buildTeamBetQuery(
  filters: TeamBetFilters,
  pageNo: number,
  language: string,
  pageSize = 20,
): TeamBetQuery {
  return {
    pageNo,
    pageSize,
    language,
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.username.trim() ? { username: filters.username.trim() } : {}),
    ...(filters.gameType ? { gameType: filters.gameType } : {}),
    ...(filters.vassalage ? { vassalage: filters.vassalage } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

const initialFilters = (): TeamBetFilters => ({
  ...quickRange('last7'),
  username: '',
  gameType: '',
  vassalage: '',
  status: '',
});

/** Team betting (`personalHistoryCopy` in the agent centre): the downline's rounds with totals of the filter. */
export function TeamBettingPage() {
  const { t, i18n } = useTranslation('agent');
  const report = useTeamReportFilters(initialFilters);
  const lanes = useGameVendors().data;
  const query = useTeamBets(buildTeamBetQuery(report.filters, report.page, i18n.language.toUpperCase()));
  const { draft, edit } = report;
  return (
    <div className={reportStyles.page}>
      <TeamFilterBar report={report} idPrefix="team-bets" isBusy={query.isFetching}>
        <GameFilters
          namespace="agent"
          idPrefix="team-bets"
          statusLabel={t('column.status')}
          lanes={lanes}
          draft={draft}
          edit={edit}
        />
      </TeamFilterBar>
      <ReportResults
        query={query}
        label={t('results')}
        empty={{ when: (data) => data.list.length === 0, title: t('bets.empty') }}
        pagination={{ page: report.page, onChange: report.setPage }}
      >
        {(data) => <TeamBetTable data={data} lanes={lanes} />}
      </ReportResults>
    </div>
  );
}

function TeamBetTable({ data, lanes }: { data: BetPage; lanes: readonly VendorLane[] | undefined }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const signed = useSignedMoney();
  const formats = useFormats();
  const columns: ReportColumn<BetRow>[] = [
    { key: 'username', header: t('column.username'), cell: (row) => row.username },
    {
      key: 'game',
      header: t('bets.game'),
      cell: (row) => (
        <>
          <div className={styles.nowrap}>{row.gameName}</div>
          <div className={styles.hint}>{vendorNameIn(lanes, row.vassalage)}</div>
        </>
      ),
    },
    // Round references are long: cut to the cell, the whole one on hover and for copying.
    {
      key: 'round',
      header: t('bets.roundId'),
      cell: (row) => row.roundRef,
      cellProps: (row) => ({ className: styles.ellipsis, title: row.roundRef }),
    },
    { key: 'bet', header: t('column.bet'), isNumber: true, cell: (row) => money(row.bet) },
    { key: 'validBet', header: t('column.validBet'), isNumber: true, cell: (row) => money(row.validBet) },
    { key: 'payout', header: t('column.payout'), isNumber: true, cell: (row) => money(row.payout) },
    {
      key: 'winLoss',
      header: t('column.winLoss'),
      isNumber: true,
      cell: (row) => signed(row.winLoss),
      cellProps: (row) => ({ className: moneyTone(row.winLoss) }),
    },
    {
      key: 'time',
      header: t('column.time'),
      cell: (row) => formats.dateTime(row.time),
      cellProps: () => ({ className: styles.nowrap }),
    },
    {
      key: 'status',
      header: t('column.status'),
      cell: (row) => (
        <span className={`${styles.badge} ${row.status === 'OPEN' ? styles.badgeWait : ''}`}>
          {t(`bets.statusName.${row.status}`)}
        </span>
      ),
    },
  ];
  const { totals } = data;
  return (
    <ReportTable
      testId="team-bets"
      columns={columns}
      rows={data.list}
      rowKey={(row) => row.roundId}
      totals={{
        testId: 'team-bets-totals',
        cells: [
          { content: t('bets.totals', { count: totals.rounds }), colSpan: 3 },
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
