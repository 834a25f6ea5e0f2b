import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletBalance } from '../../../lib/data/use-member-data.ts';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTransferDownline } from '../api/transfer-downline.ts';
import { FormAlerts } from '../../../components/form/form-alerts.tsx';
import { EMPTY_TRANSFER, TransferFields, type TransferValues } from '../../../components/form/transfer-fields.tsx';
import { openMemberCentre, useModalStore } from '../../../lib/modal-store.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import styles from '../components/agent-ui.module.css';
import { useMoney } from '../../../lib/use-money.ts';

/** Decimal string to minor units, or null when it is not a plain amount with at most `scale` decimals. */
export function toMinor(value: string, scale: number): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > scale) return null;
  return BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
}

export type TransferProblem = 'transfer.amountInvalid' | 'transfer.amountAboveBalance' | 'transfer.passwordRequired';

/** What is wrong with the typed transfer before it is sent; the server checks it all again. */
export function checkTransfer(input: {
  amount: string;
  paymentPassword: string;
  scale: number;
  balance?: string;
}): TransferProblem | null {
  const amount = toMinor(input.amount, input.scale);
  if (amount === null || amount <= 0n) return 'transfer.amountInvalid';
  const balance = input.balance === undefined ? null : toMinor(input.balance, input.scale);
  if (balance !== null && amount > balance) return 'transfer.amountAboveBalance';
  if (!input.paymentPassword) return 'transfer.passwordRequired';
  return null;
}

const isPasswordMissing = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'payment.password.required';

const newRequestId = (): string => `a${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

type Props = { downline: { username: string }; onClose: () => void; onDone: () => void };

/**
 * Transfer to a downline account (transferDownline): amount and payment password. One request id
 * per attempt, so a double click or a retried request moves the money once.
 */
export function TransferDialog({ downline, onClose, onDone }: Props) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const { scale } = useSiteStatus().currency;
  const balance = useWalletBalance(true).data?.sumBalance;
  const [values, setValues] = useState<TransferValues>(EMPTY_TRANSFER);
  const [problem, setProblem] = useState<string | null>(null);
  const [requestId] = useState(newRequestId);
  const send = useTransferDownline();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = checkTransfer({ ...values, scale, balance });
    if (issue) {
      setProblem(t(issue, { balance: money(balance) }));
      return;
    }
    setProblem(null);
    send.mutate(
      {
        requestId,
        toUsername: downline.username,
        amount: values.amount.trim(),
        paymentPassword: values.paymentPassword,
        remark: values.remark.trim() || undefined,
      },
      { onSuccess: onDone },
    );
  };

  return (
    <ModalDialog
      width={440}
      title={t('transfer.title', { username: downline.username })}
      onClose={onClose}
      testId="transfer-dialog"
    >
      {send.data ? (
        <div className={styles.page}>
          <p className={styles.success} role="status">
            {t('transfer.done', { amount: money(send.data.amount), username: send.data.toUsername })}
          </p>
          <p className={styles.hint}>{t('transfer.balanceAfter', { balance: money(send.data.balanceAfter) })}</p>
          <Button onClick={onClose}>{t('common.ok')}</Button>
        </div>
      ) : (
        <form className={styles.page} onSubmit={submit} noValidate aria-label={t('transfer.form')}>
          <p className={styles.hint}>{t('transfer.myBalance', { balance: money(balance) })}</p>
          <TransferFields
            idPrefix="transfer"
            labels={{
              amount: t('column.amount'),
              paymentPassword: t('transfer.paymentPassword'),
              remark: t('transfer.remark'),
            }}
            values={values}
            onChange={(patch) => setValues({ ...values, ...patch })}
            fieldClassName={styles.field}
          />
          <FormAlerts problem={problem} error={send.error} className={styles.error} />
          {isPasswordMissing(send.error) ? (
            // The payment password is set where withdrawals are: the member centre's withdrawal page
            // (both centres share one layer, so the agent centre steps aside).
            <div>
              <Button
                variant="secondary"
                onClick={() => {
                  onClose();
                  useModalStore.getState().hide('agentCentre');
                  openMemberCentre('withdraw');
                }}
              >
                {t('transfer.setPassword')}
              </Button>
            </div>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t('transfer.sending') : t('transfer.submit')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
