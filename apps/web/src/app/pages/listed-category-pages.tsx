import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useSafeNavigate } from '../../components/ui/safe-link.tsx';
import { InfiniteGameList } from '../../features/games/components/infinite-game-list.tsx';
import { LaunchNotice } from '../../features/games/components/launch-notice.tsx';
import { categoryIcon } from '../../lib/game-categories.ts';
import styles from './pages.module.css';
import { PageHeading, Section } from './page-parts.tsx';

/** The /new list's query: every vendor's games flagged new, 20 a page as the list scrolls. */
const NEW_GAMES_QUERY = { isNew: '1' } as const;

function CategoryHeading({ category }: { category: 'NEW' | 'COCKFIGHT' }) {
  const { t } = useTranslation('pages');
  return (
    <PageHeading
      icon={<img src={categoryIcon(category)} alt="" width={40} height={40} />}
      title={t(`category.${category}`, { ns: 'common' })}
      subtitle={t(`category.${category}`)}
    />
  );
}

/** /new: the games flagged new, of every vendor. */
export function NewGamesPage() {
  const { t } = useTranslation('pages');
  return (
    <div className={styles.page}>
      <CategoryHeading category="NEW" />
      <Section title={t('games.newTitle')}>
        <LaunchNotice />
        <InfiniteGameList query={NEW_GAMES_QUERY} emptyHint={t('empty.noNewGamesHint')} />
      </Section>
    </div>
  );
}

/**
 * The empty cockfight category: no vendor game is a cockfight. The /cockfight route now shows the in-house
 * sportsbook's fights (features/sportsbook), so this is only reached by a category page asked for COCKFIGHT.
 */
export function CockfightPage() {
  const { t } = useTranslation('pages');
  const navigate = useSafeNavigate();
  return (
    <div className={styles.page}>
      <CategoryHeading category="COCKFIGHT" />
      <EmptyState
        icon={<img src={categoryIcon('COCKFIGHT')} alt="" width={48} height={48} />}
        title={t('empty.cockfight')}
        hint={t('empty.cockfightHint')}
        action={<Button onClick={() => navigate('/gameCenter?gameType=ALL')}>{t('myGames.browse')}</Button>}
      />
    </div>
  );
}
