import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import styles from '../../ops.module.css';
import type { MonitorDraw } from '../api/draws.ts';
import own from '../ops-lottery.module.css';
import { useGameNames } from '../use-game-names.ts';
import { DrawPhase } from './draw-phase.tsx';

/** Numbers shown in the row; the verify page shows the whole board. */
const SHOWN_NUMBERS = 8;

function ResultNumbers({ draw }: { draw: MonitorDraw }) {
  const { t } = useTranslation('opsLottery');
  const numbers = draw.result?.numbers ?? [];
  if (numbers.length === 0)
    return <span className={own.muted}>{draw.status === 'VOIDED' ? t('log.noResult') : '—'}</span>;
  const rest = numbers.length - SHOWN_NUMBERS;
  return (
    <span className={own.numbers} title={numbers.join(' ')}>
      {numbers.slice(0, SHOWN_NUMBERS).map((number, index) => (
        <span key={index} className={own.ball}>
          {number}
        </span>
      ))}
      {rest > 0 ? <span className={own.muted}>{t('log.more', { count: rest })}</span> : null}
    </span>
  );
}

/** One row a finished draw: its numbers, the seed hash published before and the seed shown after, and where to verify. */
export function ResultsTable({ rows }: { rows: readonly MonitorDraw[] }) {
  const { t, i18n } = useTranslation('opsLottery');
  const nameOf = useGameNames();
  return (
    <div className={own.scroll}>
      <table className={styles.table} data-testid="lottery-results-log">
        <thead>
          <tr>
            <th>{t('draws.draw')}</th>
            <th>{t('draws.time')}</th>
            <th>{t('log.status')}</th>
            <th>{t('log.result')}</th>
            <th>
              {t('log.seedHash')} · {t('log.seed')}
            </th>
            <th>{t('log.source')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((draw) => (
            <tr key={draw.drawId}>
              <td className={own.nowrap}>
                {draw.drawKey}
                <span className={own.muted}>
                  {nameOf(draw.gameCode)}
                  {draw.stationName ? ` · ${draw.stationName}` : ''}
                </span>
              </td>
              <td className={own.nowrap}>{formatDateTime(draw.drawAt, i18n.language)}</td>
              <td>
                <DrawPhase phase={draw.phase} />
                {draw.voidReason ? <span className={own.muted}>{draw.voidReason}</span> : null}
              </td>
              <td>
                <ResultNumbers draw={draw} />
              </td>
              <td>
                <code className={own.hash} title={t('log.seedHash')}>
                  {draw.seedHash}
                </code>
                <span className={own.muted}>{t('log.seed')}</span>
                {draw.seed ? (
                  <code className={own.hash} title={t('log.seed')}>
                    {draw.seed}
                  </code>
                ) : (
                  <span className={own.muted}>{t('log.seedHidden')}</span>
                )}
              </td>
              <td className={own.nowrap}>
                {draw.resultSource === 'HOUSE' ? t('log.house') : (draw.resultSource ?? '—')}
              </td>
              <td>
                <a className={own.link} href={`/lottery/verify?drawId=${draw.drawId}`} target="_blank" rel="noreferrer">
                  {t('log.verify')}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
