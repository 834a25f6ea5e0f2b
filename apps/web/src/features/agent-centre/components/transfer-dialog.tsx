import { useTranslation } from 'react-i18next';
import { FormAlerts } from '../../../components/form/form-alerts.tsx';
import { TransferFields } from '../../../components/form/transfer-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { openMemberCentre, useModalStore } from '../../../lib/modal-store.ts';
import { useMoney } from '../../../lib/use-money.ts';
import styles from './agent-ui.module.css';
import { useTransferForm } from '../hooks/use-transfer-form.ts';

const isPasswordMissing = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'payment.password.required';

type Props = { downline: { username: string }; onClose: () => void; onDone: () => void };

/** Transfer to a downline account (transferDownline): amount and payment password, then what was sent. */
export function TransferDialog({ downline, onClose, onDone }: Props) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const form = useTransferForm(downline.username, onDone);
  const sent = form.send.data;
  return (
    <ModalDialog
      width={440}
      title={t('transfer.title', { username: downline.username })}
      onClose={onClose}
      testId="transfer-dialog"
    >
      {sent ? (
        <div className={styles.page}>
          <p className={styles.success} role="status">
            {t('transfer.done', { amount: money(sent.amount), username: sent.toUsername })}
          </p>
          <p className={styles.hint}>{t('transfer.balanceAfter', { balance: money(sent.balanceAfter) })}</p>
          <Button onClick={onClose}>{t('common.ok')}</Button>
        </div>
      ) : (
        <TransferForm form={form} onClose={onClose} />
      )}
    </ModalDialog>
  );
}

function TransferForm({ form, onClose }: { form: ReturnType<typeof useTransferForm>; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const { send } = form;
  return (
    <form
      className={styles.page}
      onSubmit={(event) => void form.submit(event)}
      noValidate
      aria-label={t('transfer.form')}
    >
      <p className={styles.hint}>{t('transfer.myBalance', { balance: money(form.balance) })}</p>
      <TransferFields
        idPrefix="transfer"
        labels={{
          amount: t('column.amount'),
          paymentPassword: t('transfer.paymentPassword'),
          remark: t('transfer.remark'),
        }}
        values={form.values}
        onChange={form.change}
        fieldClassName={styles.field}
      />
      <FormAlerts problem={form.problem} error={send.error} className={styles.error} />
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
  );
}
