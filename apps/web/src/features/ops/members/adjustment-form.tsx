import { zodResolver } from '@hookform/resolvers/zod';
import { opsAdjustment } from '@lucky/contracts/ops/ops-member-endpoints';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useAdjustment } from '../api/members.ts';
import { bodySchemaOf, useIssueMessage } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';

/** The member and the request id come from the desk, not from the operator's typing. */
const adjustmentSchema = bodySchemaOf(opsAdjustment).omit({ requestId: true, username: true });
/** Stricter than the contract on purpose: whole cents and above zero, so Submit only lights up for a real amount. */
const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

const newRequestId = () => `ops${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** Manual credit or debit of a member wallet; the reason is required and goes to the audit log. */
export function AdjustmentForm({ username }: { username: string }) {
  const { t, i18n } = useTranslation('ops');
  const describeError = useErrorMessage();
  const issueMessage = useIssueMessage();
  const [requestId, setRequestId] = useState(newRequestId);
  const { register, handleSubmit, control, getValues, reset, formState } = useForm({
    resolver: zodResolver(adjustmentSchema, { error: issueMessage }),
    defaultValues: { direction: 'CREDIT' as const, amount: '', reason: '' },
  });
  const adjust = useAdjustment(() => {
    setRequestId(newRequestId());
    reset({ direction: getValues('direction'), amount: '', reason: '' });
  });
  const [typedAmount, reason] = useWatch({ control, name: ['amount', 'reason'] });
  const amount = typedAmount.trim();
  const valid = AMOUNT_PATTERN.test(amount) && Number(amount) > 0 && reason.trim().length >= 2;
  const submit = handleSubmit((values) => adjust.mutate({ ...values, requestId, username }));
  return (
    <form className={styles.card} onSubmit={submit} aria-label={t('adjust.title')}>
      <h2 className={styles.subtitle}>{t('adjust.title')}</h2>
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
      <label className={styles.field}>
        <span>{t('adjust.reason')}</span>
        <textarea rows={3} maxLength={500} {...register('reason')} />
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
