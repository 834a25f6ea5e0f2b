import { zodResolver } from '@hookform/resolvers/zod';
import { opsSportsEventVoid } from '@lucky/contracts/sportsbook/sportsbook-ops-endpoints';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { bodySchemaOf, useIssueMessage } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';
import own from './ops-sportsbook.module.css';
import { SportsRefusal } from './refusal-message.tsx';

/** Suspending and voiding share the contract's reason rule (3 to 200 characters, written to the audit log). */
const reasonSchema = bodySchemaOf(opsSportsEventVoid).pick({ reason: true });
const MIN_REASON = 3;
const MAX_REASON = 200;

type Props = {
  title: string;
  /** What the action does, said before the reason is asked for. */
  warning: ReactNode;
  confirmLabel: string;
  isPending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  testId: string;
};

/** An action on an event that players feel at once: confirmed only with a reason, which the audit log keeps. */
export function ReasonDialog({ title, warning, confirmLabel, isPending, error, onConfirm, onCancel, testId }: Props) {
  const { t } = useTranslation('opsSports');
  const hintId = useId();
  const issueMessage = useIssueMessage();
  const { register, handleSubmit, control } = useForm({
    resolver: zodResolver(reasonSchema, { error: issueMessage }),
    defaultValues: { reason: '' },
  });
  const isReasonLongEnough = useWatch({ control, name: 'reason' }).trim().length >= MIN_REASON;
  return (
    <ModalDialog title={title} onClose={onCancel} testId={testId} width={540}>
      <form className={styles.panel} onSubmit={handleSubmit(({ reason }) => onConfirm(reason))}>
        <p className={own.warningText}>{warning}</p>
        <label className={styles.field}>
          <span>{t('reason.label')}</span>
          <textarea
            rows={3}
            required
            minLength={MIN_REASON}
            maxLength={MAX_REASON}
            aria-describedby={hintId}
            {...register('reason')}
          />
        </label>
        <small id={hintId} className={styles.hint}>
          {t('reason.hint')}
        </small>
        {error ? <SportsRefusal error={error} /> : null}
        <div className={styles.actions}>
          <Button type="submit" size="sm" disabled={!isReasonLongEnough || isPending}>
            {confirmLabel}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
