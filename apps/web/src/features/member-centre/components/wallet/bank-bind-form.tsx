import { bankAccountBind } from '@lucky/contracts/wallet/withdrawal-endpoints';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../../components/form/form-field.tsx';
import { useErrorMessage } from '../../../../lib/error-message.ts';
import { useBindBankAccount, type BankBindBody } from '../../api/bind-bank-account.ts';
import { bodySchemaOf, useContractResolver } from '../../../../lib/contract-resolver.ts';
import styles from '../../pages/wallet-pages.module.css';

type Values = { bankName: string; accountNumber: string; accountName: string; paymentPassword: string };

type Props = {
  banks: readonly string[];
  /** The registered payee name; null until the first binding sets it. */
  payeeName: string | null;
  onDone: () => void;
};

/** Binds a bank account in the registered payee name. */
export function BankBindForm({ banks, payeeName, onDone }: Props) {
  const { t } = useTranslation('wallet');
  const describeError = useErrorMessage();
  const bind = useBindBankAccount();
  const toBody = (values: Values) => ({
    bankName: values.bankName,
    accountNumber: values.accountNumber.trim(),
    // The payee name is fixed once registered: only the first binding sends one.
    accountName: payeeName ? undefined : values.accountName.trim(),
    paymentPassword: values.paymentPassword,
  });
  const resolver = useContractResolver<Values, BankBindBody>(bodySchemaOf(bankAccountBind), toBody, {
    messages: {
      bankName: t('bank.bankRequired'),
      accountNumber: t('bank.numberInvalid'),
      accountName: t('bank.nameRequired'),
      paymentPassword: t('withdraw.passwordRequired'),
    },
  });
  const { register, handleSubmit, formState } = useForm<Values, unknown, BankBindBody>({
    resolver,
    defaultValues: { bankName: banks[0] ?? '', accountNumber: '', accountName: payeeName ?? '', paymentPassword: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit((body) => bind.mutate(body, { onSuccess: onDone }));
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('withdraw.bindTitle')}>
      <div className={styles.field}>
        <label htmlFor="bank-name">{t('bank.bank')}</label>
        <select id="bank-name" aria-invalid={errors.bankName ? true : undefined} {...register('bankName')}>
          {banks.map((bank) => (
            <option key={bank} value={bank}>
              {bank}
            </option>
          ))}
        </select>
        {errors.bankName ? (
          <p className={styles.error} role="alert">
            {errors.bankName.message}
          </p>
        ) : null}
      </div>
      <TextField
        id="bank-number"
        label={t('bank.number')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={34}
        error={errors.accountNumber?.message}
        {...register('accountNumber')}
      />
      <TextField
        id="bank-holder"
        label={t('bank.holder')}
        readOnly={!!payeeName}
        maxLength={100}
        error={errors.accountName?.message}
        {...register('accountName')}
      />
      <span className={styles.hint}>{payeeName ? t('bank.holderFixed') : t('bank.holderFirst')}</span>
      <TextField
        id="bank-pay-pw"
        label={t('withdraw.paymentPassword')}
        type="password"
        autoComplete="off"
        maxLength={64}
        error={errors.paymentPassword?.message}
        {...register('paymentPassword')}
      />
      <FormError message={bind.error ? describeError(bind.error) : null} />
      <Button type="submit" disabled={bind.isPending}>
        {t('bank.bind')}
      </Button>
    </form>
  );
}
