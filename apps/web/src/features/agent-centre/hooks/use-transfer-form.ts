import { zodResolver } from '@hookform/resolvers/zod';
import { transferDownline } from '@lucky/contracts/wallet/transfer-endpoints';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMPTY_TRANSFER, type TransferValues } from '../../../components/form/transfer-fields.tsx';
import { useWalletBalance } from '../../../lib/data/use-member-data.ts';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { useTransferDownline } from '../api/transfer-downline.ts';
import { checkTransfer } from '../utils/transfer-check.ts';

const transferBody = transferDownline.body;
if (!transferBody) throw new Error('the transferDownline contract has no body schema');
/** The contract's rules for what the agent types (the request id and the downline come from the dialog). */
const typedSchema = transferBody.pick({ amount: true, paymentPassword: true, remark: true });

const newRequestId = (): string => `a${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/**
 * The transfer form: amount, payment password and remark checked first against the currency scale and the balance
 * (one message, as the dialog always said it), then by the contract's schema; one request id per dialog, so a double
 * click or a retried request moves the money once.
 */
export function useTransferForm(toUsername: string, onDone: () => void) {
  const { t } = useTranslation('agent');
  const { t: tError } = useTranslation('errors');
  const money = useMoney();
  const { scale } = useSiteStatus().currency;
  const balance = useWalletBalance(true).data?.sumBalance;
  const [requestId] = useState(newRequestId);
  const send = useTransferDownline();
  const contractResolver = zodResolver(typedSchema, {
    error: () => tError('error.request.invalid'),
  }) as unknown as Resolver<TransferValues>;
  const resolver: Resolver<TransferValues> = (values, context, options) => {
    const issue = checkTransfer({ ...values, scale, balance });
    if (!issue) return contractResolver(values, context, options);
    const field = issue === 'transfer.passwordRequired' ? 'paymentPassword' : 'amount';
    return { values: {}, errors: { [field]: { type: 'check', message: t(issue, { balance: money(balance) }) } } };
  };
  const form = useForm<TransferValues>({ defaultValues: EMPTY_TRANSFER, resolver, reValidateMode: 'onSubmit' });
  const values = useWatch({ control: form.control }) as TransferValues;
  const submit = form.handleSubmit((typed) =>
    send.mutate(
      {
        requestId,
        toUsername,
        amount: typed.amount.trim(),
        paymentPassword: typed.paymentPassword,
        remark: typed.remark.trim() || undefined,
      },
      { onSuccess: onDone },
    ),
  );
  const change = (patch: Partial<TransferValues>) => {
    for (const [key, value] of Object.entries(patch)) form.setValue(key as keyof TransferValues, value);
  };
  const { errors } = form.formState;
  const problem = errors.amount?.message ?? errors.paymentPassword?.message ?? errors.remark?.message ?? null;
  return { values, change, submit, problem, send, balance };
}
