import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { FormAlerts } from '../../../components/form/form-alerts.tsx';
import { EMPTY_TRANSFER, TransferFields, type TransferValues } from '../../../components/form/transfer-fields.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { checkAmount, newRequestId, toMinor, useInvalidateFunds, WALLET_KEYS } from '../wallet/wallet-utils.ts';
import styles from './wallet-pages.module.css';

/** Transfer to upline (`transferUpline`): the member sends to their own agent. */
export function TransferUplinePage() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const invalidateFunds = useInvalidateFunds();
  const client = useQueryClient();
  const [values, setValues] = useState<TransferValues>(EMPTY_TRANSFER);
  const [problem, setProblem] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(newRequestId);
  const info = useQuery({
    queryKey: WALLET_KEYS.upline,
    staleTime: 0,
    queryFn: ({ signal }) => callApi('transferUplineInfo', { signal }),
  });
  const send = useMutation({
    mutationFn: () =>
      callApi('transferUpline', {
        body: {
          requestId,
          amount: values.amount.trim(),
          paymentPassword: values.paymentPassword,
          remark: values.remark.trim() || undefined,
        },
      }),
    onSuccess: () => {
      setRequestId(newRequestId());
      setValues(EMPTY_TRANSFER);
      invalidateFunds();
      void client.invalidateQueries({ queryKey: WALLET_KEYS.upline });
    },
  });
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkAmount(values.amount, data.minAmount, data.maxAmount);
    if (check !== 'ok') {
      setProblem(t(`amount.${check}`, { min: money(data.minAmount), max: money(data.maxAmount) }));
      return;
    }
    if ((toMinor(values.amount) ?? 0n) > (toMinor(data.available) ?? 0n)) {
      setProblem(t('amount.aboveBalance', { balance: money(data.available) }));
      return;
    }
    if (!values.paymentPassword) {
      setProblem(t('withdraw.passwordRequired'));
      return;
    }
    setProblem(null);
    send.mutate();
  };
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <dl className={styles.facts}>
          <dt>{t('upline.agent')}</dt>
          <dd data-testid="upline-name">
            {data.uplineNickname ? `${data.uplineNickname} (${data.uplineUsername})` : data.uplineUsername}
          </dd>
          <dt>{t('wallet.available')}</dt>
          <dd>{money(data.available)}</dd>
          <dt>{t('upline.limits')}</dt>
          <dd>
            {money(data.minAmount)} – {money(data.maxAmount)}
          </dd>
        </dl>
      </section>
      <section className={styles.card}>
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t('upline.title')}>
          <TransferFields
            idPrefix="upline"
            labels={{
              amount: t('upline.amount'),
              paymentPassword: t('withdraw.paymentPassword'),
              remark: t('upline.remark'),
            }}
            values={values}
            onChange={(patch) => setValues({ ...values, ...patch })}
            fieldClassName={styles.field}
          />
          <FormAlerts problem={problem} error={send.error} className={styles.error} />
          {send.data ? (
            <p className={styles.success} role="status">
              {t('upline.done', { amount: money(send.data.amount), to: send.data.toUsername })}
            </p>
          ) : null}
          <Button type="submit" disabled={send.isPending}>
            {t('upline.submit')}
          </Button>
        </form>
      </section>
    </div>
  );
}
