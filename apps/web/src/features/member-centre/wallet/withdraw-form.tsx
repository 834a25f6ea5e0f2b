import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { checkAmount, newRequestId, toMinor, useInvalidateFunds } from './wallet-utils.ts';
import styles from '../pages/wallet-pages.module.css';

export type WithdrawalSettings = ValueOf<(typeof ENDPOINTS)['withdrawalSettings']>;

/** The withdrawal request: account, amount within the limits and the payment password. */
export function WithdrawForm({ settings }: { settings: WithdrawalSettings }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const describeError = useErrorMessage();
  const invalidateFunds = useInvalidateFunds();
  const client = useQueryClient();
  const [accountId, setAccountId] = useState(settings.bankAccounts[0]?.id ?? 0);
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(newRequestId);
  const request = useMutation({
    mutationFn: () =>
      callApi('withdrawalCreate', {
        body: { requestId, amount: amount.trim(), bankAccountId: accountId, paymentPassword },
      }),
    onSuccess: () => {
      setRequestId(newRequestId());
      setAmount('');
      setPaymentPassword('');
      invalidateFunds();
      void client.invalidateQueries({ queryKey: ['wallet', 'withdrawals'] });
    },
  });
  const symbol = settings.currencySymbol;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkAmount(amount, settings.minAmount, settings.maxAmount);
    if (check !== 'ok') {
      setProblem(
        t(`amount.${check}`, { min: money(settings.minAmount, symbol), max: money(settings.maxAmount, symbol) }),
      );
      return;
    }
    if ((toMinor(amount) ?? 0n) > (toMinor(settings.withdrawable) ?? 0n)) {
      setProblem(t('amount.aboveBalance', { balance: money(settings.withdrawable, symbol) }));
      return;
    }
    if (!paymentPassword) {
      setProblem(t('withdraw.passwordRequired'));
      return;
    }
    setProblem(null);
    request.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('withdraw.newTitle')}>
      <div className={styles.field}>
        <label htmlFor="withdraw-account">{t('withdraw.account')}</label>
        <select id="withdraw-account" value={accountId} onChange={(event) => setAccountId(Number(event.target.value))}>
          {settings.bankAccounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.bankName} · {account.accountNumber} · {account.accountName}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="withdraw-amount">{t('withdraw.amount')}</label>
        <input
          id="withdraw-amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          placeholder={t('deposit.limits', { min: money(settings.minAmount), max: money(settings.maxAmount) })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="withdraw-pay-pw">{t('withdraw.paymentPassword')}</label>
        <input
          id="withdraw-pay-pw"
          type="password"
          autoComplete="off"
          maxLength={64}
          value={paymentPassword}
          onChange={(event) => setPaymentPassword(event.target.value)}
        />
      </div>
      <p className={styles.hint}>{t('withdraw.holdHint')}</p>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      {request.error ? (
        <p className={styles.error} role="alert">
          {describeError(request.error)}
        </p>
      ) : null}
      {request.data ? (
        <p className={styles.success} role="status">
          {t('withdraw.submitted', { orderNo: request.data.orderNo })}
        </p>
      ) : null}
      <Button type="submit" disabled={request.isPending}>
        {t('withdraw.submit')}
      </Button>
    </form>
  );
}
