import type { LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLotteryErrorMessage } from '../api/lottery-errors.ts';
import { useCancelChase } from '../api/lottery-mutations.ts';
import { useMyChases } from '../api/lottery-queries.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { BetTable } from './my-bets.tsx';
import styles from './member.module.css';

/** The member's chases: progress, stake and winnings so far, the bets inside, and stopping an active one. */
export function MyChases({ gameCode, kind }: { gameCode: string; kind: LotteryGame['kind'] }) {
  const { t, i18n } = useTranslation('lottery');
  const money = useMoney();
  const describe = useLotteryErrorMessage();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { data, isPending, error, refetch } = useMyChases(gameCode, pageNo);
  const cancel = useCancelChase();
  if (isPending) return <LoadingBlock />;
  if (error) return <ErrorBlock error={error} onRetry={() => void refetch()} />;
  if (data.list.length === 0) return <EmptyState title={t('chases.empty')} />;
  return (
    <div className={styles.panel} data-testid="my-chases">
      {failure ? (
        <p className={styles.error} role="alert">
          {describe(failure)}
        </p>
      ) : null}
      <ul className={styles.chases}>
        {data.list.map((chase) => (
          <li key={chase.chaseId} className={styles.chase}>
            <div className={styles.chaseHead}>
              <span className={`${styles.status} ${styles[`chase${chase.status}`] ?? ''}`}>
                {t(`chaseStatus.${chase.status}`)}
              </span>
              <span>{t('chases.progress', { settled: chase.settledCount, total: chase.drawCount })}</span>
              {chase.cancelledCount > 0 ? <span>{t('chases.cancelled', { count: chase.cancelledCount })}</span> : null}
              <span>{chase.stopOnWin ? t('chases.stopsOnWin') : t('chases.runsAll')}</span>
              <span>{t('chases.stake', { amount: money(chase.totalStake) })}</span>
              <span className={styles.won}>{t('chases.payout', { amount: money(chase.totalPayout) })}</span>
              <small>{formatDateTime(chase.createdAt, i18n.language)}</small>
              <span className={styles.grow} />
              <button
                type="button"
                className={styles.link}
                aria-expanded={open === chase.chaseId}
                onClick={() => setOpen(open === chase.chaseId ? null : chase.chaseId)}
              >
                {open === chase.chaseId ? t('chases.hideBets') : t('chases.showBets')}
              </button>
              {chase.status === 'ACTIVE' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={cancel.isPending}
                  onClick={() => {
                    setFailure(null);
                    cancel.mutate(chase.chaseId, { onError: setFailure });
                  }}
                >
                  {t('chases.cancel')}
                </Button>
              ) : null}
            </div>
            {open === chase.chaseId ? <BetTable kind={kind} bets={chase.bets} /> : null}
          </li>
        ))}
      </ul>
      <Pagination page={pageNo} totalPages={data.totalPages} onChange={setPageNo} />
    </div>
  );
}
