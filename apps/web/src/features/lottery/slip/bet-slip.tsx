import type { LotteryDraw, LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useLotteryErrorMessage } from '../api/lottery-errors.ts';
import { usePlaceBets, usePlaceChase, useSlipQuote } from '../api/lottery-mutations.ts';
import { useDrawClock } from '../hooks/use-draw-clock.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { ChaseOptions, type ChaseState } from './chase-options.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { SlipItemRow, type PricedLine } from './slip-item-row.tsx';
import { MAX_CHASE_SELECTIONS, type useSlip } from './use-slip.ts';
import styles from './slip.module.css';

type Props = {
  game: Pick<LotteryGame, 'gameCode' | 'kind' | 'labelName'>;
  slip: ReturnType<typeof useSlip>;
  /** The draw bets go on (its live phase says whether it sells now). */
  draw: LotteryDraw | null;
  canChase: boolean;
  firstChaseDrawKey: string | null;
};

/** The slip: its selections priced by the quote call, the chase options, and placing after a confirmation. */
export function BetSlip({ game, slip, draw, canChase, firstChaseDrawKey }: Props) {
  const { t } = useTranslation('lottery');
  const money = useMoney();
  const describe = useLotteryErrorMessage();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const isDrawOpen = useDrawClock(draw).phase === 'OPEN';
  const [chase, setChase] = useState<ChaseState>({ isOn: false, drawCount: 5, stopOnWin: true });
  const [isConfirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const isChase = canChase && chase.isOn;
  const quote = useSlipQuote(game.gameCode, slip.selections, isChase ? chase.drawCount : 1);
  const submit = usePlaceSlip(game.gameCode, draw, slip.selections, isChase ? chase : null);
  const priced = quote.data && !quote.isPlaceholderData ? quote.data : null;

  let blocker: string | null = null;
  if (slip.items.length === 0) blocker = t('slip.emptyHint');
  else if (!isChase && (!draw || !isDrawOpen)) blocker = t('slip.closed');
  else if (isChase && slip.items.length > MAX_CHASE_SELECTIONS)
    blocker = t('slip.tooManyForChase', { max: MAX_CHASE_SELECTIONS });
  else if (quote.error) blocker = describe(quote.error);
  else if (!priced) blocker = t('slip.pricing');

  const start = () => {
    setNotice(null);
    if (!isLoggedIn) {
      useModalStore.getState().show('login');
      return;
    }
    setConfirming(true);
  };

  const lines = [
    { label: t('slip.game'), value: game.labelName },
    isChase
      ? {
          label: t('chase.title'),
          value: t('chase.from', { drawKey: firstChaseDrawKey ?? '', count: chase.drawCount }),
        }
      : { label: t('slip.draw'), value: drawName(draw) },
    { label: t('slip.selections'), value: String(slip.items.length) },
  ];

  return (
    <aside className={styles.slip} aria-labelledby="bet-slip-title" data-testid="bet-slip">
      <SlipItems kind={game.kind} slip={slip} priced={priced} />
      <ChaseOptions value={chase} onChange={setChase} firstDrawKey={firstChaseDrawKey} isAvailable={canChase} />
      <SlipTotals
        totalLabel={isChase ? t('slip.totalChase', { count: chase.drawCount }) : t('slip.total')}
        priced={priced}
      />
      {/* The confirmation stays until the next slip is started. */}
      {notice && slip.items.length === 0 ? (
        <p className={styles.success} role="status">
          {notice}
        </p>
      ) : null}
      {blocker && slip.items.length > 0 ? (
        <p className={quote.error ? styles.error : styles.hint} role={quote.error ? 'alert' : undefined}>
          {blocker}
        </p>
      ) : null}
      <Button block size="lg" onClick={start} disabled={blocker !== null} data-testid="place-bet">
        {!isLoggedIn ? t('slip.loginToBet') : isChase ? t('slip.placeChase') : t('slip.place')}
      </Button>
      {isConfirming && priced ? (
        <ConfirmDialog
          title={isChase ? t('chase.confirmTitle') : t('slip.confirmTitle')}
          lines={lines}
          totalCost={priced.totalCost}
          submit={submit}
          onClose={() => setConfirming(false)}
          onDone={(balance) => {
            setConfirming(false);
            slip.clear();
            setNotice(
              isChase ? t('chase.placed', { balance: money(balance) }) : t('slip.placed', { balance: money(balance) }),
            );
          }}
        />
      ) : null}
    </aside>
  );
}

/** Places the slip on the draw, or as a chase over the next draws when `chase` is given. */
function usePlaceSlip(
  gameCode: string,
  draw: LotteryDraw | null,
  selections: ReturnType<typeof useSlip>['selections'],
  chase: ChaseState | null,
) {
  const placeBets = usePlaceBets();
  const placeChase = usePlaceChase();
  return async (requestId: string) => {
    const lines = [...selections];
    if (chase)
      return placeChase.mutateAsync({
        requestId,
        gameCode,
        selections: lines,
        drawCount: chase.drawCount,
        stopOnWin: chase.stopOnWin,
      });
    return placeBets.mutateAsync({ requestId, gameCode, drawId: draw!.drawId, selections: lines });
  };
}

type TotalsProps = { totalLabel: string; priced: { totalCost: string; selections: readonly PricedLine[] } | null };

/** What the slip costs and the most it can pay, once priced. */
function SlipTotals({ totalLabel, priced }: TotalsProps) {
  const { t } = useTranslation('lottery');
  const money = useMoney();
  const totalCost = priced?.totalCost;
  const maxPayout = priced ? sumMoney(priced.selections.map((line) => line.maxPayout)) : null;
  return (
    <dl className={styles.totals}>
      <div>
        <dt>{totalLabel}</dt>
        <dd data-testid="slip-total">{totalCost ? money(totalCost) : '—'}</dd>
      </div>
      <div>
        <dt>{t('slip.maxPayoutTotal')}</dt>
        <dd>{maxPayout ? money(maxPayout) : '—'}</dd>
      </div>
    </dl>
  );
}

const drawName = (draw: LotteryDraw | null): string =>
  draw ? `${draw.drawKey}${draw.stationName ? ` · ${draw.stationName}` : ''}` : '';

type ItemsProps = {
  kind: LotteryGame['kind'];
  slip: ReturnType<typeof useSlip>;
  /** The quote of the slip as it stands, null while it is being priced. */
  priced: { selections: readonly PricedLine[] } | null;
};

/** The slip's title with its count and Clear, then its selections (or the empty text). */
function SlipItems({ kind, slip, priced }: ItemsProps) {
  const { t } = useTranslation('lottery');
  return (
    <>
      <div className={styles.slipHead}>
        <h2 id="bet-slip-title" className={styles.slipTitle}>
          {t('slip.title')} <span className={styles.count}>{slip.items.length}</span>
        </h2>
        {slip.items.length > 0 ? (
          <button type="button" className={styles.link} onClick={slip.clear}>
            {t('slip.clear')}
          </button>
        ) : null}
      </div>
      {slip.items.length === 0 ? (
        <p className={styles.empty}>{t('slip.empty')}</p>
      ) : (
        <ul className={styles.items}>
          {slip.items.map((item, index) => (
            <SlipItemRow
              key={item.id}
              kind={kind}
              item={item}
              priced={priced?.selections[index]}
              onRemove={() => slip.remove(item.id)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/** Adds decimal money strings exactly (minor units as BigInt, up to the longest fraction). */
export function sumMoney(amounts: readonly string[]): string {
  const scale = Math.max(0, ...amounts.map((amount) => amount.split('.')[1]?.length ?? 0));
  const total = amounts.reduce((sum, amount) => {
    const [whole = '0', fraction = ''] = amount.split('.');
    return sum + BigInt(whole + fraction.padEnd(scale, '0'));
  }, 0n);
  if (scale === 0) return total.toString();
  const text = total.toString().padStart(scale + 1, '0');
  return `${text.slice(0, -scale)}.${text.slice(-scale)}`;
}
