import { PVP_GAMES, type PvpGame, type PvpRoom } from '@lucky/contracts/pvp/pvp-schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useRoomList } from '../api/pvp-queries.ts';
import { useRoomListLive } from '../live/use-room-list-live.ts';
import { GameArt } from './game-art.tsx';
import { matchesFilter, pickQuickSeatRoom, stakeLevelsOf, type RoomFilter } from './quick-seat.ts';
import { RoomTable } from './room-table.tsx';
import styles from './lobby.module.css';

const isGame = (value: string | null): value is PvpGame => PVP_GAMES.includes(value as PvpGame);

/** The lobby's choice lives in the address (?game=&stake=), so a reload or a shared link keeps it. */
function useLobbyFilter() {
  const [params, setParams] = useSearchParams();
  const game = params.get('game');
  const filter: RoomFilter = { game: isGame(game) ? game : null, stakeLevel: params.get('stake') };
  const choose = (next: RoomFilter) => {
    const search = new URLSearchParams();
    if (next.game) search.set('game', next.game);
    if (next.stakeLevel) search.set('stake', next.stakeLevel);
    setParams(search);
  };
  return { filter, choose };
}

function GameTiles({ filter, onChoose }: { filter: RoomFilter; onChoose: (game: PvpGame | null) => void }) {
  const { t } = useTranslation('pvp');
  return (
    <div className={styles.games} role="group" aria-label={t('lobby.games')}>
      {PVP_GAMES.map((game) => (
        <button
          key={game}
          type="button"
          aria-pressed={filter.game === game}
          className={`${styles.gameTile} ${filter.game === game ? styles.gameTileOn : ''}`}
          onClick={() => onChoose(filter.game === game ? null : game)}
        >
          <GameArt game={game} />
          <span className={styles.gameName}>{t(`game.${game}.name`)}</span>
          <span className={styles.gameHint}>{t(`game.${game}.hint`)}</span>
        </button>
      ))}
    </div>
  );
}

/**
 * /pvp: the card rooms' lobby. The three games, their stake levels, the tables the server lists (practice tables for
 * a trial account, real-money ones otherwise) with seats and players, and quick seat.
 */
export function LobbyPage() {
  const { t, i18n } = useTranslation('pvp');
  const navigate = useNavigate();
  const { filter, choose } = useLobbyFilter();
  const pollMs = useRoomListLive();
  const rooms = useRoomList(filter.game, pollMs);
  const value = rooms.data;
  const shown = value?.rooms.filter((room) => matchesFilter(room, filter)) ?? [];
  const stakes = value ? stakeLevelsOf(value.stakeLevels, filter.game) : [];
  const quickRoom = value ? pickQuickSeatRoom(value.rooms, filter) : null;
  const online = value?.rooms.reduce((sum, room) => sum + room.playersOnline, 0) ?? 0;
  const open = (room: PvpRoom, quick = false) => navigate(`/pvp?roomId=${room.roomId}${quick ? '&seat=quick' : ''}`);
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <div>
          <h1 className={styles.title}>{t('lobby.title')}</h1>
          <p className={styles.subtitle}>
            {value
              ? t('lobby.online', {
                  players: formatNumber(online, i18n.language),
                  tables: formatNumber(value.rooms.length, i18n.language),
                })
              : t('lobby.tagline')}
          </p>
        </div>
        <button
          type="button"
          className={styles.quickSeat}
          disabled={!quickRoom}
          onClick={() => quickRoom && open(quickRoom, true)}
        >
          {t('lobby.quickSeat')}
        </button>
      </header>
      {value?.practice ? <p className={styles.practiceBanner}>{t('lobby.practiceBanner')}</p> : null}
      <GameTiles filter={filter} onChoose={(game) => choose({ game, stakeLevel: null })} />
      {stakes.length > 0 ? (
        <div className={styles.stakes} role="group" aria-label={t('lobby.stakes')}>
          <button
            type="button"
            aria-pressed={!filter.stakeLevel}
            className={styles.stakeChip}
            onClick={() => choose({ ...filter, stakeLevel: null })}
          >
            {t('lobby.allStakes')}
          </button>
          {stakes.map((level) => (
            <button
              key={level}
              type="button"
              aria-pressed={filter.stakeLevel === level}
              className={styles.stakeChip}
              onClick={() => choose({ ...filter, stakeLevel: level })}
            >
              {level}
            </button>
          ))}
        </div>
      ) : null}
      {rooms.isPending ? <LoadingBlock /> : null}
      {rooms.isError && !value ? <ErrorBlock error={rooms.error} onRetry={() => void rooms.refetch()} /> : null}
      {value ? <RoomTable rooms={shown} isPractice={value.practice} onOpen={open} /> : null}
    </div>
  );
}
