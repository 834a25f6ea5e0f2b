import type { LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { usePopularNumbers } from '../api/lottery-queries.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { betTypeName } from '../utils/bet-type-name.ts';
import styles from './history.module.css';

/** The numbers players backed most over the recent draws, with the bets and stakes on each. */
export function PopularNumbers({ gameCode, kind }: { gameCode: string; kind: LotteryGame['kind'] }) {
  const { t } = useTranslation('lottery');
  const money = useMoney();
  const { data, isPending, error, refetch } = usePopularNumbers(gameCode);
  if (isPending) return <LoadingBlock />;
  if (error) return <ErrorBlock error={error} onRetry={() => void refetch()} />;
  if (data.numbers.length === 0) return <EmptyState title={t('popular.empty')} />;
  const most = Math.max(1, ...data.numbers.map((item) => item.bets));
  return (
    <ol className={styles.popular} data-testid="popular-numbers">
      {data.numbers.map((item, index) => (
        <li key={`${item.betType}-${item.number}`}>
          <span className={styles.rank}>{index + 1}</span>
          <span className={styles.popularNumber}>{item.number}</span>
          <span className={styles.popularType}>{betTypeName(t, kind, item.betType)}</span>
          <span className={styles.popularBar}>
            <span style={{ width: `${(item.bets / most) * 100}%` }} />
          </span>
          <span className={styles.popularFigures}>
            {t('popular.bets', { count: item.bets })} · {money(item.stake)}
          </span>
        </li>
      ))}
    </ol>
  );
}
