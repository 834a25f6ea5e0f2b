import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { pickLocalized } from '../../../lib/localized-text.ts';
import { useMemberInfo } from '../../../lib/member-info.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { PaymentPasswordStep } from './payment-password-step.tsx';
import { useRedeemForm } from '../hooks/use-redeem-form.ts';
import { useRedeem } from '../api/redeem.ts';
import styles from '../points-mall.module.css';

export type MallItem = ValueOf<(typeof ENDPOINTS)['pointsRewardList']>['list'][number];

type Redemption = NonNullable<ReturnType<typeof useRedeem>['data']>;

/** Redeem one item: quantity, delivery details for goods, payment password; the answer shows the order. */
export function RedeemDialog({
  item,
  balance,
  currency,
  onClose,
}: {
  item: MallItem;
  balance: number;
  currency: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('points');
  const language = i18n.language;
  const member = useMemberInfo();
  const redeem = useRedeem();
  return (
    <ModalDialog width={500} title={t('redeem.title')} onClose={onClose} testId="mall-redeem-dialog">
      <div className={styles.summary}>
        <img src={item.imageUrl} alt="" className={styles.summaryImage} />
        <div>
          <p className={styles.summaryName}>{pickLocalized(item.names, language)}</p>
          <p className={styles.hint}>{pickLocalized(item.descriptions, language)}</p>
        </div>
      </div>
      {redeem.data ? (
        <RedeemDone result={redeem.data} currency={currency} onClose={onClose} />
      ) : member.data && !member.data.hasPaymentPassword ? (
        <PaymentPasswordStep />
      ) : (
        <RedeemForm item={item} balance={balance} redeem={redeem} />
      )}
    </ModalDialog>
  );
}

/** The order the server made: cash paid at once, goods waiting for delivery. */
function RedeemDone({ result, currency, onClose }: { result: Redemption; currency: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('points');
  const money = useMoney();
  const done = result.redemption;
  return (
    <div className={styles.done} role="status" data-testid="redeem-success">
      <p className={styles.doneTitle}>
        {done.status === 'APPROVED'
          ? t('redeem.doneCash', { amount: `${money(done.cashValue)} ${currency}` })
          : t('redeem.doneGoods')}
      </p>
      <p className={styles.hint}>
        {t('redeem.order', { orderNo: done.orderNo })} ·{' '}
        {t('redeem.left', { points: formatNumber(result.balance, i18n.language) })}
      </p>
      <Button onClick={onClose}>{t('redeem.close')}</Button>
    </div>
  );
}

type FormProps = { item: MallItem; balance: number; redeem: ReturnType<typeof useRedeem> };

function RedeemForm({ item, balance, redeem }: FormProps) {
  const { t, i18n } = useTranslation('points');
  const language = i18n.language;
  const describeError = useErrorMessage();
  const { form, submit, quantityInput, maxQuantity, isGoods, total, isFilled } = useRedeemForm(item, redeem);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('redeem.quantity')}
        type="number"
        min={1}
        max={maxQuantity}
        data-testid="redeem-quantity"
        {...quantityInput}
      />
      {isGoods ? (
        <label className={styles.field}>
          <span>{t('redeem.delivery')}</span>
          <textarea
            maxLength={300}
            placeholder={t('redeem.deliveryHint')}
            data-testid="redeem-delivery"
            {...form.register('deliveryInfo')}
          />
        </label>
      ) : null}
      <TextField
        label={t('redeem.password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        data-testid="redeem-password"
        {...form.register('paymentPassword')}
      />
      <p className={total > balance ? styles.error : styles.hint} data-testid="redeem-total">
        {t('redeem.total', { points: formatNumber(total, language), balance: formatNumber(balance, language) })}
      </p>
      {redeem.error ? (
        <p className={styles.error} role="alert">
          {describeError(redeem.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={redeem.isPending || !isFilled || total > balance} data-testid="redeem-submit">
        {t('redeem.submit', { points: formatNumber(total, language) })}
      </Button>
    </form>
  );
}
