import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useErrorMessage } from '../../../../lib/error-message.ts';
import styles from '../../ops.module.css';
import { useOpsDraws, type DrawStatus, type MonitorDraw } from '../api/draws.ts';
import own from '../ops-lottery.module.css';
import { DrawPhase } from './draw-phase.tsx';
import { useGameNames } from '../use-game-names.ts';
import { GameFilter } from './game-filter.tsx';

type Filter = '' | Exclude<DrawStatus, 'SCHEDULED'>;
const FILTERS: readonly Filter[] = ['', 'DRAWN', 'SETTLED', 'VOIDED'];
const PAGE_SIZE = 20;
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

/**
 * Drawn, settled and voided draws with their numbers and seeds: the hash was published before the draw opened, the
 * seed once it was drawn, and the public verify page recomputes both.
 */
export function ResultsLog() {
  const { t, i18n } = useTranslation('opsLottery');
  const describeError = useErrorMessage();
  const nameOf = useGameNames();
  const [gameCode, setGameCode] = useState('');
  const [status, setStatus] = useState<Filter>('');
  const [page, setPage] = useState(1);
  const draws = useOpsDraws({
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(gameCode ? { gameCode } : {}),
    ...(status ? { status } : {}),
  });
  // Without a status the list starts with the draws on sale now (nothing drawn yet): the log leaves them to the monitor.
  const rows = (draws.data?.list ?? []).filter((draw) => draw.status !== 'SCHEDULED');
  const onSale = (draws.data?.list.length ?? 0) - rows.length;
  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <GameFilter
          value={gameCode}
          onChange={(value) => {
            setGameCode(value);
            setPage(1);
          }}
        />
        <label className={styles.field}>
          <span>{t('log.status')}</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as Filter);
              setPage(1);
            }}
          >
            {FILTERS.map((value) => (
              <option key={value} value={value}>
                {value ? t(`phase.${value}`) : t('log.allFinished')}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.hint}>{t('log.hint')}</p>
      </div>
      {draws.isPending ? <Spinner size={28} label={t('loading')} /> : null}
      {draws.error ? (
        <p className={styles.error} role="alert">
          {describeError(draws.error)}
        </p>
      ) : null}
      {onSale > 0 ? <p className={styles.hint}>{t('log.onSaleLeft', { count: onSale })}</p> : null}
      {draws.data && rows.length === 0 ? <EmptyState title={t('log.empty')} /> : null}
      {rows.length > 0 ? (
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
                    <a
                      className={own.link}
                      href={`/lottery/verify?drawId=${draw.drawId}`}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {t('log.verify')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {draws.data ? <Pagination page={page} totalPages={draws.data.totalPages} onChange={setPage} /> : null}
    </div>
  );
}
