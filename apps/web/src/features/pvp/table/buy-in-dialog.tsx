import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useWalletBalance } from '../../../lib/data/use-member-data.ts';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { AmountField } from '../actions/amount-field.tsx';
import { fromMinorUnits, toMinorUnits } from '../utils/minor-units.ts';
import styles from './table-page.module.css';

type BuyInDialogProps = {
  mode: 'sit' | 'topUp';
  /** The seat being taken (sit only), counted from 1 in the title. */
  seatNo: number | null;
  minBuyIn: string;
  maxBuyIn: string;
  /** Chips already in front (top up: the table's maximum counts them). */
  chips: string;
  /** The big blind or the unit stake: the step of − and +. */
  step: string;
  onConfirm: (amount: string) => void;
  onClose: () => void;
};

/** The range this player may bring now: the table's, less what is already in front, and no more than the wallet. */
export function buyInBounds({
  mode,
  minBuyIn,
  maxBuyIn,
  chips,
  balance,
  scale,
}: {
  mode: 'sit' | 'topUp';
  minBuyIn: string;
  maxBuyIn: string;
  chips: string;
  balance: string | null;
  scale: number;
}): { min: bigint; max: bigint; isShort: boolean } {
  const tableMax = (toMinorUnits(maxBuyIn, scale) ?? 0n) - (mode === 'topUp' ? (toMinorUnits(chips, scale) ?? 0n) : 0n);
  const min = mode === 'sit' ? (toMinorUnits(minBuyIn, scale) ?? 0n) : 1n;
  const wallet = balance === null ? tableMax : (toMinorUnits(balance, scale) ?? 0n);
  const max = wallet < tableMax ? wallet : tableMax;
  return { min, max, isShort: max < min };
}

/** Buy in to take a seat, or top up between hands: the table's range, the wallet's balance, a slider and presets. */
export function BuyInDialog({ mode, seatNo, minBuyIn, maxBuyIn, chips, step, onConfirm, onClose }: BuyInDialogProps) {
  const { t } = useTranslation('pvp');
  const money = useMoney();
  const { scale } = useSiteStatus().currency;
  const balance = useWalletBalance(true);
  const sumBalance = balance.data?.sumBalance ?? null;
  const { min, max, isShort } = buyInBounds({ mode, minBuyIn, maxBuyIn, chips, balance: sumBalance, scale });
  const [amount, setAmount] = useState<bigint | null>(null);
  const chosen = amount ?? max;
  // The wallet's maximum may fall below a chosen amount while the dialog is open (another tab spent it).
  const value = chosen < min ? min : chosen > max ? max : chosen;
  const shown = money(fromMinorUnits(value, scale));
  const title = mode === 'sit' ? t('buyIn.title', { seat: (seatNo ?? 0) + 1 }) : t('buyIn.topUpTitle');
  return (
    <ModalDialog title={title} onClose={onClose} width={460}>
      <dl className={styles.buyInFacts}>
        <div>
          <dt>{t('buyIn.range')}</dt>
          <dd>{t('room.buyInRange', { min: money(minBuyIn), max: money(maxBuyIn) })}</dd>
        </div>
        <div>
          <dt>{t('buyIn.wallet')}</dt>
          <dd>{balance.isPending ? t('buyIn.loading') : money(sumBalance)}</dd>
        </div>
        {mode === 'topUp' ? (
          <div>
            <dt>{t('buyIn.inFront')}</dt>
            <dd>{money(chips)}</dd>
          </div>
        ) : null}
      </dl>
      {isShort ? (
        <p className={styles.buyInShort} role="alert">
          {mode === 'sit' ? t('buyIn.short', { min: money(minBuyIn) }) : t('buyIn.atMax')}
        </p>
      ) : (
        <AmountField
          min={min}
          max={max}
          step={toMinorUnits(step, scale) ?? 1n}
          value={value}
          onChange={setAmount}
          disabled={balance.isPending}
        />
      )}
      <div className={styles.buyInButtons}>
        <Button variant="secondary" onClick={onClose}>
          {t('buyIn.cancel')}
        </Button>
        <Button disabled={isShort || balance.isPending} onClick={() => onConfirm(fromMinorUnits(value, scale))}>
          {mode === 'sit' ? t('buyIn.confirm', { amount: shown }) : t('buyIn.topUpConfirm', { amount: shown })}
        </Button>
      </div>
    </ModalDialog>
  );
}
