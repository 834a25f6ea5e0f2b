import type { LotteryBet, LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { MyBetsState } from '../api/lottery-keys.ts';
import { useLotteryErrorMessage } from '../api/lottery-errors.ts';
import { useCancelBet } from '../api/lottery-mutations.ts';
import { useMyBets } from '../api/lottery-queries.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { describeSelection } from '../slip/describe-selection.ts';
import styles from './member.module.css';

const STATES: readonly MyBetsState[] = ['open', 'settled'];

/** The member's bets on this game: open ones (cancellable until stop-sale) and settled ones. */
export function MyBets({ gameCode, kind }: { gameCode: string; kind: LotteryGame['kind'] }) {
  const { t } = useTranslation('lottery');
  const [state, setState] = useState<MyBetsState>('open');
  const [pageNo, setPageNo] = useState(1);
  const { data, isPending, error, refetch } = useMyBets(gameCode, state, pageNo);
  return (
    <div className={styles.panel}>
      <div className={styles.segmented} role="radiogroup" aria-label={t('bets.state')}>
        {STATES.map((item) => (
          <button
            key={item}
            type="button"
            role="radio"
            aria-checked={item === state}
            className={item === state ? styles.on : undefined}
            onClick={() => {
              setState(item);
              setPageNo(1);
            }}
          >
            {t(`bets.${item}`)}
          </button>
        ))}
      </div>
      {isPending ? <LoadingBlock /> : null}
      {error ? <ErrorBlock error={error} onRetry={() => void refetch()} /> : null}
      {data && data.list.length === 0 ? <EmptyState title={t(`bets.empty.${state}`)} /> : null}
      {data && data.list.length > 0 ? <BetTable kind={kind} bets={data.list} /> : null}
      {data ? <Pagination page={pageNo} totalPages={data.totalPages} onChange={setPageNo} /> : null}
    </div>
  );
}

export function BetTable({ kind, bets }: { kind: LotteryGame['kind']; bets: readonly LotteryBet[] }) {
  const { t, i18n } = useTranslation('lottery');
  const money = useMoney();
  const describe = useLotteryErrorMessage();
  const cancel = useCancelBet();
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <>
      {failure ? (
        <p className={styles.error} role="alert">
          {describe(failure)}
        </p>
      ) : null}
      <table className={styles.table} data-testid="my-bets">
        <thead>
          <tr>
            <th scope="col">{t('bets.draw')}</th>
            <th scope="col">{t('bets.selection')}</th>
            <th scope="col">{t('bets.stake')}</th>
            <th scope="col">{t('bets.payout')}</th>
            <th scope="col">{t('bets.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('history.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => {
            const { title, detail } = describeSelection(t, kind, bet);
            return (
              <tr key={bet.betId}>
                <td>
                  <span className={styles.key}>{bet.drawKey}</span>
                  <small>{formatDateTime(bet.placedAt, i18n.language)}</small>
                </td>
                <td>
                  <strong>{title}</strong>
                  <small>{detail}</small>
                </td>
                <td>
                  {money(bet.stake)}
                  <small>{t('slip.combinations', { count: bet.combinations })}</small>
                </td>
                <td className={bet.status === 'WON' ? styles.won : undefined}>
                  {bet.status === 'OPEN' ? '—' : money(bet.payout)}
                </td>
                <td>
                  <span className={`${styles.status} ${styles[`status${bet.status}`] ?? ''}`}>
                    {t(`betStatus.${bet.status}`)}
                  </span>
                </td>
                <td>
                  {bet.isCancellable ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      title={t('bets.cancelHint')}
                      disabled={cancel.isPending}
                      onClick={() => {
                        setFailure(null);
                        cancel.mutate(bet.betId, { onError: setFailure });
                      }}
                    >
                      {t('bets.cancel')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
