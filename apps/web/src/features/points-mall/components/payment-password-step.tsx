import { zodResolver } from '@hookform/resolvers/zod';
import { paymentPasswordSet } from '@lucky/contracts/wallet/withdrawal-endpoints';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlerts } from '../../../components/form/form-alerts.tsx';
import { TextField } from '../../../components/form/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useSetPaymentPassword } from '../api/set-payment-password.ts';
import { contractBody } from '../utils/contract-body.ts';
import styles from '../points-mall.module.css';

type Values = { newPaymentPassword: string; confirmPaymentPassword: string };

/** The contract's rules for a first payment password, and the two typings equal. */
const schema = contractBody(paymentPasswordSet)
  .pick({ newPaymentPassword: true, confirmPaymentPassword: true })
  .refine((values) => values.newPaymentPassword === values.confirmPaymentPassword, {
    path: ['confirmPaymentPassword'],
  });

/** Shown instead of the redeem form while the member has no payment password: set one here and go on. */
export function PaymentPasswordStep() {
  const { t } = useTranslation('points');
  const { t: tField } = useTranslation('validation');
  const save = useSetPaymentPassword();
  const { register, handleSubmit, control, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { newPaymentPassword: '', confirmPaymentPassword: '' },
  });
  const password = useWatch({ control, name: 'newPaymentPassword' });
  const submit = handleSubmit((values) => save.mutate(values));
  const { errors } = formState;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="mall-set-password">
      <p className={styles.hint}>{t('password.needed')}</p>
      <TextField
        label={t('password.new')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        data-testid="mall-new-password"
        error={
          errors.newPaymentPassword ? `${tField('field.paymentPassword')} ${tField('validation.notEmpty')}` : undefined
        }
        {...register('newPaymentPassword')}
      />
      <TextField
        label={t('password.confirm')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        data-testid="mall-confirm-password"
        error={errors.confirmPaymentPassword ? t('password.mismatch') : undefined}
        {...register('confirmPaymentPassword')}
      />
      <FormAlerts problem={null} error={save.error} className={styles.error} />
      <Button type="submit" disabled={save.isPending || !password} data-testid="mall-save-password">
        {t('password.save')}
      </Button>
    </form>
  );
}
