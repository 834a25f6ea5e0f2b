import { zodResolver } from '@hookform/resolvers/zod';
import { opsMallRedemptionApprove, opsMallRedemptionReject } from '@lucky/contracts/points/mall-ops-endpoints';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { bodySchemaOf, useIssueMessage } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';
import own from './ops-mall.module.css';

type Mode = 'approve' | 'reject';
type Props = { busy: boolean; onApprove: (note: string | undefined) => void; onReject: (reason: string) => void };

/** The contract's limit for a note or a reason. */
const MAX_TEXT = 300;
/** The row's id is the queue's; the operator writes the note (approve) or the reason (reject). */
const approveSchema = bodySchemaOf(opsMallRedemptionApprove).pick({ note: true });
const rejectSchema = bodySchemaOf(opsMallRedemptionReject).pick({ reason: true });

/**
 * Approve or reject one redemption in place: one decision at a time, so the row stays narrow.
 * Approving takes an optional note for the member (a tracking number); rejecting needs a reason.
 */
export function RedemptionReview({ busy, onApprove, onReject }: Props) {
  const { t } = useTranslation('points');
  const [mode, setMode] = useState<Mode | null>(null);
  if (mode === null) {
    return (
      <div className={styles.actions}>
        <Button size="sm" onClick={() => setMode('approve')}>
          {t('ops.approve')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setMode('reject')}>
          {t('ops.reject')}
        </Button>
      </div>
    );
  }
  return mode === 'approve' ? (
    <ApproveForm busy={busy} onApprove={onApprove} onCancel={() => setMode(null)} />
  ) : (
    <RejectForm busy={busy} onReject={onReject} onCancel={() => setMode(null)} />
  );
}

function ApproveForm({ busy, onApprove, onCancel }: Pick<Props, 'busy' | 'onApprove'> & { onCancel: () => void }) {
  const { t } = useTranslation('points');
  const { register, handleSubmit } = useForm({
    resolver: zodResolver(approveSchema, { error: useIssueMessage() }),
    defaultValues: { note: '' },
  });
  return (
    <form
      className={`${styles.inline} ${own.review}`}
      onSubmit={handleSubmit(({ note }) => onApprove(note || undefined))}
    >
      <input
        aria-label={t('ops.note')}
        placeholder={t('ops.note')}
        maxLength={MAX_TEXT}
        autoFocus
        {...register('note')}
      />
      <Button size="sm" type="submit" disabled={busy}>
        {t('ops.approve')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {t('ops.cancel')}
      </Button>
    </form>
  );
}

function RejectForm({ busy, onReject, onCancel }: Pick<Props, 'busy' | 'onReject'> & { onCancel: () => void }) {
  const { t } = useTranslation('points');
  const { register, handleSubmit, control } = useForm({
    resolver: zodResolver(rejectSchema, { error: useIssueMessage() }),
    defaultValues: { reason: '' },
  });
  const isValid = useWatch({ control, name: 'reason' }).trim().length >= 2;
  return (
    <form className={`${styles.inline} ${own.review}`} onSubmit={handleSubmit(({ reason }) => onReject(reason))}>
      <input
        aria-label={t('ops.reason')}
        placeholder={t('ops.reason')}
        maxLength={MAX_TEXT}
        autoFocus
        {...register('reason')}
      />
      <Button size="sm" type="submit" variant="secondary" disabled={busy || !isValid}>
        {t('ops.reject')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {t('ops.cancel')}
      </Button>
    </form>
  );
}
