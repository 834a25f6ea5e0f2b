import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { isRetryableFailure, useLotteryErrorMessage } from '../api/lottery-errors.ts';
import { newLotteryRequestId } from '../api/lottery-mutations.ts';
import { useMoney } from '../../../lib/use-money.ts';
import styles from './slip.module.css';

type Props = {
  title: string;
  lines: { label: string; value: string }[];
  totalCost: string;
  /** Sends the slip with this attempt's request id; resolves with the new balance. */
  submit: (requestId: string) => Promise<{ balance: string }>;
  onDone: (balance: string) => void;
  onClose: () => void;
};

/**
 * The last step before money moves. The request id is made when the dialog opens (one confirm attempt) and reused
 * by "try again" after a network or server failure, so a bet that did reach the server is never placed twice; a
 * refusal ends the attempt (the next opening makes a new id).
 */
export function ConfirmDialog({ title, lines, totalCost, submit, onDone, onClose }: Props) {
  const { t } = useTranslation('lottery');
  const money = useMoney();
  const describe = useLotteryErrorMessage();
  const [requestId] = useState(newLotteryRequestId);
  const [state, setState] = useState<{ busy: boolean; error: unknown; canRetry: boolean }>({
    busy: false,
    error: null,
    canRetry: false,
  });

  const send = async () => {
    setState({ busy: true, error: null, canRetry: false });
    try {
      const { balance } = await submit(requestId);
      onDone(balance);
    } catch (error) {
      setState({ busy: false, error, canRetry: isRetryableFailure(error) });
    }
  };

  const isRefused = state.error !== null && !state.canRetry;
  return (
    <ModalDialog title={title} onClose={state.busy ? () => undefined : onClose} testId="lottery-confirm" width={460}>
      <dl className={styles.confirmList}>
        {lines.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
        <div className={styles.confirmTotal}>
          <dt>{t('slip.total')}</dt>
          <dd>{money(totalCost)}</dd>
        </div>
      </dl>
      {state.error ? (
        <p className={styles.error} role="alert">
          {describe(state.error)}
        </p>
      ) : null}
      <div className={styles.confirmButtons}>
        <Button variant="ghost" onClick={onClose} disabled={state.busy}>
          {isRefused ? t('action.close') : t('action.cancel')}
        </Button>
        {!isRefused ? (
          <Button onClick={() => void send()} disabled={state.busy} data-testid="confirm-bet">
            {state.busy ? t('slip.placing') : state.canRetry ? t('action.retry') : t('slip.confirm')}
          </Button>
        ) : null}
      </div>
    </ModalDialog>
  );
}
