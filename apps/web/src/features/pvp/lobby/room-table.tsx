import type { PvpRoom } from '@lucky/contracts/pvp/pvp-schemas';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { RoomRow } from './room-row.tsx';
import styles from './lobby.module.css';

/** The room list, or why it is empty. */
export function RoomTable({
  rooms,
  isPractice,
  onOpen,
}: {
  rooms: readonly PvpRoom[];
  isPractice: boolean;
  onOpen: (room: PvpRoom) => void;
}) {
  const { t } = useTranslation('pvp');
  if (rooms.length === 0)
    return (
      <EmptyState title={t('lobby.empty')} hint={isPractice ? t('lobby.emptyPracticeHint') : t('lobby.emptyHint')} />
    );
  return (
    <div className={styles.tableWrap}>
      <table className={styles.rooms}>
        <caption className={styles.caption}>{t('lobby.tables')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('room.table')}</th>
            <th scope="col">{t('room.stakes')}</th>
            <th scope="col">{t('room.buyIn')}</th>
            <th scope="col">{t('room.seatsTitle')}</th>
            <th scope="col">{t('room.online')}</th>
            <th scope="col">{t('room.state')}</th>
            <th scope="col">
              <span className={styles.visuallyHidden}>{t('room.open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => (
            <RoomRow key={room.roomId} room={room} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
