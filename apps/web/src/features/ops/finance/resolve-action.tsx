import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../ops.module.css';

/** Resolves a disputed withdrawal: the refund of what did not arrive (may be 0) and a reason. */
export function ResolveAction({
  suggested,
  busy,
  onSubmit,
}: {
  suggested: string;
  busy: boolean;
  onSubmit: (input: { refundAmount: string; reason: string }) => void;
}) {
  const { t } = useTranslation('ops');
  const [open, setOpen] = useState(false);
  const [refundAmount, setRefundAmount] = useState(suggested);
  const [reason, setReason] = useState('');
  if (!open)
    return (
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('resolve')}
      </Button>
    );
  const valid = /^\d+(\.\d{1,2})?$/.test(refundAmount.trim()) && reason.trim().length >= 2;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSubmit({ refundAmount: refundAmount.trim(), reason: reason.trim() });
  };
  return (
    <form className={styles.inline} onSubmit={submit}>
      <input
        aria-label={t('refundAmount')}
        placeholder={t('refundAmount')}
        inputMode="decimal"
        value={refundAmount}
        onChange={(event) => setRefundAmount(event.target.value)}
      />
      <input
        aria-label={t('reason')}
        placeholder={t('reason')}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button size="sm" type="submit" disabled={busy || !valid}>
        {t('resolve')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
        {t('cancel')}
      </Button>
    </form>
  );
}
