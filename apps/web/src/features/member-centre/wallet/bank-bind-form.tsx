import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import styles from '../pages/wallet-pages.module.css';

/** Binds a bank account in the registered payee name. */
export function BankBindForm({
  banks,
  payeeName,
  onDone,
}: {
  banks: readonly string[];
  payeeName: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('wallet');
  const describeError = useErrorMessage();
  const client = useQueryClient();
  const [bankName, setBankName] = useState(banks[0] ?? '');
  const [accountNumber, setAccountNumber] = useState('');
  const [accountName, setAccountName] = useState(payeeName ?? '');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const bind = useMutation({
    mutationFn: () =>
      callApi('bankAccountBind', {
        body: {
          bankName,
          accountNumber: accountNumber.trim(),
          accountName: payeeName ? undefined : accountName.trim(),
          paymentPassword,
        },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['wallet'] });
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!bankName) {
      setProblem(t('bank.bankRequired'));
      return;
    }
    if (!/^[0-9 -]{6,34}$/.test(accountNumber.trim())) {
      setProblem(t('bank.numberInvalid'));
      return;
    }
    if (!payeeName && accountName.trim().length < 2) {
      setProblem(t('bank.nameRequired'));
      return;
    }
    if (!paymentPassword) {
      setProblem(t('withdraw.passwordRequired'));
      return;
    }
    setProblem(null);
    bind.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('withdraw.bindTitle')}>
      <div className={styles.field}>
        <label htmlFor="bank-name">{t('bank.bank')}</label>
        <select id="bank-name" value={bankName} onChange={(event) => setBankName(event.target.value)}>
          {banks.map((bank) => (
            <option key={bank} value={bank}>
              {bank}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="bank-number">{t('bank.number')}</label>
        <input
          id="bank-number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={34}
          value={accountNumber}
          onChange={(event) => setAccountNumber(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="bank-holder">{t('bank.holder')}</label>
        <input
          id="bank-holder"
          value={accountName}
          readOnly={!!payeeName}
          maxLength={100}
          onChange={(event) => setAccountName(event.target.value)}
        />
        <span className={styles.hint}>{payeeName ? t('bank.holderFixed') : t('bank.holderFirst')}</span>
      </div>
      <div className={styles.field}>
        <label htmlFor="bank-pay-pw">{t('withdraw.paymentPassword')}</label>
        <input
          id="bank-pay-pw"
          type="password"
          autoComplete="off"
          maxLength={64}
          value={paymentPassword}
          onChange={(event) => setPaymentPassword(event.target.value)}
        />
      </div>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      {bind.error ? (
        <p className={styles.error} role="alert">
          {describeError(bind.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={bind.isPending}>
        {t('bank.bind')}
      </Button>
    </form>
  );
}
