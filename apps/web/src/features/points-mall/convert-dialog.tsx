import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { useMemberInfo } from '../../lib/member-info.ts';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { PaymentPasswordStep } from './payment-password-step.tsx';
import { newRequestId, useConvert, usePointsConfig } from './points-api.ts';
import styles from './points-mall.module.css';

/** Cash for points at the configured rate, in whole steps, with the payment password. */
export function ConvertDialog({ balance, onClose }: { balance: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('points');
  const language = i18n.language;
  const describeError = useErrorMessage();
  const member = useMemberInfo();
  const config = usePointsConfig();
  const convert = useConvert();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  if (!config.data) return null;
  const rate = config.data.convert;
  const amount = Number(points) || 0;
  const steps = Math.floor(amount / rate.points);
  const [whole, fraction = ''] = rate.cash.split('.');
  // The rate's own decimals set the scale, so no float ever touches the amount.
  const unit = 10n ** BigInt(fraction.length);
  const cashMinor = BigInt(steps) * BigInt(`${whole}${fraction}`);
  const cash = fraction
    ? `${cashMinor / unit}.${String(cashMinor % unit).padStart(fraction.length, '0')}`
    : String(cashMinor);
  const isValid = amount >= rate.minPoints && amount % rate.points === 0 && amount <= balance;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    convert.mutate(
      { points: amount, paymentPassword: password, requestId },
      { onError: () => setRequestId(newRequestId()) },
    );
  };
  return (
    <ModalDialog width={500} title={t('convert.title')} onClose={onClose} testId="points-convert-dialog">
      <p className={styles.rate}>
        {t('convert.rate', {
          points: formatNumber(rate.points, language),
          cash: `${formatMoney(rate.cash, { language })} ${config.data.currency}`,
        })}
      </p>
      {convert.data ? (
        <div className={styles.done} role="status" data-testid="convert-success">
          <p className={styles.doneTitle}>
            {t('convert.done', {
              points: formatNumber(convert.data.points, language),
              cash: `${formatMoney(convert.data.cash, { language })} ${config.data.currency}`,
            })}
          </p>
          <Button onClick={onClose}>{t('redeem.close')}</Button>
        </div>
      ) : member.data && !member.data.hasPaymentPassword ? (
        <PaymentPasswordStep />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <label className={styles.field}>
            <span>{t('convert.points')}</span>
            <input
              type="number"
              min={rate.minPoints}
              step={rate.points}
              value={points}
              onChange={(event) => setPoints(event.target.value)}
              data-testid="convert-points"
            />
            <span className={styles.hint}>
              {t('convert.rule', {
                min: formatNumber(rate.minPoints, language),
                step: formatNumber(rate.points, language),
                balance: formatNumber(balance, language),
              })}
            </span>
          </label>
          <label className={styles.field}>
            <span>{t('redeem.password')}</span>
            <input
              type="password"
              inputMode="numeric"
              autoComplete="off"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              data-testid="convert-password"
            />
          </label>
          <p className={styles.cashLine}>
            {t('convert.youGet', { cash: `${formatMoney(cash, { language })} ${config.data.currency}` })}
          </p>
          {convert.error ? (
            <p className={styles.error} role="alert">
              {describeError(convert.error)}
            </p>
          ) : null}
          <Button type="submit" disabled={convert.isPending || !isValid || !password} data-testid="convert-submit">
            {t('convert.submit')}
          </Button>
        </form>
      )}
    </ModalDialog>
  );
}
