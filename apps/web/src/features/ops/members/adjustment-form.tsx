import { zodResolver } from '@hookform/resolvers/zod';
import { ADJUSTMENT_KINDS } from '@lucky/contracts/ops/ops-adjustment-endpoints';
import { opsAdjustment } from '@lucky/contracts/ops/ops-member-endpoints';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isPositiveAmount } from '../../../lib/form-rules.ts';
import { TextField } from '../../../components/form/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useAdjustment } from './api/adjustments.ts';
import { bodySchemaOf, useIssueMessage } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';

/** The member and the request id come from the desk, not from the operator's typing. */
const adjustmentSchema = bodySchemaOf(opsAdjustment).omit({ requestId: true, username: true });
/** Stricter than the contract on purpose: whole cents and above zero, so Submit only lights up for a real amount. */

const newRequestId = () => `ops${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/**
 * Manual credit or debit of a member wallet, typed (correction, bonus with turnover, goodwill). The reason is
 * internal (audit log and queue only); above the operator's role threshold the adjustment waits for a second one.
 */
export function AdjustmentForm({ username }: { username: string }) {
  const { t } = useTranslation('ops');
  const { t: tm } = useTranslation('opsMembers');
  const describeError = useErrorMessage();
  const issueMessage = useIssueMessage();
  const [requestId, setRequestId] = useState(newRequestId);
  const { register, handleSubmit, control, getValues, reset, formState } = useForm({
    resolver: zodResolver(adjustmentSchema, { error: issueMessage }),
    defaultValues: {
      kind: 'CORRECTION' as const,
      direction: 'CREDIT' as const,
      amount: '',
      turnoverMultiple: 0,
      reason: '',
    },
  });
  const adjust = useAdjustment(() => {
    setRequestId(newRequestId());
    reset({ ...getValues(), amount: '', reason: '', turnoverMultiple: 0 });
  });
  const [typedAmount, reason, kind, direction] = useWatch({ control, name: ['amount', 'reason', 'kind', 'direction'] });
  const amount = typedAmount.trim();
  const valid = isPositiveAmount(amount) && reason.trim().length >= 2;
  const isBonusCredit = kind === 'BONUS' && direction === 'CREDIT';
  const submit = handleSubmit((values) =>
    adjust.mutate({ ...values, turnoverMultiple: isBonusCredit ? values.turnoverMultiple : 0, requestId, username }),
  );
  const done = adjust.data;
  return (
    <form className={styles.card} onSubmit={submit} aria-label={t('adjust.title')}>
      <h2 className={styles.subtitle}>{t('adjust.title')}</h2>
      <label className={styles.field}>
        <span>{tm('adjustment.kind')}</span>
        <select {...register('kind')}>
          {ADJUSTMENT_KINDS.map((value) => (
            <option key={value} value={value}>
              {tm(`adjustment.kinds.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('adjust.direction')}</span>
        <select {...register('direction')}>
          <option value="CREDIT">{t('adjust.CREDIT')}</option>
          <option value="DEBIT">{t('adjust.DEBIT')}</option>
        </select>
      </label>
      <TextField
        label={t('amount')}
        inputMode="decimal"
        error={formState.errors.amount?.message}
        {...register('amount')}
      />
      {isBonusCredit ? (
        <label className={styles.field}>
          <span>{tm('adjustment.turnoverMultiple')}</span>
          <input type="number" min={0} max={100} {...register('turnoverMultiple', { valueAsNumber: true })} />
        </label>
      ) : null}
      <label className={styles.field}>
        <span>{t('adjust.reason')}</span>
        <textarea rows={3} maxLength={500} {...register('reason')} />
      </label>
      <p className={styles.hint}>{tm('adjustment.hint')}</p>
      {adjust.error ? (
        <p className={styles.error} role="alert">
          {describeError(adjust.error)}
        </p>
      ) : null}
      {done ? <AdjustmentDone amount={done.amount} balanceAfter={done.balanceAfter} /> : null}
      <Button type="submit" disabled={!valid || adjust.isPending}>
        {t('adjust.submit')}
      </Button>
    </form>
  );
}

/** What happened: posted (the new balance) or sent to a second operator. */
function AdjustmentDone({ amount, balanceAfter }: { amount: string; balanceAfter: string | null }) {
  const { t, i18n } = useTranslation('ops');
  const { t: tm } = useTranslation('opsMembers');
  const money = (value: string) => formatMoney(value, { language: i18n.language });
  return (
    <p className={styles.success} role="status">
      {balanceAfter
        ? t('adjust.done', { balance: money(balanceAfter) })
        : tm('adjustment.pending', { amount: money(amount) })}
    </p>
  );
}
