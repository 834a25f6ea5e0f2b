import { POINTS_RECORD_TYPES, type PointsRecordType } from '@lucky/contracts/points/points-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { usePointsRecords } from '../api/points-records.ts';

type PointsRecord = NonNullable<ReturnType<typeof usePointsRecords>['data']>['list'][number];
import styles from '../points-mall.module.css';

/** Points records with the fields of spec section 3, filtered by type. */
export function PointsRecords({ currency }: { currency: string }) {
  const { t } = useTranslation('points');
  const describeError = useErrorMessage();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<PointsRecordType | ''>('');
  const records = usePointsRecords(page, type || undefined);
  return (
    <div className={styles.records}>
      <label className={styles.filter}>
        <span>{t('records.type')}</span>
        <select
          value={type}
          onChange={(event) => {
            setType(event.target.value as PointsRecordType | '');
            setPage(1);
          }}
          data-testid="points-type-filter"
        >
          <option value="">{t('records.all')}</option>
          {POINTS_RECORD_TYPES.map((item) => (
            <option key={item} value={item}>
              {t(`type.${item}`)}
            </option>
          ))}
        </select>
      </label>
      {records.isPending ? (
        <div className={styles.center}>
          <Spinner size={28} label={t('loading')} />
        </div>
      ) : null}
      {records.error ? (
        <p className={styles.error} role="alert">
          {describeError(records.error)}
        </p>
      ) : null}
      {records.data && records.data.list.length === 0 ? <EmptyState title={t('records.empty')} /> : null}
      {records.data && records.data.list.length > 0 ? (
        <div className={styles.tableWrap}>
          <PointsRecordTable list={records.data.list} currency={currency} />
          <Pagination page={page} totalPages={records.data.totalPages} onChange={setPage} />
        </div>
      ) : null}
    </div>
  );
}

function PointsRecordTable({ list, currency }: { list: readonly PointsRecord[]; currency: string }) {
  const { t, i18n } = useTranslation('points');
  const language = i18n.language;
  const money = useMoney();
  return (
    <table className={styles.table} data-testid="points-records">
      <thead>
        <tr>
          <th>{t('records.time')}</th>
          <th>{t('records.typeCol')}</th>
          <th className={styles.num}>{t('records.points')}</th>
          <th className={styles.num}>{t('records.amount')}</th>
          <th className={styles.num}>{t('records.change')}</th>
          <th className={styles.num}>{t('records.balance')}</th>
          <th>{t('records.remark')}</th>
          <th>{t('records.status')}</th>
          <th>{t('records.reference')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((row) => (
          <tr key={row.id} data-testid="points-record">
            <td>{formatDateTime(row.applyTime, language)}</td>
            <td>{t(`type.${row.type}`)}</td>
            <td className={styles.num}>{formatNumber(row.points, language)}</td>
            <td className={styles.num}>{row.amount ? `${money(row.amount)} ${currency}` : '—'}</td>
            <td className={`${styles.num} ${row.change > 0 ? styles.plus : styles.minus}`}>
              {row.change > 0 ? '+' : ''}
              {formatNumber(row.change, language)}
            </td>
            <td className={styles.num}>{formatNumber(row.balance, language)}</td>
            <td className={styles.remark}>{row.remark}</td>
            <td>{t(`recordStatus.${row.status}`)}</td>
            <td className={styles.mono}>{row.referenceNo}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
