import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useTranslation } from 'react-i18next';
import { ReportFilterBar } from '../../../components/report/report-filter-bar.tsx';
import { ReportResults } from '../../../components/report/report-results.tsx';
import reportStyles from '../../../components/report/report.module.css';
import { useReportFilters } from '../../../components/report/use-report-filters.ts';
import type { DayRange } from '../../../lib/day-range.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocalized } from '../../../lib/localized-text.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useBonusDetails } from '../api/records.ts';
import { TurnoverNotice } from '../components/wallet/turnover-notice.tsx';
import styles from './wallet-pages.module.css';

type BonusPage = ValueOf<(typeof ENDPOINTS)['bonusDetails']>;

const initialRange = (): DayRange => ({ from: '', to: '' });

/** Bonus details (`bonusDetails`): every promotion payout in a date range, with its total, and the open turnover. */
export function BonusDetailsPage() {
  const { t } = useTranslation('promotions');
  const report = useReportFilters(initialRange, (next) =>
    next.from && next.to && next.from > next.to ? t('bonus.badRange') : null,
  );
  const { filters: range, page } = report;
  const query = useBonusDetails({
    pageNo: page,
    pageSize: 20,
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
  });
  return (
    <div className={reportStyles.page}>
      <TurnoverNotice />
      <ReportFilterBar
        report={report}
        range={{ namespace: 'centre', idPrefix: 'bonus' }}
        label={t('bonus.filters')}
        searchLabel={t('bonus.search')}
        isBusy={query.isFetching}
      />
      <ReportResults
        query={query}
        label={t('bonus.title')}
        header={(data) => <BonusTotal data={data} />}
        empty={{ when: (data) => data.list.length === 0, title: t('bonus.empty'), hint: t('bonus.emptyHint') }}
        pagination={{ page, onChange: report.setPage }}
      >
        {(data) => <BonusTable data={data} />}
      </ReportResults>
    </div>
  );
}

function BonusTotal({ data }: { data: BonusPage }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  return (
    <div className={styles.totals} data-testid="bonus-total">
      <span>
        {t('bonus.total')}: <strong className={styles.plus}>{money(data.total)}</strong>
      </span>
      <span className={styles.hint}>{t('bonus.count', { count: data.totalCount })}</span>
    </div>
  );
}

function BonusTable({ data }: { data: BonusPage }) {
  const { t, i18n } = useTranslation('promotions');
  const money = useMoney();
  const localized = useLocalized();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>{t('bonus.time')}</th>
          <th>{t('bonus.promotion')}</th>
          <th>{t('bonus.kind')}</th>
          <th>{t('bonus.detail')}</th>
          <th>{t('bonus.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {data.list.map((row) => (
          <tr key={row.id} data-testid="bonus-row">
            <td>{formatDateTime(row.time, i18n.language)}</td>
            <td>{localized(row.title)}</td>
            <td>{t(`kind.${row.kind}`)}</td>
            <td>
              {row.prize
                ? localized(row.prize)
                : row.base
                  ? t(row.kind === 'REBATE' ? 'bonus.baseBet' : 'bonus.baseDeposit', { amount: money(row.base) })
                  : row.periodKey}
            </td>
            <td className={styles.plus}>+{money(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
