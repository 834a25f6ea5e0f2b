import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useCashOut } from '../api/sportsbook-mutations.ts';
import { useCashOutQuote } from '../api/sportsbook-queries.ts';
import { CashedOutContext } from './cash-out-notice.tsx';
import styles from './bets.module.css';

/**
 * Cash-out of one open bet: the offer is asked for when the member opens it and refreshed while shown; confirming
 * sends the value seen. When it fell meanwhile the server answers the new value (`sports.cashout.changed`), which the
 * member may accept.
 */
export function CashOut({ betId }: { betId: number }) {
  const { t } = useTranslation('sportsbook');
  const money = useMoney();
  const describe = useErrorMessage();
  const [isOpen, setOpen] = useState(false);
  const [newValue, setNewValue] = useState<string | null>(null);
  const quote = useCashOutQuote(betId, isOpen);
  const cashOut = useCashOut();
  const tellCashedOut = useContext(CashedOutContext);
  if (!isOpen)
    return (
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('bets.cashOut')}
      </Button>
    );
  const confirm = (value: string, acceptLower: boolean) => {
    setNewValue(null);
    cashOut.mutate(
      { betId, value, acceptLower },
      {
        onSuccess: (done) => tellCashedOut?.({ betId, paid: done.paid }),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'sports.cashout.changed') {
            const changed = (error.value as { value?: string | null } | null)?.value ?? null;
            setNewValue(changed);
          }
        },
      },
    );
  };
  if (cashOut.isSuccess)
    return (
      <p className={styles.cashOutDone} role="status">
        {t('bets.cashedOut', { amount: money(cashOut.data.paid) })}
      </p>
    );
  const offer = quote.data;
  return (
    <div className={styles.cashOut} role="group" aria-label={t('bets.cashOut')}>
      {quote.isPending ? <span>{t('bets.cashOutAsking')}</span> : null}
      {quote.isError ? <span role="alert">{describe(quote.error)}</span> : null}
      {offer && offer.value === null ? (
        <span>
          {t(`errors:error.${offer.reason ?? 'sports.cashout.unavailable'}`, { defaultValue: t('bets.cashOutNone') })}
        </span>
      ) : null}
      {newValue ? (
        <>
          <span role="alert">{t('bets.cashOutChanged', { amount: money(newValue) })}</span>
          <Button size="sm" disabled={cashOut.isPending} onClick={() => confirm(newValue, true)}>
            {t('bets.cashOutAccept')}
          </Button>
        </>
      ) : offer?.value ? (
        <Button size="sm" disabled={cashOut.isPending} onClick={() => confirm(offer.value!, false)}>
          {t('bets.cashOutFor', { amount: money(offer.value) })}
        </Button>
      ) : null}
      {cashOut.isError && !newValue ? <span role="alert">{describe(cashOut.error)}</span> : null}
      <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
        {t('slip.cancel')}
      </Button>
    </div>
  );
}
