import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import styles from '../../ops.module.css';
import type { LotteryGameStatus, OpsLotteryGame } from '../api/games.ts';
import own from '../ops-lottery.module.css';
import type { ProposeChange } from './pending-change.ts';
import { StopSaleForm } from './stop-sale-form.tsx';

/** Kept here rather than imported from the contracts so the desk does not pull zod into the bundle. */
const STATUSES: readonly LotteryGameStatus[] = ['ACTIVE', 'MAINTENANCE', 'DISABLED'];

type Props = {
  games: OpsLotteryGame[];
  selected: string | null;
  isSaving: boolean;
  onSelect: (gameCode: string) => void;
  onPropose: ProposeChange;
};

export function LotteryGamesTable({ games, selected, isSaving, onSelect, onPropose }: Props) {
  const { t } = useTranslation('opsLottery');
  return (
    <table className={styles.table} data-testid="lottery-games">
      <thead>
        <tr>
          <th>{t('games.game')}</th>
          <th>{t('games.prizeMode')}</th>
          <th>{t('games.schedule')}</th>
          <th>{t('games.stopSale')}</th>
          <th>{t('games.status')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {games.map((game) => (
          <GameRow
            key={game.gameCode}
            game={game}
            isSelected={game.gameCode === selected}
            isSaving={isSaving}
            onSelect={onSelect}
            onPropose={onPropose}
          />
        ))}
      </tbody>
    </table>
  );
}

type RowProps = {
  game: OpsLotteryGame;
  isSelected: boolean;
  isSaving: boolean;
  onSelect: (gameCode: string) => void;
  onPropose: ProposeChange;
};

function GameRow({ game, isSelected, isSaving, onSelect, onPropose }: RowProps) {
  const { t } = useTranslation('opsLottery');
  const name = game.labelName;
  const proposeStatus = (status: LotteryGameStatus) =>
    onPropose({
      title: t('games.confirmStatus', { name }),
      lines: [t('games.statusChange', { from: t(`status.${game.status}`), to: t(`status.${status}`) })],
      body: { gameCode: game.gameCode, status },
      saved: t('games.savedStatus', { name, status: t(`status.${status}`) }),
    });
  return (
    <tr className={isSelected ? own.selected : undefined}>
      <td>
        {name}
        <span className={own.muted}>{game.gameCode}</span>
      </td>
      <td>
        {t(`prizeMode.${game.prizeMode}`)}
        {game.variant ? (
          <span className={own.muted}>{t(`region.${game.variant}`, { defaultValue: game.variant })}</span>
        ) : null}
      </td>
      <td>
        {game.intervalMinutes ? t('games.every', { minutes: game.intervalMinutes }) : t('games.fixedSchedule')}
        <span className={own.muted}>{game.timeZone}</span>
      </td>
      <td>
        <StopSaleForm game={game} isSaving={isSaving} onPropose={onPropose} />
      </td>
      <td>
        <select
          aria-label={t('games.statusOf', { name })}
          value={game.status}
          disabled={isSaving}
          className={`${own.status} ${own[game.status] ?? ''}`}
          onChange={(event) => proposeStatus(event.target.value as LotteryGameStatus)}
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </td>
      <td>
        <Button size="sm" variant={isSelected ? 'primary' : 'secondary'} onClick={() => onSelect(game.gameCode)}>
          {t('games.details')}
        </Button>
      </td>
    </tr>
  );
}
