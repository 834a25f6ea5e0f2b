import { withdrawalCreate } from '@lucky/contracts/wallet/withdrawal-endpoints';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../../components/form/form-field.tsx';
import { useErrorMessage } from '../../../../lib/error-message.ts';
import { useMoney } from '../../../../lib/use-money.ts';
import { useCreateWithdrawal, type WithdrawalBody } from '../../api/create-withdrawal.ts';
import type { WithdrawalSettings } from '../../api/withdrawal-settings.ts';
import { bodySchemaOf, useContractResolver } from '../../../../lib/contract-resolver.ts';
import { checkAmount, newRequestId, toMinor } from '../../utils/amount.ts';
import styles from '../../pages/wallet-pages.module.css';

type Values = { bankAccountId: string; amount: string; paymentPassword: string };

/** The withdrawal rules the contract cannot know: the limits per request and the withdrawable balance. */
function useWithdrawResolver(settings: WithdrawalSettings, requestId: string) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const symbol = settings.currencySymbol;
  const limits = { min: money(settings.minAmount, symbol), max: money(settings.maxAmount, symbol) };
  return useContractResolver<Values, WithdrawalBody>(
    bodySchemaOf(withdrawalCreate),
    (values) => ({ ...toWithdrawalBody(values), requestId }),
    {
      messages: { amount: t('amount.invalid', limits), paymentPassword: t('withdraw.passwordRequired') },
      check: ({ amount }) => {
        const check = checkAmount(amount, settings.minAmount, settings.maxAmount);
        if (check !== 'ok') return { amount: t(`amount.${check}`, limits) };
        if ((toMinor(amount) ?? 0n) > (toMinor(settings.withdrawable) ?? 0n))
          return { amount: t('amount.aboveBalance', { balance: money(settings.withdrawable, symbol) }) };
        return {};
      },
    },
  );
}

const toWithdrawalBody = (values: Values) => ({
  amount: values.amount.trim(),
  bankAccountId: Number(values.bankAccountId),
  paymentPassword: values.paymentPassword,
});

/** The withdrawal request: account, amount within the limits and the payment password. */
export function WithdrawForm({ settings }: { settings: WithdrawalSettings }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const describeError = useErrorMessage();
  const request = useCreateWithdrawal();
  const [requestId, setRequestId] = useState(newRequestId);
  const resolver = useWithdrawResolver(settings, requestId);
  const { register, handleSubmit, formState, resetField } = useForm<Values, unknown, WithdrawalBody>({
    resolver,
    defaultValues: { bankAccountId: String(settings.bankAccounts[0]?.id ?? 0), amount: '', paymentPassword: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit((body) =>
    request.mutate(body, {
      onSuccess: () => {
        setRequestId(newRequestId());
        resetField('amount');
        resetField('paymentPassword');
      },
    }),
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('withdraw.newTitle')}>
      <div className={styles.field}>
        <label htmlFor="withdraw-account">{t('withdraw.account')}</label>
        <select id="withdraw-account" {...register('bankAccountId')}>
          {settings.bankAccounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.bankName} · {account.accountNumber} · {account.accountName}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id="withdraw-amount"
        label={t('withdraw.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('deposit.limits', { min: money(settings.minAmount), max: money(settings.maxAmount) })}
        error={errors.amount?.message}
        {...register('amount')}
      />
      <TextField
        id="withdraw-pay-pw"
        label={t('withdraw.paymentPassword')}
        type="password"
        autoComplete="off"
        maxLength={64}
        error={errors.paymentPassword?.message}
        {...register('paymentPassword')}
      />
      <p className={styles.hint}>{t('withdraw.holdHint')}</p>
      <FormError message={request.error ? describeError(request.error) : null} />
      {request.data ? (
        <p className={styles.success} role="status">
          {t('withdraw.submitted', { orderNo: request.data.orderNo })}
        </p>
      ) : null}
      <Button type="submit" disabled={request.isPending}>
        {t('withdraw.submit')}
      </Button>
    </form>
  );
}
