import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../ops.module.css';
import own from './ops-mall.module.css';

type Mode = 'approve' | 'reject';
type Props = { busy: boolean; onApprove: (note: string | undefined) => void; onReject: (reason: string) => void };

/** The contract's limit for a note or a reason. */
const MAX_TEXT = 300;

/**
 * Approve or reject one redemption in place: one decision at a time, so the row stays narrow.
 * Approving takes an optional note for the member (a tracking number); rejecting needs a reason.
 */
export function RedemptionReview({ busy, onApprove, onReject }: Props) {
  const { t } = useTranslation('points');
  const [mode, setMode] = useState<Mode | null>(null);
  const [text, setText] = useState('');
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
  const trimmed = text.trim();
  const valid = mode === 'approve' || trimmed.length >= 2;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    if (mode === 'approve') onApprove(trimmed || undefined);
    else onReject(trimmed);
  };
  const placeholder = mode === 'approve' ? t('ops.note') : t('ops.reason');
  return (
    <form className={`${styles.inline} ${own.review}`} onSubmit={submit}>
      <input
        aria-label={placeholder}
        placeholder={placeholder}
        value={text}
        maxLength={MAX_TEXT}
        autoFocus
        onChange={(event) => setText(event.target.value)}
      />
      <Button size="sm" type="submit" variant={mode === 'approve' ? 'primary' : 'secondary'} disabled={busy || !valid}>
        {mode === 'approve' ? t('ops.approve') : t('ops.reject')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => {
          setMode(null);
          setText('');
        }}
      >
        {t('ops.cancel')}
      </Button>
    </form>
  );
}
