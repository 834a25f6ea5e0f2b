import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositForm } from '../components/wallet/deposit-form.tsx';
import { DepositHistory } from '../components/wallet/deposit-history.tsx';
import { StatusBadge } from '../components/wallet/status-badge.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { DepositLimitOffer } from '../../../components/responsible-play/deposit-limit-offer.tsx';
import { useDeposits } from '../api/deposits.ts';
import { useReturnedDeposit } from '../api/returned-deposit.ts';
import { useInvalidateFunds } from '../api/use-invalidate-funds.ts';
import styles from './wallet-pages.module.css';

/** The order a gateway sent the member back with (`/?page=depositv2&orderNo=…`). */
function returnedOrderNo(): string | null {
  const params = new URLSearchParams(window.location.search);
  return params.get('page') === 'depositv2' ? params.get('orderNo') : null;
}

/** Deposit (`depositv2`): methods with limits, the form, the returned order's status and the history. */
export function DepositPage() {
  const { t } = useTranslation('wallet');
  const [orderNo] = useState(returnedOrderNo);
  // The first page of the history is empty only for a member who has never deposited (the history shares the query).
  const isFirstDeposit = useDeposits(1).data?.list.length === 0;
  return (
    <div className={styles.page}>
      {orderNo ? <ReturnedOrder orderNo={orderNo} /> : null}
      <section className={styles.card} aria-labelledby="deposit-new">
        <h3 id="deposit-new" className={styles.cardTitle}>
          {t('deposit.newTitle')}
        </h3>
        <DepositLimitOffer isFirstDeposit={isFirstDeposit} />
        <DepositForm />
        {/* Deposit limits and breaks (features/responsible-play): a full page of its own, so a plain link. */}
        <p className={styles.hint}>
          <a href="/responsible-play">{t('deposit.limitsLink')}</a>
        </p>
      </section>
      <section className={styles.card} aria-labelledby="deposit-history">
        <h3 id="deposit-history" className={styles.cardTitle}>
          {t('deposit.historyTitle')}
        </h3>
        <DepositHistory />
      </section>
    </div>
  );
}

function ReturnedOrder({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const invalidateFunds = useInvalidateFunds();
  const { data } = useReturnedDeposit(orderNo);
  const status = data?.status;
  useEffect(() => {
    if (status && status !== 'PENDING') invalidateFunds();
  }, [status, invalidateFunds]);
  useEffect(
    () => () => {
      // Leave the gateway's return parameters behind once the member has seen the result.
      const url = new URL(window.location.href);
      if (url.searchParams.get('orderNo') !== orderNo) return;
      url.searchParams.delete('page');
      url.searchParams.delete('orderNo');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    },
    [orderNo],
  );

  return (
    <section className={styles.card} aria-live="polite" data-testid="deposit-return">
      <h3 className={styles.cardTitle}>{t('deposit.returnTitle')}</h3>
      {data ? (
        <div className={styles.row}>
          <span>
            {t('deposit.orderNo')}: {data.orderNo}
          </span>
          <span>
            {money(data.amount)} {data.currency}
          </span>
          <StatusBadge kind="deposit" status={data.status} />
          <span className={styles.hint}>{t(`deposit.returnHint.${data.status}`)}</span>
        </div>
      ) : (
        <p className={styles.hint}>{t('deposit.returnChecking', { orderNo })}</p>
      )}
    </section>
  );
}
