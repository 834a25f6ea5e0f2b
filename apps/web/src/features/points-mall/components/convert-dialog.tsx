import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useMemberInfo } from '../../../lib/member-info.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useConvert } from '../api/convert.ts';
import { usePointsConfig } from '../api/points-config.ts';
import styles from '../points-mall.module.css';
import { convertCash } from '../utils/convert-cash.ts';
import { useConvertForm, type Rate } from '../hooks/use-convert-form.ts';
import { PaymentPasswordStep } from './payment-password-step.tsx';

/** Cash for points at the configured rate, in whole steps, with the payment password. */
export function ConvertDialog({ balance, onClose }: { balance: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('points');
  const language = i18n.language;
  const money = useMoney();
  const member = useMemberInfo();
  const config = usePointsConfig();
  const convert = useConvert();
  if (!config.data) return null;
  const { convert: rate, currency } = config.data;
  return (
    <ModalDialog width={500} title={t('convert.title')} onClose={onClose} testId="points-convert-dialog">
      <p className={styles.rate}>
        {t('convert.rate', { points: formatNumber(rate.points, language), cash: `${money(rate.cash)} ${currency}` })}
      </p>
      {convert.data ? (
        <div className={styles.done} role="status" data-testid="convert-success">
          <p className={styles.doneTitle}>
            {t('convert.done', {
              points: formatNumber(convert.data.points, language),
              cash: `${money(convert.data.cash)} ${currency}`,
            })}
          </p>
          <Button onClick={onClose}>{t('redeem.close')}</Button>
        </div>
      ) : member.data && !member.data.hasPaymentPassword ? (
        <PaymentPasswordStep />
      ) : (
        <ConvertForm rate={rate} currency={currency} balance={balance} convert={convert} />
      )}
    </ModalDialog>
  );
}

type FormProps = { rate: Rate; currency: string; balance: number; convert: ReturnType<typeof useConvert> };

function ConvertForm({ rate, currency, balance, convert }: FormProps) {
  const { t, i18n } = useTranslation('points');
  const language = i18n.language;
  const money = useMoney();
  const describeError = useErrorMessage();
  const { form, submit, amount, canSubmit } = useConvertForm(rate, balance, convert);
  const rule = t('convert.rule', {
    min: formatNumber(rate.minPoints, language),
    step: formatNumber(rate.points, language),
    balance: formatNumber(balance, language),
  });
  const { errors } = form.formState;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('convert.points')}
        type="number"
        min={rate.minPoints}
        step={rate.points}
        data-testid="convert-points"
        error={errors.points ? rule : undefined}
        {...form.register('points', { valueAsNumber: true })}
      />
      <span className={styles.hint}>{rule}</span>
      <TextField
        label={t('redeem.password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        data-testid="convert-password"
        {...form.register('paymentPassword')}
      />
      <p className={styles.cashLine}>
        {t('convert.youGet', { cash: `${money(convertCash(amount, rate))} ${currency}` })}
      </p>
      {convert.error ? (
        <p className={styles.error} role="alert">
          {describeError(convert.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={convert.isPending || !canSubmit} data-testid="convert-submit">
        {t('convert.submit')}
      </Button>
    </form>
  );
}
