import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { SafeLink } from '../../../components/ui/safe-link.tsx';
import { useLotteryMenu, useRecentLotteryGames } from '../api/lottery-queries.ts';
import { GameGrid } from '../components/game-grid.tsx';
import { LotteryHeading } from '../components/lottery-heading.tsx';
import { useLotteryLive } from '../live/use-lottery-live.ts';
import { gamePath, VN_LOTTERY_PATH } from '../utils/lottery-paths.ts';
import { gamesOfCategory, listMenuGames } from '../utils/menu-games.ts';
import styles from '../components/lottery.module.css';

/** /lottery: every lottery game, E-Lottery first, each card with its countdown and last result. */
export function LotteryLobbyPage() {
  const { t } = useTranslation('lottery');
  useLotteryLive();
  const { data, isPending, error, refetch } = useLotteryMenu();
  const games = listMenuGames(data);
  return (
    <div className={styles.page}>
      <LotteryHeading
        title={t('lobby.title')}
        subtitle={t('lobby.subtitle')}
        actions={
          <SafeLink to={VN_LOTTERY_PATH} className={styles.headingLink}>
            {t('lobby.vnLink')}
          </SafeLink>
        }
      />
      <RecentGames />
      {isPending ? <LoadingBlock /> : null}
      {error ? <ErrorBlock error={error} onRetry={() => void refetch()} /> : null}
      {data && games.length === 0 ? <EmptyState title={t('lobby.empty')} hint={t('lobby.emptyHint')} /> : null}
      {(['ELOTT', 'LOTT'] as const).map((category) => {
        const shown = gamesOfCategory(games, category);
        return shown.length > 0 ? (
          <section key={category} className={styles.section} aria-labelledby={`lottery-${category}`}>
            <div className={styles.sectionHeader}>
              <h2 id={`lottery-${category}`} className={styles.sectionTitle}>
                {t(`category.${category}`)}
              </h2>
              <p className={styles.sectionHint}>{t(`category.${category}Hint`)}</p>
            </div>
            <GameGrid games={shown} />
          </section>
        ) : null;
      })}
    </div>
  );
}

/** A member's last lottery games, as quick links above the lobby. */
function RecentGames() {
  const { t } = useTranslation('lottery');
  const { data } = useRecentLotteryGames();
  if (!data || data.games.length === 0) return null;
  return (
    <nav className={styles.recent} aria-label={t('lobby.recent')}>
      <span className={styles.recentLabel}>{t('lobby.recent')}</span>
      {data.games.map((game) => (
        <SafeLink key={game.gameCode} to={gamePath(game)} className={styles.chip}>
          {game.labelName}
        </SafeLink>
      ))}
    </nav>
  );
}
