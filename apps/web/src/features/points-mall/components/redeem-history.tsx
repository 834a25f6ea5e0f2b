import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { pickLocalized } from '../../../lib/localized-text.ts';
import { useRedeemedList } from '../api/redeemed-list.ts';
import styles from '../points-mall.module.css';

const TONE = { IN_PROCESS: styles.toneWarn, APPROVED: styles.toneDone, REJECTED: styles.toneBad } as const;

/** My redemptions: In Process, Approved or Rejected (with the reason), newest first. */
export function RedeemHistory() {
  const { t, i18n } = useTranslation('points');
  const language = i18n.language;
  const describeError = useErrorMessage();
  const [page, setPage] = useState(1);
  const list = useRedeemedList(page);
  if (list.isPending)
    return (
      <div className={styles.center}>
        <Spinner size={28} label={t('loading')} />
      </div>
    );
  if (list.error)
    return (
      <p className={styles.error} role="alert">
        {describeError(list.error)}
      </p>
    );
  if (list.data.list.length === 0) return <EmptyState title={t('history.empty')} hint={t('history.emptyHint')} />;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="redeem-history">
        <thead>
          <tr>
            <th>{t('history.time')}</th>
            <th>{t('history.order')}</th>
            <th>{t('history.item')}</th>
            <th className={styles.num}>{t('history.points')}</th>
            <th>{t('history.status')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data.list.map((row) => (
            <tr key={row.id} data-testid="redeem-row">
              <td>{formatDateTime(row.createdAt, language)}</td>
              <td className={styles.mono}>{row.orderNo}</td>
              <td>
                {pickLocalized(row.itemNames, language)} × {row.quantity}
                {row.deliveryInfo ? <div className={styles.hint}>{row.deliveryInfo}</div> : null}
              </td>
              <td className={styles.num}>{formatNumber(row.points, language)}</td>
              <td>
                <span className={`${styles.badge} ${TONE[row.status]}`} data-testid="redeem-status">
                  {t(`status.${row.status}`)}
                </span>
                {row.reason ? <div className={styles.hint}>{row.reason}</div> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} totalPages={list.data.totalPages} onChange={setPage} />
    </div>
  );
}
