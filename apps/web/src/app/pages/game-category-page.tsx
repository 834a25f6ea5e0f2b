import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { FilteredGames } from '../../features/games/components/filtered-games.tsx';
import { useGameVendors, type VendorLane } from '../../lib/data/use-game-vendors.ts';
import { useBanners } from '../../lib/data/use-site-content.ts';
import { categoryIcon } from '../../lib/game-categories.ts';
import { JackpotCounter } from '../frame/jackpot/jackpot-counter.tsx';
import { useRouteEntry } from '../routing/route-entry-context.tsx';
import { HotGamesSection } from './hot-games-section.tsx';
import { NewGamesPage } from './listed-category-pages.tsx';
import styles from './pages.module.css';
import { PageHeading, Section } from './page-parts.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { VendorCard, VendorSkeleton } from './vendor-card.tsx';

/** Lanes a category page shows: its own categories, or every hot vendor for HOT. */
function lanesFor(categories: readonly string[], lanes: readonly VendorLane[]): VendorLane[] {
  if (categories.includes('HOT')) {
    return lanes
      .map((lane) => ({ ...lane, vendors: lane.vendors.filter((vendor) => vendor.isHot === 1) }))
      .filter((lane) => lane.vendors.length > 0);
  }
  return lanes.filter((lane) => categories.includes(lane.gameCategory));
}

/** A category page: /new lists games flagged new, every other one shows its vendors' lanes (/cockfight is the sportsbook's). */
export function GameCategoryPage() {
  const route = useRouteEntry();
  const categories = route.categories ?? [];
  const key = categories[0] ?? 'ALL';
  if (key === 'NEW') return <NewGamesPage />;
  return <VendorCategoryPage categories={categories} categoryKey={key} />;
}

/** /live, /sports, /fish, /pvp, /esports, /elott, /hotgame and /hot, /localGames and /rng (tabbed by ?page=<vendor>). */
function VendorCategoryPage({ categories, categoryKey: key }: { categories: readonly string[]; categoryKey: string }) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('common');
  const { data: lanes, isPending, error, refetch } = useGameVendors();
  const shown = lanes ? lanesFor(categories, lanes) : [];

  return (
    <div className={styles.page}>
      <PageHeading
        icon={<img src={categoryIcon(key)} alt="" width={40} height={40} />}
        title={tc(`category.${key}`)}
        subtitle={t(`category.${key}`)}
      />
      {isPending ? <VendorSkeleton /> : null}
      {error ? <QueryError error={error} onRetry={() => void refetch()} /> : null}
      {lanes && shown.length === 0 ? <EmptyState title={t('empty.noGames')} hint={t('empty.noGamesHint')} /> : null}
      {lanes && shown.length > 0 ? (
        key === 'HOT' ? (
          <HotGamesSection lanes={shown} />
        ) : key === 'RNG' ? (
          <VendorTabbedGames lanes={shown} />
        ) : (
          <LaneGames lanes={shown} />
        )
      ) : null}
    </div>
  );
}

/** /rng: one tab per vendor (?page=<vendor>), the jackpot strip above, that vendor's slots below. */
function VendorTabbedGames({ lanes }: { lanes: VendorLane[] }) {
  const { t } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  const { data: banners } = useBanners();
  const vendors = lanes.flatMap((lane) => lane.vendors);
  const requested = params.get('page');
  const active = vendors.find((vendor) => vendor.vassalage === requested) ?? vendors[0]!;
  const category = lanes.find((lane) => lane.vendors.includes(active))?.gameCategory ?? 'RNG';
  return (
    <>
      {/* The banner carries the jackpot on its first slide; without banners it gets its own strip. */}
      {banners && banners.length > 0 ? null : <JackpotCounter variant="panel" />}
      <Tabs
        items={vendors.map((vendor) => ({ key: vendor.vassalage, label: vendor.displayName }))}
        active={active.vassalage}
        onChange={(page) => setParams({ page })}
        ariaLabel={t('gameCentre.providers')}
      />
      <FilteredGames key={active.vassalage} category={category} vassalage={active.vassalage} />
    </>
  );
}

/** Vendor lanes of the page's categories; a vendor card narrows the game list below to that vendor (?vassalage=). */
function LaneGames({ lanes }: { lanes: VendorLane[] }) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const requestedType = params.get('gameType');
  // /elott shows two categories; the list shows one of them at a time.
  const lane = lanes.find((item) => item.gameCategory === requestedType) ?? lanes[0]!;
  const vendor = lane.vendors.find((item) => item.vassalage === params.get('vassalage')) ?? null;

  const choose = (gameType: string, vassalage: string | null) => {
    const next = new URLSearchParams();
    if (lanes.length > 1) next.set('gameType', gameType);
    if (vassalage) next.set('vassalage', vassalage);
    if (next.toString() !== params.toString()) setParams(next);
  };

  return (
    <>
      {lanes.map((item) => (
        <Section
          key={item.gameCategory}
          title={lanes.length > 1 ? tc(`category.${item.gameCategory}`) : t('gameCentre.providers')}
        >
          <div className={styles.vendorGrid}>
            {item.vendors.map((card) => {
              const isActive = vendor?.vassalage === card.vassalage && lane.gameCategory === item.gameCategory;
              return (
                <VendorCard
                  key={card.vassalage}
                  vendor={card}
                  category={item.gameCategory}
                  isActive={isActive}
                  onSelect={() => choose(item.gameCategory, isActive ? null : card.vassalage)}
                />
              );
            })}
          </div>
        </Section>
      ))}
      {lanes.length > 1 ? (
        <Tabs
          items={lanes.map((item) => ({ key: item.gameCategory, label: tc(`category.${item.gameCategory}`) }))}
          active={lane.gameCategory}
          onChange={(gameType) => choose(gameType, null)}
          ariaLabel={t('gameCentre.categories')}
        />
      ) : null}
      <Section title={vendor ? t('gameCentre.gamesOf', { vendor: vendor.displayName }) : t('gameCentre.games')}>
        <FilteredGames
          key={`${lane.gameCategory}:${vendor?.vassalage ?? ''}`}
          category={lane.gameCategory}
          vassalage={vendor?.vassalage ?? null}
        />
      </Section>
    </>
  );
}
