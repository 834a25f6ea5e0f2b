import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { checkAmount, newRequestId, WALLET_KEYS } from './wallet-utils.ts';
import styles from '../pages/wallet-pages.module.css';

/** Opens a gateway's hosted payment page; the gateway sends the member back to `/?page=depositv2&orderNo=…`. */
export function openPaymentPage(url: string): void {
  window.location.assign(url);
}

export function DepositForm() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const describeError = useErrorMessage();
  const client = useQueryClient();
  const methods = useQuery({
    queryKey: WALLET_KEYS.depositMethods,
    queryFn: ({ signal }) => callApi('depositMethods', { signal }),
  });
  const [code, setCode] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(newRequestId);
  const create = useMutation({
    mutationFn: (body: { methodCode: string; amount: string; reference?: string }) =>
      callApi('depositCreate', { body: { requestId, ...body } }),
    onSuccess: (order) => {
      setRequestId(newRequestId());
      void client.invalidateQueries({ queryKey: ['wallet', 'deposits'] });
      if (order.paymentUrl) openPaymentPage(order.paymentUrl);
      else {
        setAmount('');
        setReference('');
      }
    },
  });

  if (methods.isPending) return <LoadingBlock />;
  if (methods.error || !methods.data)
    return <ErrorBlock error={methods.error} onRetry={() => void methods.refetch()} />;
  const list = methods.data.methods;
  if (list.length === 0) return <EmptyState title={t('deposit.noMethods')} />;
  const method = list.find((item) => item.code === code) ?? list[0]!;
  const symbol = methods.data.currencySymbol;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkAmount(amount, method.minAmount, method.maxAmount);
    if (check !== 'ok') {
      setProblem(t(`amount.${check}`, { min: money(method.minAmount, symbol), max: money(method.maxAmount, symbol) }));
      return;
    }
    if (method.channel === 'MANUAL_BANK' && !reference.trim()) {
      setProblem(t('deposit.referenceRequired'));
      return;
    }
    setProblem(null);
    create.mutate({
      methodCode: method.code,
      amount: amount.trim(),
      reference: method.channel === 'MANUAL_BANK' ? reference.trim() : undefined,
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('deposit.newTitle')}>
      <div className={styles.field}>
        <span className={styles.fieldLabel}>{t('deposit.method')}</span>
        <div className={styles.methods} role="radiogroup" aria-label={t('deposit.method')}>
          {list.map((item) => (
            <button
              key={item.code}
              type="button"
              role="radio"
              aria-checked={item.code === method.code}
              data-method={item.code}
              className={item.code === method.code ? `${styles.method} ${styles.methodActive}` : styles.method}
              onClick={() => {
                setCode(item.code);
                setProblem(null);
                create.reset();
              }}
            >
              <span className={styles.methodName}>{item.name}</span>
              <br />
              <span className={styles.hint}>
                {t('deposit.limits', { min: money(item.minAmount, symbol), max: money(item.maxAmount, symbol) })}
              </span>
            </button>
          ))}
        </div>
      </div>
      {method.bankAccount ? (
        <dl className={styles.facts} aria-label={t('deposit.payTo')} data-testid="operator-bank">
          <dt>{t('deposit.bankName')}</dt>
          <dd>{method.bankAccount.bankName}</dd>
          <dt>{t('deposit.accountName')}</dt>
          <dd>{method.bankAccount.accountName}</dd>
          <dt>{t('deposit.accountNumber')}</dt>
          <dd>{method.bankAccount.accountNumber}</dd>
          {method.bankAccount.branch ? (
            <>
              <dt>{t('deposit.branch')}</dt>
              <dd>{method.bankAccount.branch}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="deposit-amount">{t('deposit.amount')}</label>
        <input
          id="deposit-amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          placeholder={t('deposit.limits', { min: money(method.minAmount), max: money(method.maxAmount) })}
        />
      </div>
      {method.channel === 'MANUAL_BANK' ? (
        <div className={styles.field}>
          <label htmlFor="deposit-reference">{t('deposit.reference')}</label>
          <input
            id="deposit-reference"
            maxLength={64}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
          <span className={styles.hint}>{t('deposit.referenceHint')}</span>
        </div>
      ) : (
        <p className={styles.hint}>{t('deposit.gatewayHint')}</p>
      )}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      {create.error ? (
        <p className={styles.error} role="alert">
          {describeError(create.error)}
        </p>
      ) : null}
      {create.data && !create.data.paymentUrl ? (
        <p className={styles.success} role="status">
          {t('deposit.submitted', { orderNo: create.data.orderNo })}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {method.channel === 'GATEWAY' ? t('deposit.payNow') : t('deposit.submit')}
      </Button>
    </form>
  );
}
