import { depositCreate } from '@lucky/contracts/wallet/deposit-endpoints';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { FormError, TextField } from '../../../../components/form/form-field.tsx';
import { ErrorBlock, LoadingBlock } from '../../../../components/ui/query-state.tsx';
import { useErrorMessage } from '../../../../lib/error-message.ts';
import { useMoney } from '../../../../lib/use-money.ts';
import { useCreateDeposit, type DepositBody } from '../../api/create-deposit.ts';
import { useDepositMethods } from '../../api/deposit-methods.ts';
import { bodySchemaOf, useContractResolver } from '../../../../lib/contract-resolver.ts';
import { checkAmount, newRequestId } from '../../utils/amount.ts';
import { DepositMethodPicker, OperatorBankAccount, type DepositMethod } from './deposit-method-picker.tsx';
import styles from '../../pages/wallet-pages.module.css';

type Values = { amount: string; reference: string };

/** Opens a gateway's hosted payment page; the gateway sends the member back to `/?page=depositv2&orderNo=…`. */
export function openPaymentPage(url: string): void {
  window.location.assign(url);
}

const toDepositBody = (method: DepositMethod, values: Values) => ({
  methodCode: method.code,
  amount: values.amount.trim(),
  // Only a manual bank transfer has a reference the operator matches the money by.
  reference: method.channel === 'MANUAL_BANK' ? values.reference.trim() : undefined,
});

/** The deposit form's rules: the contract's body, then the chosen method's limits and its reference. */
function useDepositResolver(method: DepositMethod, currencySymbol: string, requestId: string) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const limits = { min: money(method.minAmount, currencySymbol), max: money(method.maxAmount, currencySymbol) };
  return useContractResolver<Values, DepositBody>(
    bodySchemaOf(depositCreate),
    (values) => ({ ...toDepositBody(method, values), requestId }),
    {
      messages: { amount: t('amount.invalid', limits), reference: t('deposit.referenceRequired') },
      check: ({ amount, reference }) => {
        const check = checkAmount(amount, method.minAmount, method.maxAmount);
        return {
          amount: check === 'ok' ? undefined : t(`amount.${check}`, limits),
          reference: method.channel === 'MANUAL_BANK' && !reference.trim() ? t('deposit.referenceRequired') : undefined,
        };
      },
    },
  );
}

/** Deposit: the methods open to the member, then the form of the chosen one. */
export function DepositForm() {
  const { t } = useTranslation('wallet');
  const methods = useDepositMethods();
  if (methods.isPending) return <LoadingBlock />;
  if (methods.error || !methods.data)
    return <ErrorBlock error={methods.error} onRetry={() => void methods.refetch()} />;
  if (methods.data.methods.length === 0) return <EmptyState title={t('deposit.noMethods')} />;
  return <DepositOrderForm methods={methods.data.methods} currencySymbol={methods.data.currencySymbol} />;
}

type OrderFormProps = { methods: readonly DepositMethod[]; currencySymbol: string };

function DepositOrderForm({ methods, currencySymbol }: OrderFormProps) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const describeError = useErrorMessage();
  const create = useCreateDeposit();
  const [requestId, setRequestId] = useState(newRequestId);
  const [code, setCode] = useState(methods[0]!.code);
  const method = methods.find((item) => item.code === code) ?? methods[0]!;
  const resolver = useDepositResolver(method, currencySymbol, requestId);
  const { register, handleSubmit, formState, clearErrors, reset } = useForm<Values, unknown, DepositBody>({
    resolver,
    defaultValues: { amount: '', reference: '' },
  });
  const { errors } = formState;
  const choose = (next: string) => {
    setCode(next);
    clearErrors();
    create.reset();
  };
  const submit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (order) => {
        setRequestId(newRequestId());
        if (order.paymentUrl) openPaymentPage(order.paymentUrl);
        else reset();
      },
    }),
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('deposit.newTitle')}>
      <DepositMethodPicker methods={methods} chosen={method} currencySymbol={currencySymbol} onChoose={choose} />
      {method.bankAccount ? <OperatorBankAccount account={method.bankAccount} /> : null}
      <TextField
        id="deposit-amount"
        label={t('deposit.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('deposit.limits', { min: money(method.minAmount), max: money(method.maxAmount) })}
        error={errors.amount?.message}
        {...register('amount')}
      />
      {method.channel === 'MANUAL_BANK' ? (
        <>
          <TextField
            id="deposit-reference"
            label={t('deposit.reference')}
            maxLength={64}
            error={errors.reference?.message}
            {...register('reference')}
          />
          <span className={styles.hint}>{t('deposit.referenceHint')}</span>
        </>
      ) : (
        <p className={styles.hint}>{t('deposit.gatewayHint')}</p>
      )}
      <FormError message={create.error ? describeError(create.error) : null} />
      {create.data && !create.data.paymentUrl ? (
        <p className={styles.success} role="status">
          {t('deposit.submitted', { orderNo: create.data.orderNo })}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {method.channel === 'GATEWAY' ? t('deposit.payNow') : t('deposit.submit')}
      </Button>
    </form>
  );
}
