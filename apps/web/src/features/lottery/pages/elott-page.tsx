import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useLotteryMenu } from '../api/lottery-queries.ts';
import { GameGrid } from '../components/game-grid.tsx';
import { LotteryHeading } from '../components/lottery-heading.tsx';
import { useLotteryLive } from '../live/use-lottery-live.ts';
import { gamesOfCategory, listMenuGames } from '../utils/menu-games.ts';
import styles from '../components/lottery.module.css';

const CATEGORIES = ['ELOTT', 'LOTT'] as const;
type Category = (typeof CATEGORIES)[number];

/** /elott: the E-Lottery and Lottery categories as tabs (?gameType=), each game with its countdown. */
export function ElottPage() {
  const { t } = useTranslation('lottery');
  useLotteryLive();
  const [params, setParams] = useSearchParams();
  const active: Category = params.get('gameType') === 'LOTT' ? 'LOTT' : 'ELOTT';
  const { data, isPending, error, refetch } = useLotteryMenu();
  const games = gamesOfCategory(listMenuGames(data), active);
  return (
    <div className={styles.page}>
      <LotteryHeading title={t('elott.title')} subtitle={t('elott.subtitle')} />
      <Tabs
        items={CATEGORIES.map((key) => ({ key, label: t(`category.${key}`) }))}
        active={active}
        onChange={(key) => setParams({ gameType: key })}
        ariaLabel={t('elott.tabs')}
      />
      <p className={styles.sectionHint}>{t(`category.${active}Hint`)}</p>
      {isPending ? <LoadingBlock /> : null}
      {error ? <ErrorBlock error={error} onRetry={() => void refetch()} /> : null}
      {data && games.length === 0 ? <EmptyState title={t('lobby.empty')} hint={t('lobby.emptyHint')} /> : null}
      {games.length > 0 ? <GameGrid games={games} /> : null}
    </div>
  );
}
