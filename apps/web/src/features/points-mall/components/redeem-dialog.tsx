import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { pickLocalized } from '../../../lib/localized-text.ts';
import { useMemberInfo } from '../../../lib/member-info.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { PaymentPasswordStep } from './payment-password-step.tsx';
import { newRequestId } from '../utils/request-id.ts';
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
  const [quantity, setQuantity] = useState(1);
  const [delivery, setDelivery] = useState('');
  const [password, setPassword] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const total = item.pointsCost * quantity;
  const maxQuantity = Math.max(1, Math.min(10, item.stock ?? 10));
  const isGoods = item.kind === 'GOODS';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const deliveryInfo = isGoods ? delivery.trim() : undefined;
    const body = { itemId: item.id, quantity, paymentPassword: password, requestId, deliveryInfo };
    // A refused attempt is a new attempt next time.
    redeem.mutate(body, { onError: () => setRequestId(newRequestId()) });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label className={styles.field}>
        <span>{t('redeem.quantity')}</span>
        <input
          type="number"
          min={1}
          max={maxQuantity}
          value={quantity}
          data-testid="redeem-quantity"
          onChange={(event) =>
            setQuantity(Math.min(maxQuantity, Math.max(1, Math.floor(Number(event.target.value) || 1))))
          }
        />
      </label>
      {isGoods ? (
        <label className={styles.field}>
          <span>{t('redeem.delivery')}</span>
          <textarea
            value={delivery}
            maxLength={300}
            placeholder={t('redeem.deliveryHint')}
            onChange={(event) => setDelivery(event.target.value)}
            data-testid="redeem-delivery"
          />
        </label>
      ) : null}
      <label className={styles.field}>
        <span>{t('redeem.password')}</span>
        <input
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          data-testid="redeem-password"
        />
      </label>
      <p className={total > balance ? styles.error : styles.hint} data-testid="redeem-total">
        {t('redeem.total', { points: formatNumber(total, language), balance: formatNumber(balance, language) })}
      </p>
      {redeem.error ? (
        <p className={styles.error} role="alert">
          {describeError(redeem.error)}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={redeem.isPending || !password || total > balance || (isGoods && !delivery.trim())}
        data-testid="redeem-submit"
      >
        {t('redeem.submit', { points: formatNumber(total, language) })}
      </Button>
    </form>
  );
}
