import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import styles from '../ops.module.css';

const MIN_REASON = 3;

type Props = {
  title: string;
  /** What the action does, said before the reason is asked for. */
  warning: ReactNode;
  confirmLabel: string;
  isPending: boolean;
  error: unknown;
  /** Without a reason field: a confirmation only (an approval, whose reason is the request's). */
  noReason?: boolean;
  /** Fields of the action itself (the agent to move under…), above the reason. */
  children?: ReactNode;
  canConfirm?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** Every member action asks first: what it does, and the reason the audit log keeps. */
export function ReasonDialog(props: Props) {
  const { t } = useTranslation('opsMembers');
  const describeError = useErrorMessage();
  const hintId = useId();
  const [reason, setReason] = useState('');
  const ready = (props.noReason || reason.trim().length >= MIN_REASON) && props.canConfirm !== false;
  return (
    <ModalDialog title={props.title} onClose={props.onCancel} width={540} testId="member-reason-dialog">
      <form
        className={styles.panel}
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) props.onConfirm(reason.trim());
        }}
      >
        <p>{props.warning}</p>
        {props.children}
        {props.noReason ? null : (
          <label className={styles.field}>
            <span>{t('reason.label')}</span>
            <textarea
              rows={3}
              maxLength={500}
              aria-describedby={hintId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
        )}
        {props.noReason ? null : (
          <small id={hintId} className={styles.hint}>
            {t('reason.hint')}
          </small>
        )}
        {props.error ? (
          <p className={styles.error} role="alert">
            {describeError(props.error)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" size="sm" disabled={!ready || props.isPending}>
            {props.confirmLabel}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={props.onCancel}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
