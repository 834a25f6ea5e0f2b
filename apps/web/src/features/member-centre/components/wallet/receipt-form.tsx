import { withdrawalConfirmReceipt } from '@lucky/contracts/wallet/withdrawal-endpoints';
import { useState } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { FormAlerts } from '../../../../components/form/form-alerts.tsx';
import { TextField } from '../../../../components/form/form-field.tsx';
import { checkProofs, MAX_PROOFS } from '../../../../lib/proof-files.ts';
import { useMoney } from '../../../../lib/use-money.ts';
import { useProofFiles } from '../../../../lib/use-proof-files.ts';
import { useConfirmReceipt, type ReceiptBody } from '../../api/confirm-receipt.ts';
import type { Withdrawal } from '../../api/withdrawals.ts';
import { bodySchemaOf, useContractResolver } from '../../../../lib/contract-resolver.ts';
import { toMinor } from '../../utils/amount.ts';
import styles from '../../pages/wallet-pages.module.css';

type ReceiptType = ReceiptBody['type'];
const TYPES: ReceiptType[] = ['FULL', 'PARTIAL', 'NONE'];

type Values = { type: ReceiptType; receivedAmount: string; remainingAmount: string; note: string };

const toReceiptBody = (orderNo: string, values: Values): ReceiptBody => {
  const isPartial = values.type === 'PARTIAL';
  return {
    orderNo,
    type: values.type,
    note: values.note.trim() || undefined,
    receivedAmount: isPartial ? values.receivedAmount.trim() : undefined,
    remainingAmount: isPartial ? values.remainingAmount.trim() : undefined,
  };
};

/** The receipt's rules: the contract's body, then a partial receipt's two amounts adding up to the order. */
function useReceiptResolver(order: Withdrawal) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  return useContractResolver<Values, ReceiptBody>(
    bodySchemaOf(withdrawalConfirmReceipt),
    (values) => toReceiptBody(order.orderNo, values),
    {
      messages: { receivedAmount: t('receipt.partialAmounts'), remainingAmount: t('receipt.partialAmounts') },
      check: ({ type, receivedAmount, remainingAmount }) => {
        if (type !== 'PARTIAL') return {};
        const got = toMinor(receivedAmount);
        const left = toMinor(remainingAmount);
        if (got === null || left === null || got <= 0n || left <= 0n)
          return { receivedAmount: t('receipt.partialAmounts') };
        if (got + left !== (toMinor(order.amount) ?? 0n))
          return { remainingAmount: t('receipt.partialSum', { amount: money(order.amount) }) };
        return {};
      },
    },
  );
}

/** A partial receipt's two amounts: what arrived and what is still owed. */
function PartialAmounts({
  register,
  errors,
}: {
  register: UseFormRegister<Values>;
  errors: Partial<Record<keyof Values, string>>;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className={styles.row}>
      <TextField
        id="receipt-received"
        label={t('receipt.received')}
        inputMode="decimal"
        error={errors.receivedAmount}
        {...register('receivedAmount')}
      />
      <TextField
        id="receipt-remaining"
        label={t('receipt.remaining')}
        inputMode="decimal"
        error={errors.remainingAmount}
        {...register('remainingAmount')}
      />
    </div>
  );
}

type Props = { order: Withdrawal; autoReceiptMinutes: number; onDone: () => void };

/** Confirms a paid withdrawal: full, partial (received + remaining) or not received, with up to 3 proof images. */
export function ReceiptForm({ order, autoReceiptMinutes, onDone }: Props) {
  const { t } = useTranslation('wallet');
  const { t: te } = useTranslation('errors');
  const money = useMoney();
  const confirm = useConfirmReceipt();
  const [problem, setProblem] = useState<string | null>(null);
  const { files, pickFiles } = useProofFiles(setProblem);
  const { register, handleSubmit, formState, control } = useForm<Values, unknown, ReceiptBody>({
    resolver: useReceiptResolver(order),
    defaultValues: { type: 'FULL', receivedAmount: '', remainingAmount: '', note: '' },
  });
  const { errors } = formState;
  const type = useWatch({ control, name: 'type' });
  const submit = handleSubmit((body) => {
    const code = checkProofs(files);
    if (code) {
      setProblem(te(`error.${code}`));
      return;
    }
    setProblem(null);
    confirm.mutate({ body, files }, { onSuccess: onDone });
  });
  const title = t('receipt.title', { orderNo: order.orderNo });
  return (
    <form
      className={`${styles.form} ${styles.receipt}`}
      onSubmit={submit}
      noValidate
      aria-label={title}
      data-testid="receipt-form"
    >
      <h4 className={styles.cardTitle}>{title}</h4>
      <p className={styles.hint}>{t('receipt.intro', { amount: money(order.amount), minutes: autoReceiptMinutes })}</p>
      <p className={styles.warning}>{t('receipt.forcedWarning')}</p>
      <div className={styles.radios} role="radiogroup" aria-label={t('receipt.choose')}>
        {TYPES.map((item) => (
          <label key={item}>
            <input type="radio" value={item} {...register('type')} /> {t(`receipt.type.${item}`)}
          </label>
        ))}
      </div>
      {type === 'PARTIAL' ? (
        <PartialAmounts
          register={register}
          errors={{ receivedAmount: errors.receivedAmount?.message, remainingAmount: errors.remainingAmount?.message }}
        />
      ) : null}
      <div className={styles.field}>
        <label htmlFor="receipt-proofs">{t('receipt.proofs', { max: MAX_PROOFS })}</label>
        <input id="receipt-proofs" type="file" accept="image/png,image/jpeg" multiple onChange={pickFiles} />
        <span className={styles.hint}>
          {files.length > 0 ? files.map((file) => file.name).join(', ') : t('receipt.proofsHint')}
        </span>
      </div>
      <TextField
        id="receipt-note"
        label={t('receipt.note')}
        maxLength={140}
        error={errors.note?.message}
        {...register('note')}
      />
      <FormAlerts problem={problem} error={confirm.error} className={styles.error} />
      <div className={styles.row}>
        <Button type="submit" disabled={confirm.isPending}>
          {t('receipt.submit')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
