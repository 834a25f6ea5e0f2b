import { paymentPasswordSet } from '@lucky/contracts/wallet/withdrawal-endpoints';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../../components/form/form-field.tsx';
import { useErrorMessage } from '../../../../lib/error-message.ts';
import { useSetPaymentPassword, type PaymentPasswordBody } from '../../api/set-payment-password.ts';
import { bodySchemaOf, useContractResolver } from '../../../../lib/contract-resolver.ts';
import styles from '../../pages/wallet-pages.module.css';

type Values = { newPaymentPassword: string; confirmPaymentPassword: string };

/** The shortest payment password the wallet accepts (the contract only asks for one character). */
const MIN_PAYMENT_PASSWORD = 6;

/** Sets the payment password (an encrypted endpoint: the client encrypts the body). */
export function PaymentPasswordForm() {
  const { t } = useTranslation('wallet');
  const describeError = useErrorMessage();
  const save = useSetPaymentPassword();
  const resolver = useContractResolver<Values, PaymentPasswordBody>(
    bodySchemaOf(paymentPasswordSet),
    (values) => values,
    {
      messages: { newPaymentPassword: t('password.tooShort'), confirmPaymentPassword: t('password.mismatch') },
      check: ({ newPaymentPassword, confirmPaymentPassword }) => ({
        newPaymentPassword: newPaymentPassword.length < MIN_PAYMENT_PASSWORD ? t('password.tooShort') : undefined,
        confirmPaymentPassword: newPaymentPassword !== confirmPaymentPassword ? t('password.mismatch') : undefined,
      }),
    },
  );
  const { register, handleSubmit, formState } = useForm<Values, unknown, PaymentPasswordBody>({
    resolver,
    defaultValues: { newPaymentPassword: '', confirmPaymentPassword: '' },
  });
  const { errors } = formState;
  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit((body) => save.mutate(body))}
      noValidate
      aria-label={t('withdraw.setPasswordTitle')}
    >
      <p className={styles.hint}>{t('password.intro')}</p>
      <TextField
        id="pay-pw-new"
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        maxLength={64}
        error={errors.newPaymentPassword?.message}
        {...register('newPaymentPassword')}
      />
      <TextField
        id="pay-pw-confirm"
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        maxLength={64}
        error={errors.confirmPaymentPassword?.message}
        {...register('confirmPaymentPassword')}
      />
      <FormError message={save.error ? describeError(save.error) : null} />
      <Button type="submit" disabled={save.isPending}>
        {t('password.save')}
      </Button>
    </form>
  );
}
