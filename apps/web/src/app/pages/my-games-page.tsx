import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { useSafeNavigate } from '../../components/ui/safe-link.tsx';
import { PagedGameList } from '../../features/games/components/paged-game-list.tsx';
import { useFavouriteList, useRecentGames } from '../../lib/data/use-game-favourites.ts';
import styles from './pages.module.css';
import { PageHeading } from './page-parts.tsx';

type Kind = 'favorite' | 'recent';

/** ?page=<n>, 1 when absent or not a page number. */
function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  return [page, (next) => setParams(next === 1 ? {} : { page: String(next) })];
}

/** /favorite and /recent (login required by the route table): the member's games, 20 a page. */
function MyGamesPage({
  kind,
  result,
  page,
  onPage,
}: {
  kind: Kind;
  result: Parameters<typeof PagedGameList>[0]['result'];
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('pages');
  const navigate = useSafeNavigate();
  return (
    <div className={styles.page}>
      <PageHeading
        icon={<Icon name={kind === 'favorite' ? 'heart' : 'clock'} size={28} />}
        title={t(`myGames.${kind}Title`)}
        subtitle={t(`myGames.${kind}Subtitle`)}
      />
      <PagedGameList
        result={result}
        page={page}
        onPage={onPage}
        label={t(`myGames.${kind}Title`)}
        empty={{
          title: t(`empty.${kind}`),
          hint: t(`empty.${kind}Hint`),
          action: <Button onClick={() => navigate('/gameCenter?gameType=ALL')}>{t('myGames.browse')}</Button>,
        }}
      />
    </div>
  );
}

export function FavoritePage() {
  const [page, setPage] = usePageParam();
  return <MyGamesPage kind="favorite" result={useFavouriteList(page)} page={page} onPage={setPage} />;
}

export function RecentPage() {
  const [page, setPage] = usePageParam();
  return <MyGamesPage kind="recent" result={useRecentGames(page)} page={page} onPage={setPage} />;
}
