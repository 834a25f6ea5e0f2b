import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useTranslation } from 'react-i18next';
import type { useGameStatusSwitch } from '../api/game-status.ts';
import styles from '../ops.module.css';
import { StatusSelect } from './status-select.tsx';

type VendorGame = ValueOf<(typeof ENDPOINTS)['opsVendorGames']>['list'][number];

export function GamesTable({
  games,
  change,
}: {
  games: readonly VendorGame[];
  change: ReturnType<typeof useGameStatusSwitch>;
}) {
  const { t } = useTranslation('ops');
  return (
    <table className={styles.table} data-testid="ops-games">
      <thead>
        <tr>
          <th>{t('games.game')}</th>
          <th>{t('games.code')}</th>
          <th>{t('status')}</th>
        </tr>
      </thead>
      <tbody>
        {games.map((game) => (
          <tr key={game.id}>
            <td>
              {game.name}
              {game.isHot ? <span className={styles.hint}> · {t('games.hot')}</span> : null}
            </td>
            <td>
              <code className={styles.code}>{game.gameCode}</code>
            </td>
            <td>
              <StatusSelect
                label={t('games.gameStatus', { name: game.name })}
                value={game.status}
                disabled={change.isPending}
                onChange={(next) => change.mutate({ kind: 'game', gameId: game.id, status: next })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
