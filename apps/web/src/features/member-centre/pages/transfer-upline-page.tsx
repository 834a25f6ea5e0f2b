import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useUpline } from '../api/upline.ts';
import { UplineTransferForm, type UplineInfo } from '../components/wallet/upline-transfer-form.tsx';
import styles from './wallet-pages.module.css';

/** Transfer to upline (`transferUpline`): the member sends to their own agent. */
export function TransferUplinePage() {
  const { t } = useTranslation('wallet');
  const info = useUpline();
  if (info.isPending) return <LoadingBlock />;
  if (info.error || !info.data) return <ErrorBlock error={info.error} onRetry={() => void info.refetch()} />;
  const data = info.data;
  if (!data.uplineUsername) return <EmptyState title={t('upline.none')} hint={t('upline.noneHint')} />;
  if (!data.hasPaymentPassword) {
    return (
      <EmptyState
        title={t('upline.needPassword')}
        action={
          <Button onClick={() => useModalStore.getState().show('memberCentre', { page: 'withdraw' })}>
            {t('upline.setPassword')}
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <UplineFacts info={data} />
      </section>
      <section className={styles.card}>
        <UplineTransferForm info={data} />
      </section>
    </div>
  );
}

function UplineFacts({ info }: { info: UplineInfo }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  return (
    <dl className={styles.facts}>
      <dt>{t('upline.agent')}</dt>
      <dd data-testid="upline-name">
        {info.uplineNickname ? `${info.uplineNickname} (${info.uplineUsername})` : info.uplineUsername}
      </dd>
      <dt>{t('wallet.available')}</dt>
      <dd>{money(info.available)}</dd>
      <dt>{t('upline.limits')}</dt>
      <dd>
        {money(info.minAmount)} – {money(info.maxAmount)}
      </dd>
    </dl>
  );
}
