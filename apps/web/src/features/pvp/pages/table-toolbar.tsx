import type { PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';
import { useTranslation } from 'react-i18next';
import { SafeLink } from '../../../components/ui/safe-link.tsx';
import type { TableConnection } from '../live/table-state.ts';
import { useStakesText } from '../lobby/room-row.tsx';
import styles from '../table/table-page.module.css';

type TableToolbarProps = {
  snapshot: PvpTableSnapshot;
  connection: TableConnection;
  onTopUp: () => void;
  onLeave: () => void;
  /** A leave was sent: during a hand it is answered once the hand is over and the chips are back in the wallet. */
  isLeaving: boolean;
  onSitOut: () => void;
  onSitIn: () => void;
};

/** The table's name and stakes, the connection, and what a seated player may do between hands. */
export function TableToolbar({
  snapshot,
  connection,
  onTopUp,
  onLeave,
  isLeaving,
  onSitOut,
  onSitIn,
}: TableToolbarProps) {
  const { t } = useTranslation('pvp');
  const stakes = useStakesText();
  const room = snapshot.room;
  const viewer = snapshot.seats.find((seat) => seat.isViewer);
  return (
    <header className={styles.toolbar}>
      <SafeLink to="/pvp" className={styles.back}>
        {t('table.lobby')}
      </SafeLink>
      <div className={styles.tableTitle}>
        <h1>{room.name}</h1>
        <span>
          {t(`game.${room.game}.name`)} · {room.stakeLevel} · {stakes(room)}
        </span>
        {room.practice ? <span className={styles.practiceBadge}>{t('room.practice')}</span> : null}
      </div>
      <span className={connection === 'open' ? styles.online : styles.offline} role="status">
        {t(`connection.${connection}`)}
      </span>
      {viewer ? (
        <div className={styles.seatActions}>
          <button type="button" onClick={onTopUp}>
            {t('table.topUp')}
          </button>
          {viewer.state === 'SITTING_OUT' ? (
            <button type="button" onClick={onSitIn}>
              {t('table.sitIn')}
            </button>
          ) : (
            <button type="button" onClick={onSitOut}>
              {t('table.sitOut')}
            </button>
          )}
          <button type="button" className={styles.leave} onClick={onLeave} disabled={isLeaving}>
            {isLeaving ? t('table.leaving') : t('table.leave')}
          </button>
        </div>
      ) : null}
    </header>
  );
}
