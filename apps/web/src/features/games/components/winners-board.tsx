import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { useRankList } from '../../../lib/data/use-game-list.ts';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import { formatMoney } from '../../../lib/format.ts';
import styles from './games.module.css';

/** Winners board (GCSGAME_getRankList): the week's 20 biggest wins, player names masked by the server. */
export function WinnersBoard() {
  const { t, i18n } = useTranslation('pages');
  const { currency } = useSiteStatus();
  const { data: winners, isPending, error } = useRankList();
  return (
    <aside className={styles.winners} aria-labelledby="winners-title">
      <h2 id="winners-title" className={styles.winnersTitle}>
        <Icon name="crown" size={20} />
        {t('games.winnersTitle')}
      </h2>
      <p className={styles.winnersHint}>{t('games.winnersHint')}</p>
      {isPending ? <div className={styles.winnersSkeleton} aria-hidden="true" /> : null}
      {error ? <p className={styles.winnersEmpty}>{t('games.winnersFailed')}</p> : null}
      {winners && winners.length === 0 ? <p className={styles.winnersEmpty}>{t('games.winnersEmpty')}</p> : null}
      {winners && winners.length > 0 ? (
        <ol className={styles.winnerList}>
          {winners.map((winner) => (
            <li key={`${winner.rank}-${winner.time}`} className={styles.winner}>
              <span className={winner.rank <= 3 ? `${styles.rank} ${styles.rankTop}` : styles.rank}>{winner.rank}</span>
              <span className={styles.winnerText}>
                <span className={styles.winnerName}>{winner.userName}</span>
                <span className={styles.winnerGame}>{winner.gameName}</span>
              </span>
              <span className={styles.winAmount}>
                {formatMoney(winner.winAmount, {
                  language: i18n.language,
                  scale: currency.scale,
                  symbol: currency.symbol,
                })}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </aside>
  );
}
