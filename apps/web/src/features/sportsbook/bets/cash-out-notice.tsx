import { createContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import styles from './bets.module.css';

export type CashedOut = { betId: number; paid: string };

/**
 * Where a cash-out reports that it went through. The bet's card leaves the open bets as soon as the list is
 * refetched (it is cashed out now), taking its own message with it; my bets keeps the notice above the list instead,
 * until the member closes it.
 */
export const CashedOutContext = createContext<((done: CashedOut) => void) | null>(null);

export function CashOutNotice({ done, onClose }: { done: CashedOut; onClose: () => void }) {
  const { t } = useTranslation('sportsbook');
  const money = useMoney();
  return (
    <div className={styles.cashOutNotice} role="status" data-testid="cash-out-notice">
      <span>
        {t('bets.betNo', { id: done.betId })} · {t('bets.cashedOut', { amount: money(done.paid) })}
      </span>
      <Button size="sm" variant="ghost" onClick={onClose}>
        {t('slip.ok')}
      </Button>
    </div>
  );
}
