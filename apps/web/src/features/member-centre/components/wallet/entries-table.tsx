import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../utils/format-date-time.ts';
import { useMoney } from '../../../../lib/use-money.ts';
import styles from '../../pages/wallet-pages.module.css';

export type WalletEntry = ValueOf<(typeof ENDPOINTS)['walletSummary']>['recent'][number];

/** Ledger movements: time, type, signed amount and the balance after. */
export function EntriesTable({ entries }: { entries: readonly WalletEntry[] }) {
  const { t, i18n } = useTranslation('wallet');
  const money = useMoney();
  return (
    <table className={styles.table} data-testid="wallet-entries">
      <thead>
        <tr>
          <th>{t('entry.time')}</th>
          <th>{t('entry.type')}</th>
          <th className={styles.num}>{t('entry.amount')}</th>
          <th className={styles.num}>{t('entry.balanceAfter')}</th>
          <th>{t('entry.memo')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className={styles.nowrap}>{formatDateTime(entry.time, i18n.language)}</td>
            <td>{t(`type.${entry.type}`)}</td>
            <td className={`${styles.num} ${entry.amount.startsWith('-') ? styles.minus : styles.plus}`}>
              {entry.amount.startsWith('-') ? '' : '+'}
              {money(entry.amount)}
            </td>
            <td className={styles.num}>{money(entry.balanceAfter)}</td>
            <td>{entry.memo ?? entry.reference ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
