import { zodResolver } from '@hookform/resolvers/zod';
import { opsWithdrawalResolve } from '@lucky/contracts/ops/ops-money-endpoints';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { bodySchemaOf, useIssueMessage } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';

/** The order is the row's; the operator gives the refund and the reason. */
const resolveSchema = bodySchemaOf(opsWithdrawalResolve).pick({ refundAmount: true, reason: true });
/** Stricter than the contract on purpose: whole cents, so Resolve only lights up for a real amount. */
const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

type Props = { suggested: string; busy: boolean; onSubmit: (input: { refundAmount: string; reason: string }) => void };

/** Resolves a disputed withdrawal: the refund of what did not arrive (may be 0) and a reason. */
export function ResolveAction({ suggested, busy, onSubmit }: Props) {
  const { t } = useTranslation('ops');
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('resolve')}
      </Button>
    );
  return <ResolveForm suggested={suggested} busy={busy} onSubmit={onSubmit} onCancel={() => setOpen(false)} />;
}

function ResolveForm({ suggested, busy, onSubmit, onCancel }: Props & { onCancel: () => void }) {
  const { t } = useTranslation('ops');
  const { register, handleSubmit, control } = useForm({
    resolver: zodResolver(resolveSchema, { error: useIssueMessage() }),
    defaultValues: { refundAmount: suggested, reason: '' },
  });
  const [refundAmount, reason] = useWatch({ control, name: ['refundAmount', 'reason'] });
  const valid = AMOUNT_PATTERN.test(refundAmount.trim()) && reason.trim().length >= 2;
  return (
    <form className={styles.inline} onSubmit={handleSubmit(onSubmit)}>
      <input
        aria-label={t('refundAmount')}
        placeholder={t('refundAmount')}
        inputMode="decimal"
        {...register('refundAmount')}
      />
      <input aria-label={t('reason')} placeholder={t('reason')} maxLength={500} {...register('reason')} />
      <Button size="sm" type="submit" disabled={busy || !valid}>
        {t('resolve')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </form>
  );
}
