import type { LotteryDraw, LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { FourDBoard } from '../components/four-d-board.tsx';
import { ResultBalls } from '../components/result-balls.tsx';
import { VnBoard } from '../components/vn-board.tsx';
import styles from './history.module.css';

const PAGE = 20;

/** The last results (up to 100), newest first, each with its proof; a VN or 4D row opens its full board. */
export function HistoryTable({
  kind,
  draws,
  onVerify,
}: {
  kind: LotteryGame['kind'];
  draws: readonly LotteryDraw[];
  onVerify: (drawId: number) => void;
}) {
  const { t, i18n } = useTranslation('lottery');
  const [shown, setShown] = useState(PAGE);
  const [open, setOpen] = useState<number | null>(null);
  const hasBoard = kind === 'VN' || kind === 'FOUR_D';
  if (draws.length === 0) return <EmptyState title={t('history.empty')} />;
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-testid="history-table">
        <thead>
          <tr>
            <th scope="col">{t('history.draw')}</th>
            <th scope="col">{t('history.time')}</th>
            <th scope="col">{t('history.result')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('history.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {draws.slice(0, shown).map((draw) => (
            <Fragment key={draw.drawId}>
              <tr>
                <td className={styles.key}>
                  {draw.drawKey}
                  {draw.stationName ? <small>{draw.stationName}</small> : null}
                </td>
                <td className={styles.time}>{formatDateTime(draw.drawAt, i18n.language)}</td>
                <td>
                  {draw.status === 'VOIDED' ? (
                    <span className={styles.voided}>{t('status.VOIDED')}</span>
                  ) : (
                    <ResultBalls kind={kind} result={draw.result} />
                  )}
                </td>
                <td className={styles.actions}>
                  {hasBoard && draw.result ? (
                    <button
                      type="button"
                      className={styles.link}
                      aria-expanded={open === draw.drawId}
                      onClick={() => setOpen(open === draw.drawId ? null : draw.drawId)}
                    >
                      {t('history.board')}
                    </button>
                  ) : null}
                  {draw.seed ? (
                    <button type="button" className={styles.link} onClick={() => onVerify(draw.drawId)}>
                      {t('verify.link')}
                    </button>
                  ) : null}
                </td>
              </tr>
              {open === draw.drawId ? (
                <tr className={styles.boardRow}>
                  <td colSpan={4}>{kind === 'VN' ? <VnBoard draws={[draw]} /> : <FourDBoard draw={draw} />}</td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
      {shown < draws.length ? (
        <div className={styles.more}>
          <Button variant="secondary" size="sm" onClick={() => setShown((count) => count + PAGE)}>
            {t('history.more', { count: draws.length - shown })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
