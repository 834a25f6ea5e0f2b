import { zodResolver } from '@hookform/resolvers/zod';
import { opsLotteryDrawVoid } from '@lucky/contracts/lottery/lottery-ops-endpoints';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { ModalDialog } from '../../../../components/ui/modal-dialog.tsx';
import { formatMoney } from '../../../../lib/format.ts';
import { bodySchemaOf, useIssueMessage } from '../../../../lib/contract-resolver.ts';
import styles from '../../ops.module.css';
import type { MonitorDraw } from '../api/draws.ts';
import { useVoidDraw, type VoidAnswer } from '../api/void-draw.ts';
import own from '../ops-lottery.module.css';
import { RefusalMessage } from '../refusal-message.tsx';

const MIN_REASON = 3;
const MAX_REASON = 200;
/** The draw is the dialog's own; the operator gives the reason. */
const voidSchema = bodySchemaOf(opsLotteryDrawVoid).pick({ reason: true });

/** Voiding cannot be undone: the reason is required (it goes to the audit log) and the refund is spelt out first. */
export function VoidDialog({
  draw,
  onVoided,
  onCancel,
}: {
  draw: MonitorDraw;
  onVoided: (answer: VoidAnswer) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('opsLottery');
  const voidDraw = useVoidDraw();
  const issueMessage = useIssueMessage();
  const { register, handleSubmit, control } = useForm({
    resolver: zodResolver(voidSchema, { error: issueMessage }),
    defaultValues: { reason: '' },
  });
  const isReasonValid = useWatch({ control, name: 'reason' }).trim().length >= MIN_REASON;
  const submit = handleSubmit(({ reason }) =>
    voidDraw.mutate({ drawId: draw.drawId, reason }, { onSuccess: onVoided }),
  );
  return (
    <ModalDialog title={t('void.title', { draw: draw.drawKey })} onClose={onCancel} testId="lottery-void" width={520}>
      <form className={styles.panel} onSubmit={submit}>
        <p className={own.warningText}>
          {t('void.warning', {
            bets: draw.bets,
            players: draw.players,
            amount: formatMoney(draw.stake, { language: i18n.language }),
          })}
        </p>
        <label className={styles.field}>
          <span>{t('void.reason')}</span>
          <textarea
            rows={3}
            required
            minLength={MIN_REASON}
            maxLength={MAX_REASON}
            aria-describedby="lottery-void-hint"
            {...register('reason')}
          />
        </label>
        <small id="lottery-void-hint" className={styles.hint}>
          {t('void.reasonHint')}
        </small>
        {voidDraw.error ? <RefusalMessage error={voidDraw.error} /> : null}
        <div className={styles.actions}>
          <Button type="submit" size="sm" disabled={!isReasonValid || voidDraw.isPending}>
            {t('void.confirm')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
