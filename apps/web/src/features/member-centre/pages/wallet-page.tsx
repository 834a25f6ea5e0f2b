import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { EntriesTable } from '../components/wallet/entries-table.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { useWalletSummary } from '../api/wallet-summary.ts';
import styles from './wallet-pages.module.css';

/** My wallet (`transferFund`): the funds and the latest movements. */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const { data, isPending, error, refetch } = useWalletSummary();
  if (isPending) return <LoadingBlock />;
  if (error || !data) return <ErrorBlock error={error} onRetry={() => void refetch()} />;

  const stats: [string, string, string][] = [
    ['available', t('wallet.available'), data.sumBalance],
    ['balance', t('wallet.balance'), data.balance],
    ['held', t('wallet.held'), data.pendingWithdrawal],
    ['withdrawable', t('wallet.withdrawable'), data.withdrawable],
  ];
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={t('wallet.funds')}>
        <div className={styles.stats}>
          {stats.map(([key, label, value]) => (
            <div key={key} className={styles.stat} data-testid={`wallet-${key}`}>
              <p className={styles.statLabel}>{label}</p>
              <p className={styles.statValue}>{money(value, data.currencySymbol)}</p>
            </div>
          ))}
        </div>
        <p className={styles.hint}>{t('wallet.singleWallet', { currency: data.currency })}</p>
      </section>
      <section className={styles.card} aria-labelledby="wallet-recent">
        <h3 id="wallet-recent" className={styles.cardTitle}>
          {t('wallet.recent')}
        </h3>
        {data.recent.length === 0 ? (
          <EmptyState title={t('wallet.noMovements')} />
        ) : (
          <EntriesTable entries={data.recent} />
        )}
      </section>
    </div>
  );
}
