import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import { formatMoney } from '../../lib/format.ts';
import { useAdjustment } from './api/members.ts';
import styles from './ops.module.css';

const newRequestId = () => `ops${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** Manual credit or debit of a member wallet; the reason is required and goes to the audit log. */
export function AdjustmentForm({ username }: { username: string }) {
  const { t, i18n } = useTranslation('ops');
  const describeError = useErrorMessage();
  const [direction, setDirection] = useState<'CREDIT' | 'DEBIT'>('CREDIT');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const adjust = useAdjustment(() => {
    setRequestId(newRequestId());
    setAmount('');
    setReason('');
  });
  const valid = /^\d+(\.\d{1,2})?$/.test(amount.trim()) && Number(amount) > 0 && reason.trim().length >= 2;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) adjust.mutate({ requestId, username, direction, amount: amount.trim(), reason: reason.trim() });
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-label={t('adjust.title')}>
      <h2 className={styles.subtitle}>{t('adjust.title')}</h2>
      <label className={styles.field}>
        <span>{t('adjust.direction')}</span>
        <select value={direction} onChange={(event) => setDirection(event.target.value as 'CREDIT' | 'DEBIT')}>
          <option value="CREDIT">{t('adjust.CREDIT')}</option>
          <option value="DEBIT">{t('adjust.DEBIT')}</option>
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('amount')}</span>
        <input
          name="adjust-amount"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span>{t('adjust.reason')}</span>
        <textarea
          name="adjust-reason"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <p className={styles.hint}>{t('adjust.hint')}</p>
      {adjust.error ? (
        <p className={styles.error} role="alert">
          {describeError(adjust.error)}
        </p>
      ) : null}
      {adjust.data ? (
        <p className={styles.success} role="status">
          {t('adjust.done', { balance: formatMoney(adjust.data.balanceAfter, { language: i18n.language }) })}
        </p>
      ) : null}
      <Button type="submit" disabled={!valid || adjust.isPending}>
        {t('adjust.submit')}
      </Button>
    </form>
  );
}
