import { transferUpline } from '@lucky/contracts/wallet/transfer-endpoints';
import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { FormAlerts } from '../../../../components/form/form-alerts.tsx';
import { EMPTY_TRANSFER, TransferFields, type TransferValues } from '../../../../components/form/transfer-fields.tsx';
import { useMoney } from '../../../../lib/use-money.ts';
import { useTransferUpline, type UplineTransferBody } from '../../api/transfer-upline.ts';
import { bodySchemaOf, useContractResolver } from '../../../../lib/contract-resolver.ts';
import { checkAmount, newRequestId, toMinor } from '../../utils/amount.ts';
import styles from '../../pages/wallet-pages.module.css';

export type UplineInfo = ValueOf<(typeof ENDPOINTS)['transferUplineInfo']>;

const toTransferBody = (values: TransferValues) => ({
  amount: values.amount.trim(),
  paymentPassword: values.paymentPassword,
  remark: values.remark.trim() || undefined,
});

/** The transfer's rules: the contract's body, then the limits and what the member has available. */
function useUplineResolver(info: UplineInfo, requestId: string) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const limits = { min: money(info.minAmount), max: money(info.maxAmount) };
  return useContractResolver<TransferValues, UplineTransferBody>(
    bodySchemaOf(transferUpline),
    (values) => ({ ...toTransferBody(values), requestId }),
    {
      messages: { amount: t('amount.invalid', limits), paymentPassword: t('withdraw.passwordRequired') },
      check: ({ amount }) => {
        const check = checkAmount(amount, info.minAmount, info.maxAmount);
        if (check !== 'ok') return { amount: t(`amount.${check}`, limits) };
        if ((toMinor(amount) ?? 0n) > (toMinor(info.available) ?? 0n))
          return { amount: t('amount.aboveBalance', { balance: money(info.available) }) };
        return {};
      },
    },
  );
}

/**
 * Amount, payment password and remark to the upline. The fields are the shared TransferFields (the agent's
 * downline transfer has the same), so their values go through the form's setValue, and the first problem
 * shows as the form's one alert, as it does there.
 */
export function UplineTransferForm({ info }: { info: UplineInfo }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const send = useTransferUpline();
  const [requestId, setRequestId] = useState(newRequestId);
  const { handleSubmit, formState, control, setValue, reset } = useForm<TransferValues, unknown, UplineTransferBody>({
    resolver: useUplineResolver(info, requestId),
    defaultValues: EMPTY_TRANSFER,
  });
  const { errors } = formState;
  const [amount, paymentPassword, remark] = useWatch({ control, name: ['amount', 'paymentPassword', 'remark'] });
  const problem = errors.amount?.message ?? errors.paymentPassword?.message ?? errors.remark?.message ?? null;
  const onChange = (patch: Partial<TransferValues>) => {
    for (const [name, value] of Object.entries(patch) as [keyof TransferValues, string][]) setValue(name, value);
  };
  const submit = handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: () => {
        setRequestId(newRequestId());
        reset(EMPTY_TRANSFER);
      },
    }),
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('upline.title')}>
      <TransferFields
        idPrefix="upline"
        labels={{
          amount: t('upline.amount'),
          paymentPassword: t('withdraw.paymentPassword'),
          remark: t('upline.remark'),
        }}
        values={{ amount, paymentPassword, remark }}
        onChange={onChange}
        fieldClassName={styles.field}
      />
      <FormAlerts problem={problem} error={send.error} className={styles.error} />
      {send.data ? (
        <p className={styles.success} role="status">
          {t('upline.done', { amount: money(send.data.amount), to: send.data.toUsername })}
        </p>
      ) : null}
      <Button type="submit" disabled={send.isPending}>
        {t('upline.submit')}
      </Button>
    </form>
  );
}
