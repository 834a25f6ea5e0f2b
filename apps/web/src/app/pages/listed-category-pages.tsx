import { useTranslation } from 'react-i18next';
import { InfiniteGameList } from '../../features/games/components/infinite-game-list.tsx';
import { LaunchNotice } from '../../features/games/components/launch-notice.tsx';
import { categoryIcon } from '../../lib/game-categories.ts';
import styles from './pages.module.css';
import { PageHeading, Section } from './page-parts.tsx';

/** The /new list's query: every vendor's games flagged new, 20 a page as the list scrolls. */
const NEW_GAMES_QUERY = { isNew: '1' } as const;

function CategoryHeading({ category }: { category: 'NEW' }) {
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
