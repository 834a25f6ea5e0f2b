import type { PvpRoom } from '@lucky/contracts/pvp/pvp-schemas';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { useMoney } from '../../../lib/use-money.ts';
import styles from './lobby.module.css';

/** Blinds for Hold'em ("1.00 / 2.00"), the unit stake for the others. */
export function useStakesText(): (room: PvpRoom) => string {
  const { t } = useTranslation('pvp');
  const money = useMoney();
  return (room) =>
    room.bigBlind !== null
      ? t('room.blinds', { small: money(room.smallBlind), big: money(room.bigBlind) })
      : t('room.ante', { amount: money(room.ante) });
}

function SeatDots({ room }: { room: PvpRoom }) {
  const { t } = useTranslation('pvp');
  return (
    <span className={styles.seatDots} title={t('room.seats', { taken: room.seatsTaken, total: room.seatsTotal })}>
      {Array.from({ length: room.seatsTotal }, (_, index) => (
        <span key={index} className={index < room.seatsTaken ? styles.dotTaken : styles.dotFree} />
      ))}
      <span className={styles.seatCount}>{t('room.seats', { taken: room.seatsTaken, total: room.seatsTotal })}</span>
    </span>
  );
}

/** One table of the room list with what decides where to sit: stakes, buy-in, seats, who is there. */
export function RoomRow({ room, onOpen }: { room: PvpRoom; onOpen: (room: PvpRoom) => void }) {
  const { t, i18n } = useTranslation('pvp');
  const money = useMoney();
  const stakes = useStakesText();
  const isClosed = room.status === 'CLOSED';
  const action = room.seatsFree > 0 && !isClosed ? t('room.sit') : t('room.watch');
  return (
    <tr className={isClosed ? styles.closedRow : undefined}>
      <th scope="row">
        <div className={styles.roomName}>
          <span>{room.name}</span>
          {room.practice ? <span className={styles.practiceBadge}>{t('room.practice')}</span> : null}
          <span className={styles.roomGame}>{t(`game.${room.game}.name`)}</span>
        </div>
      </th>
      <td>
        <span className={styles.stakeLevel}>{room.stakeLevel}</span> {stakes(room)}
      </td>
      <td>{t('room.buyInRange', { min: money(room.minBuyIn), max: money(room.maxBuyIn) })}</td>
      <td>
        <SeatDots room={room} />
      </td>
      <td>{formatNumber(room.playersOnline, i18n.language)}</td>
      <td>
        <span className={isClosed ? styles.stateClosed : room.inHand ? styles.stateLive : styles.stateWaiting}>
          {isClosed ? t('room.closed') : room.inHand ? t('room.inHand') : t('room.waiting')}
        </span>
      </td>
      <td className={styles.openCell}>
        <button
          type="button"
          className={styles.openButton}
          onClick={() => onOpen(room)}
          aria-label={t('room.openNamed', { action, name: room.name })}
        >
          {action}
        </button>
      </td>
    </tr>
  );
}
