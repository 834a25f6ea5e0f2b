import { useTranslation } from 'react-i18next';
import styles from '../../ops.module.css';
import { useOpsLotteryGames } from '../api/games.ts';

/** Every game, or one: the monitor and the log filter by it. */
export function GameFilter({ value, onChange }: { value: string; onChange: (gameCode: string) => void }) {
  const { t } = useTranslation('opsLottery');
  const games = useOpsLotteryGames();
  return (
    <label className={styles.field}>
      <span>{t('draws.game')}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('draws.allGames')}</option>
        {(games.data?.games ?? []).map((game) => (
          <option key={game.gameCode} value={game.gameCode}>
            {game.labelName}
          </option>
        ))}
      </select>
    </label>
  );
}
