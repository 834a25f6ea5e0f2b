import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyTone } from '../../../components/report/money-tone.ts';
import { ReportCheckField } from '../../../components/report/report-fields.tsx';
import { ReportResults } from '../../../components/report/report-results.tsx';
import { ReportTable, type ReportColumn, type ReportSort } from '../../../components/report/report-table.tsx';
import reportStyles from '../../../components/report/report.module.css';
import { quickRange, type DayRange } from '../../../lib/day-range.ts';
import { useMoney, useSignedMoney } from '../../../lib/use-money.ts';
import { useTeamProfit, type TeamProfitQuery } from '../api/team-records.ts';
import styles from '../components/agent-ui.module.css';
import { TeamFilterBar } from '../components/team-filter-bar.tsx';
import { useFormats } from '../hooks/use-formats.ts';
import { useTeamReportFilters } from '../hooks/use-team-report-filters.ts';

type ProfitPage = ValueOf<(typeof ENDPOINTS)['agentProfitAndLoss']>;
type ProfitRow = ProfitPage['list'][number];
type SortKey = NonNullable<TeamProfitQuery['sort']>;
type Sort = { key: SortKey; order: 'asc' | 'desc' };
export type ProfitFilters = DayRange & { username: string; isDirectOnly: boolean };

/** The P&L query: DIRECT sums each direct downline with its whole team; ALL lists every account. */
export function buildProfitQuery(filters: ProfitFilters, sort: Sort, pageNo: number, pageSize = 20): TeamProfitQuery {
  return {
    pageNo,
    pageSize,
    scope: filters.isDirectOnly ? 'DIRECT' : 'ALL',
    sort: sort.key,
    order: sort.order,
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.username.trim() ? { username: filters.username.trim() } : {}),
  };
}

const initialFilters = (): ProfitFilters => ({ ...quickRange('last7'), username: '', isDirectOnly: false });

/** User profit and loss (`palStatementsAgentCopy`): each downline account's bets and results over a range of days. */
export function TeamProfitLossPage() {
  const { t } = useTranslation('agent');
  const report = useTeamReportFilters(initialFilters);
  const [sort, setSort] = useState<Sort>({ key: 'bet', order: 'desc' });
  const query = useTeamProfit(buildProfitQuery(report.filters, sort, report.page));
  const sortBy = (key: SortKey) => {
    setSort((current) => ({ key, order: current.key === key && current.order === 'desc' ? 'asc' : 'desc' }));
    report.setPage(1);
  };
  return (
    <div className={reportStyles.page}>
      <TeamFilterBar
        report={report}
        idPrefix="profit"
        isBusy={query.isFetching}
        hint={report.filters.isDirectOnly ? t('profit.directHint') : undefined}
      >
        <ReportCheckField
          label={t('profit.directOnly')}
          checked={report.draft.isDirectOnly}
          onChange={(isDirectOnly) => report.editAndApply({ isDirectOnly })}
        />
      </TeamFilterBar>
      <ReportResults
        query={query}
        label={t('results')}
        empty={{ when: (data) => data.list.length === 0, title: t('profit.empty') }}
        pagination={{ page: report.page, onChange: report.setPage }}
      >
        {(data) => <ProfitTable data={data} sort={{ ...sort, onSort: sortBy }} />}
      </ReportResults>
    </div>
  );
}

function useProfitColumns(isDirect: boolean): ReportColumn<ProfitRow, SortKey>[] {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const signed = useSignedMoney();
  const formats = useFormats();
  const sortable = (sortKey: SortKey, cell: (row: ProfitRow) => string, isNumber = true) =>
    ({ key: sortKey, sortKey, header: t(`column.${sortKey}`), isNumber, cell }) satisfies ReportColumn<
      ProfitRow,
      SortKey
    >;
  const columns: ReportColumn<ProfitRow, SortKey>[] = [
    sortable('username', (row) => row.username, false),
    sortable('rounds', (row) => formats.count(row.rounds)),
    sortable('bet', (row) => money(row.bet)),
    sortable('validBet', (row) => money(row.validBet)),
    sortable('payout', (row) => money(row.payout)),
    {
      ...sortable('winLoss', (row) => signed(row.winLoss)),
      cellProps: (row) => ({ className: moneyTone(row.winLoss) }),
    },
    {
      key: 'type',
      header: t('column.type'),
      cell: (row) => t(`accountType.${row.type}`, { defaultValue: String(row.type) }),
    },
    { key: 'level', header: t('column.level'), isNumber: true, cell: (row) => row.level },
  ];
  if (isDirect) {
    columns.push({
      key: 'teamMembers',
      header: t('profit.teamMembers'),
      isNumber: true,
      cell: (row) => row.teamMembers ?? '-',
    });
  }
  return columns;
}

function ProfitTable({ data, sort }: { data: ProfitPage; sort: ReportSort<SortKey> }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const signed = useSignedMoney();
  const formats = useFormats();
  const isDirect = data.list.some((row) => row.teamMembers !== null);
  const columns = useProfitColumns(isDirect);
  const { totals } = data;
  return (
    <>
      <p className={styles.hint} data-testid="profit-period">
        {t('overview.period', { period: `${formats.day(data.from)} – ${formats.day(data.to)}` })}
      </p>
      <ReportTable
        testId="team-profit"
        columns={columns}
        rows={data.list}
        rowKey={(row) => row.memberId}
        sort={sort}
        totals={{
          testId: 'team-profit-totals',
          cells: [
            { content: t('totals', { count: data.totalCount }) },
            { content: formats.count(totals.rounds), isNumber: true },
            { content: money(totals.bet), isNumber: true },
            { content: money(totals.validBet), isNumber: true },
            { content: money(totals.payout), isNumber: true },
            { content: signed(totals.winLoss), isNumber: true, className: moneyTone(totals.winLoss) },
            { colSpan: isDirect ? 3 : 2 },
          ],
        }}
      />
    </>
  );
}
