import { useTranslation } from 'react-i18next';
import styles from '../../pages/wallet-pages.module.css';

const TONES: Record<string, string> = {
  SUCCESS: '#2a8a4a',
  COMPLETED: '#2a8a4a',
  RESOLVED: '#2a8a4a',
  PAID: '#2f7dd1',
  APPROVED: '#2f7dd1',
  PENDING: '#c98a00',
  DISPUTED: '#c98a00',
  REJECTED: '#d33',
  FAILED: '#d33',
  CANCELLED: '#888',
  EXPIRED: '#888',
};

/** A deposit or withdrawal status as a coloured, translated pill. */
export function StatusBadge({ kind, status }: { kind: 'deposit' | 'withdrawal'; status: string }) {
  const { t } = useTranslation('wallet');
  return (
    <span className={styles.status} style={{ color: TONES[status] ?? 'inherit' }} data-status={status}>
      {t(`status.${kind}.${status}`)}
    </span>
  );
}
