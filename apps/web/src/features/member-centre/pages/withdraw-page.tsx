import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { BankBindForm } from '../components/wallet/bank-bind-form.tsx';
import { PaymentPasswordForm } from '../components/wallet/payment-password-form.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { WithdrawForm } from '../components/wallet/withdraw-form.tsx';
import { WithdrawalHistory } from '../components/wallet/withdrawal-history.tsx';
import { TurnoverNotice } from '../components/wallet/turnover-notice.tsx';
import { useWithdrawalSettings } from '../api/withdrawal-settings.ts';
import styles from './wallet-pages.module.css';

/** Withdrawal (`withdraw`): payment password, bank account, the request, and the history with receipts. */
export function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const [binding, setBinding] = useState(false);
  const { data, isPending, error, refetch } = useWithdrawalSettings();
  if (isPending) return <LoadingBlock />;
  if (error || !data) return <ErrorBlock error={error} onRetry={() => void refetch()} />;
  const symbol = data.currencySymbol;

  let step;
  if (!data.hasPaymentPassword) step = <PaymentPasswordForm />;
  else if (data.bankAccounts.length === 0 || binding)
    step = <BankBindForm banks={data.banks} payeeName={data.payeeName} onDone={() => setBinding(false)} />;
  else step = <WithdrawForm settings={data} />;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={t('withdraw.limitsTitle')}>
        <div className={styles.stats}>
          <div className={styles.stat} data-testid="withdrawable">
            <p className={styles.statLabel}>{t('wallet.withdrawable')}</p>
            <p className={styles.statValue}>{money(data.withdrawable, symbol)}</p>
          </div>
          <div className={styles.stat}>
            <p className={styles.statLabel}>{t('withdraw.perRequest')}</p>
            <p className={styles.statValue}>
              {money(data.minAmount)} – {money(data.maxAmount)}
            </p>
          </div>
          <div className={styles.stat}>
            <p className={styles.statLabel}>{t('withdraw.today')}</p>
            <p className={styles.statValue}>
              {data.usedTodayCount} / {data.dailyMaxCount}
            </p>
            <p className={styles.hint}>
              {t('withdraw.todayAmount', { used: money(data.usedTodayAmount), max: money(data.dailyMaxAmount) })}
            </p>
          </div>
        </div>
      </section>
      <TurnoverNotice />
      <section className={styles.card} aria-labelledby="withdraw-new">
        <div className={styles.row} style={{ justifyContent: 'space-between' }}>
          <h3 id="withdraw-new" className={styles.cardTitle}>
            {!data.hasPaymentPassword
              ? t('withdraw.setPasswordTitle')
              : data.bankAccounts.length === 0 || binding
                ? t('withdraw.bindTitle')
                : t('withdraw.newTitle')}
          </h3>
          {data.hasPaymentPassword &&
          data.bankAccounts.length > 0 &&
          data.bankAccounts.length < data.maxBankAccounts ? (
            <Button size="sm" variant="ghost" onClick={() => setBinding(!binding)}>
              {binding ? t('common.back') : t('withdraw.addAccount')}
            </Button>
          ) : null}
        </div>
        {step}
      </section>
      <section className={styles.card} aria-labelledby="withdraw-history">
        <h3 id="withdraw-history" className={styles.cardTitle}>
          {t('withdraw.historyTitle')}
        </h3>
        <WithdrawalHistory autoReceiptMinutes={data.autoReceiptMinutes} />
      </section>
    </div>
  );
}
