import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipStack } from '../chips/chip-stack.tsx';
import { placeIndexOf, seatPlaces, type SeatPlace } from './seat-layout.ts';
import type { TableModel } from './table-model.ts';
import { SeatView } from './seat-view.tsx';
import styles from './table.module.css';

type FeltTableProps = {
  model: TableModel;
  /** The middle of the felt: the board and the pot, the last combination played, a message between hands. */
  children?: ReactNode;
  /** Offered on empty seats when the viewer is not seated. */
  onSit?: (seat: number) => void;
};

function DealerButton({ place }: { place: SeatPlace }) {
  const { t } = useTranslation('pvp');
  const style = { left: `${place.buttonX}%`, top: `${place.buttonY}%` } as CSSProperties;
  return (
    <span
      className={styles.dealerButton}
      style={style}
      title={t('seat.dealer')}
      role="img"
      aria-label={t('seat.dealer')}
    >
      D
    </span>
  );
}

/**
 * The card room's table: an oval of felt with 2–9 seats around it, the viewer at the bottom, each seat's bet in
 * front of it, the dealer button, and whatever the game puts in the middle.
 */
export function FeltTable({ model, children, onSit }: FeltTableProps) {
  const places = seatPlaces(model.seatCount);
  const placeOf = (seat: number) => places[placeIndexOf(seat, model.viewerSeat, model.seatCount)]!;
  const canSit = model.viewerSeat === null ? onSit : undefined;
  return (
    <div className={styles.tableBox} data-seats={model.seatCount}>
      <div className={styles.rail}>
        <div className={styles.felt}>
          <div className={styles.centre}>{children}</div>
        </div>
      </div>
      {model.seats.map((seat) => {
        const bet = seat.player?.bet;
        if (!bet) return null;
        const place = placeOf(seat.seat);
        return (
          <span
            key={`bet-${seat.seat}`}
            className={styles.bet}
            style={{ left: `${place.betX}%`, top: `${place.betY}%` }}
          >
            <ChipStack amount={bet} />
          </span>
        );
      })}
      {model.dealerSeat !== null ? <DealerButton place={placeOf(model.dealerSeat)} /> : null}
      {model.seats.map((seat) => (
        <SeatView
          key={seat.seat}
          model={seat}
          place={placeOf(seat.seat)}
          isViewer={seat.seat === model.viewerSeat}
          turn={model.turn}
          handKey={model.handKey}
          onSit={canSit}
        />
      ))}
    </div>
  );
}
