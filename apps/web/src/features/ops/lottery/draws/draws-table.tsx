import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/format.ts';
import styles from '../../ops.module.css';
import type { MonitorDraw } from '../api/draws.ts';
import own from '../ops-lottery.module.css';
import { DrawPhase } from './draw-phase.tsx';
import { DrawTime } from './draw-time.tsx';
import { useGameNames } from '../use-game-names.ts';
import { useNow } from './use-now.ts';

type Props = { draws: MonitorDraw[]; selected: number | null; onSelect: (drawId: number) => void };

export function DrawsTable({ draws, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation('opsLottery');
  const nameOf = useGameNames();
  const now = useNow(draws.some((draw) => draw.status === 'SCHEDULED'));
  const money = (amount: string) => formatMoney(amount, { language: i18n.language });
  return (
    <div className={own.scroll}>
      <table className={styles.table} data-testid="lottery-draws">
        <thead>
          <tr>
            <th>{t('draws.draw')}</th>
            <th>{t('draws.phase')}</th>
            <th>{t('draws.time')}</th>
            <th className={styles.num}>{t('draws.bets')}</th>
            <th className={styles.num}>{t('draws.players')}</th>
            <th className={styles.num}>{t('draws.stake')}</th>
            <th className={styles.num}>{t('draws.payout')}</th>
          </tr>
        </thead>
        <tbody>
          {draws.map((draw) => (
            <tr
              key={draw.drawId}
              className={`${own.clickable} ${draw.drawId === selected ? own.selected : ''}`}
              onClick={() => onSelect(draw.drawId)}
            >
              <td>
                <button
                  type="button"
                  className={own.linkButton}
                  aria-pressed={draw.drawId === selected}
                  onClick={(event) => {
                    event.stopPropagation();
                    onSelect(draw.drawId);
                  }}
                >
                  {draw.drawKey}
                </button>
                <span className={own.muted}>
                  {nameOf(draw.gameCode)}
                  {draw.stationName ? ` · ${draw.stationName}` : ''}
                </span>
              </td>
              <td>
                <DrawPhase phase={draw.phase} />
              </td>
              <td>
                <DrawTime draw={draw} now={now} />
              </td>
              <td className={styles.num}>{draw.bets}</td>
              <td className={styles.num}>{draw.players}</td>
              <td className={styles.num}>{money(draw.stake)}</td>
              <td className={styles.num}>{money(draw.payout)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
