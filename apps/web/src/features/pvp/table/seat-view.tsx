import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money.ts';
import { PlayingCard } from '../cards/playing-card.tsx';
import { SeatAvatar } from './seat-avatar.tsx';
import type { SeatPlace } from './seat-layout.ts';
import type { SeatModel, TurnClock } from './table-model.ts';
import { TimerRing } from './timer-ring.tsx';
import styles from './table.module.css';

type SeatViewProps = {
  model: SeatModel;
  place: SeatPlace;
  isViewer: boolean;
  turn: TurnClock | null;
  handKey: string | null;
  /** Offered on an empty seat when the viewer may sit down. */
  onSit?: (seat: number) => void;
};

function EmptySeat({ seat, onSit }: { seat: number; onSit?: (seat: number) => void }) {
  const { t } = useTranslation('pvp');
  if (!onSit) return <span className={styles.emptySeat}>{t('seat.empty')}</span>;
  return (
    <button type="button" className={styles.sitButton} onClick={() => onSit(seat)}>
      {t('seat.sit', { seat: seat + 1 })}
    </button>
  );
}

/** A hand longer than poker's or Niu-Niu's five (Tiến Lên's thirteen) would run off the felt. */
const PILE_AFTER = 5;
const PILE_SHOWN = 3;

type SeatCardsProps = {
  cards: (number | null)[];
  isViewer: boolean;
  handKey: string | null;
  dealFrom: { x: number; y: number };
  isDimmed: boolean;
  winningCards: number[];
};

/**
 * The cards in front of a seat, each dealt in from the felt's middle. A long hand is a small pile with its count
 * instead — and none on the felt for the viewer, whose own long hand the action area lays out to pick from.
 */
function SeatCards({ cards, isViewer, handKey, dealFrom, isDimmed, winningCards }: SeatCardsProps) {
  const { t } = useTranslation('pvp');
  if (cards.length === 0) return null;
  if (cards.length > PILE_AFTER) {
    if (isViewer) return null;
    return (
      <div className={`${styles.seatCards} ${styles.cardPile}`} key={handKey ?? 'none'}>
        {cards.slice(0, PILE_SHOWN).map((card, index) => (
          <PlayingCard key={index} card={card} dealOrder={index} dealFrom={dealFrom} isDimmed={isDimmed} />
        ))}
        <span className={styles.pileCount}>{t('seat.cardsLeft', { count: cards.length })}</span>
      </div>
    );
  }
  return (
    <div className={`${styles.seatCards} ${isViewer ? styles.viewerCards : ''}`} key={handKey ?? 'none'}>
      {cards.map((card, index) => (
        <PlayingCard
          key={index}
          card={card}
          dealOrder={index}
          dealFrom={dealFrom}
          isDimmed={isDimmed}
          isHighlighted={card !== null && winningCards.includes(card)}
        />
      ))}
    </div>
  );
}

/** One seat: cards, the avatar with the turn's ring, name, stack and what the player just did. */
export function SeatView({ model, place, isViewer, turn, handKey, onSit }: SeatViewProps) {
  const { t } = useTranslation('pvp');
  const money = useMoney();
  const style = { left: `${place.x}%`, top: `${place.y}%` } as CSSProperties;
  const player = model.player;
  if (!player) {
    return (
      <div className={styles.seat} style={style} data-seat={model.seat}>
        <EmptySeat seat={model.seat} onSit={onSit} />
      </div>
    );
  }
  const isTurn = turn?.seat === model.seat;
  const classes = [
    styles.seat,
    place.side === 'top' ? styles.sideTop : '',
    isViewer ? styles.viewerSeat : '',
    isTurn ? styles.onTurn : '',
    player.status === 'folded' || player.status === 'sittingOut' ? styles.inactive : '',
    player.isWinner ? styles.winner : '',
  ]
    .filter(Boolean)
    .join(' ');
  // The deal flies from the middle of the felt: the offset from this seat back to it, in the seat's own px.
  const dealFrom = { x: (50 - place.x) * 8, y: (50 - place.y) * 4 };
  return (
    <div
      className={classes}
      style={style}
      data-seat={model.seat}
      aria-label={t('seat.label', { seat: model.seat + 1, name: player.nickname })}
      role="group"
    >
      <SeatCards
        cards={player.cards}
        isViewer={isViewer}
        handKey={handKey}
        dealFrom={dealFrom}
        isDimmed={player.status === 'folded'}
        winningCards={player.winningCards}
      />
      <div className={styles.plate}>
        <div className={styles.avatar}>
          <SeatAvatar nickname={player.nickname} isComputer={player.isComputer} />
          {isTurn && turn ? (
            <TimerRing key={turn.deadlineMs} deadlineMs={turn.deadlineMs} totalMs={turn.totalMs} bankMs={turn.bankMs} />
          ) : null}
        </div>
        <div className={styles.plateText}>
          <span className={styles.nickname}>
            {player.nickname}
            {player.isComputer ? <span className={styles.botBadge}>{t('seat.computer')}</span> : null}
            {player.isBanker ? <span className={styles.bankerBadge}>{t('niuniu.banker')}</span> : null}
          </span>
          <span className={styles.stack}>{player.status === 'allIn' ? t('seat.allIn') : money(player.stack)}</span>
        </div>
      </div>
      {player.note || player.isDisconnected || player.status === 'sittingOut' ? (
        <span className={styles.seatNote}>
          {player.isDisconnected
            ? t('seat.disconnected')
            : player.status === 'sittingOut'
              ? t('seat.sittingOut')
              : player.note}
        </span>
      ) : null}
    </div>
  );
}
