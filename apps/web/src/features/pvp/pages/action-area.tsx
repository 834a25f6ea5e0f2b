import type { HoldemActionType, PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';
import { useTranslation } from 'react-i18next';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import { ActionBar } from '../actions/action-bar.tsx';
import { NiuNiuActions } from '../niuniu/niuniu-actions.tsx';
import { TienLenActions } from '../tienlen/tienlen-actions.tsx';
import type { ChosenAction, LegalActions } from '../actions/bet-sizing.ts';
import { fromMinorUnits, toMinorUnits } from '../utils/minor-units.ts';
import styles from '../table/table-page.module.css';

type ActionAreaProps = {
  snapshot: PvpTableSnapshot;
  isWaiting: boolean;
  onAct: (handId: string, action: HoldemActionType, amount?: string) => void;
  /** Niu-Niu: show the viewer's hand. */
  onShow?: (handId: string) => void;
  /** Tiến Lên: play the chosen cards, or pass. */
  onPlay?: (handId: string, cards: string[]) => void;
  onPass?: (handId: string) => void;
};

/** The server's legal actions (decimal strings) as the bar sizes them, in minor units. */
export function legalActionsOf(
  legal: NonNullable<Extract<NonNullable<PvpTableSnapshot['hand']>['part'], { game: 'HOLDEM' }>['legalActions']>,
  scale: number,
): LegalActions {
  const minor = (amount: string) => toMinorUnits(amount, scale) ?? 0n;
  return {
    canFold: legal.canFold,
    canCheck: legal.canCheck,
    callAmount: legal.callAmount === null ? null : minor(legal.callAmount),
    raise: legal.raise
      ? { kind: legal.raise.kind, minTo: minor(legal.raise.minTo), maxTo: minor(legal.raise.maxTo) }
      : null,
  };
}

/** Under the felt: the action bar on the viewer's turn, otherwise whose turn it is. */
export function ActionArea({ snapshot, isWaiting, onAct, onShow, onPlay, onPass }: ActionAreaProps) {
  const { t } = useTranslation('pvp');
  const { scale } = useSiteStatus().currency;
  const hand = snapshot.hand;
  if (hand?.part.game === 'NIUNIU' && onShow)
    return <NiuNiuActions snapshot={snapshot} isWaiting={isWaiting} onShow={onShow} />;
  if (hand?.part.game === 'TIENLEN' && onPlay && onPass)
    return (
      <TienLenActions key={hand.handId} snapshot={snapshot} isWaiting={isWaiting} onPlay={onPlay} onPass={onPass} />
    );
  if (!hand || hand.status !== 'RUNNING' || hand.part.game !== 'HOLDEM') return <div className={styles.actionArea} />;
  const part = hand.part;
  const isViewersTurn = hand.toActSeat !== null && hand.toActSeat === snapshot.viewerSeat;
  if (!isViewersTurn || !part.legalActions) {
    const actor = snapshot.seats.find((seat) => seat.seatNo === hand.toActSeat)?.nickname;
    return (
      <div className={styles.actionArea}>
        <p className={styles.turnNote}>
          {isViewersTurn ? t('table.yourTurn') : actor ? t('table.turnOf', { name: actor }) : ''}
        </p>
      </div>
    );
  }
  const legal = legalActionsOf(part.legalActions, scale);
  const send = (action: ChosenAction) =>
    onAct(hand.handId, action.type, 'to' in action ? fromMinorUnits(action.to, scale) : undefined);
  return (
    <div className={styles.actionArea}>
      <ActionBar
        key={hand.handId}
        legal={legal}
        pot={{ pot: toMinorUnits(part.potTotal, scale) ?? 0n, currentBet: toMinorUnits(part.currentBet, scale) ?? 0n }}
        step={toMinorUnits(snapshot.room.bigBlind ?? snapshot.room.ante ?? '0', scale) || 1n}
        isWaiting={isWaiting}
        onAction={send}
      />
    </div>
  );
}
