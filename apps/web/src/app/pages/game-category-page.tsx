import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useSafeNavigate } from '../../components/ui/safe-link.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { gameCentrePath, useGameVendors, type VendorLane } from '../data/use-game-vendors.ts';
import { categoryIcon } from '../frame/categories.ts';
import { useRouteEntry } from '../routing/route-entry-context.tsx';
import styles from './pages.module.css';
import { PageHeading, Section } from './page-parts.tsx';
import { QueryError } from './query-error.tsx';
import { VendorCard, VendorSkeleton } from './vendor-card.tsx';

/** Lanes a category page shows: its own categories, or every hot vendor for HOT. */
function lanesFor(categories: readonly string[], lanes: readonly VendorLane[]): VendorLane[] {
  if (categories.includes('HOT')) {
    return lanes.map((lane) => ({ ...lane, vendors: lane.vendors.filter((vendor) => vendor.isHot === 1) })).filter((lane) => lane.vendors.length > 0);
  }
  return lanes.filter((lane) => categories.includes(lane.gameCategory));
}

/** /live, /sports, /fish, /pvp, /esports, /elott, /hotgame, /localGames and /rng (tabbed by ?page=<vendor>). */
export function GameCategoryPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('common');
  const navigate = useSafeNavigate();
  const route = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const { data: lanes, isPending, error, refetch } = useGameVendors();
  const categories = route.categories ?? [];
  const key = categories[0] ?? 'ALL';
  const shown = lanes ? lanesFor(categories, lanes) : [];
  const isTabbed = key === 'RNG';
  const vendors = shown.flatMap((lane) => lane.vendors);
  const activeVendor = params.get('page') ?? vendors[0]?.vassalage ?? '';

  return (
    <div className={styles.page}>
      <PageHeading icon={<img src={categoryIcon(key)} alt="" width={40} height={40} />} title={tc(`category.${key}`)} subtitle={t(`category.${key}`)} />
      {isPending ? <VendorSkeleton /> : null}
      {error ? <QueryError error={error} onRetry={() => void refetch()} /> : null}
      {lanes && shown.length === 0 ? <EmptyState title={t('empty.noGames')} hint={t('empty.noGamesHint')} /> : null}
      {lanes && isTabbed && vendors.length > 0 ? (
        <>
          <Tabs
            items={vendors.map((vendor) => ({ key: vendor.vassalage, label: vendor.displayName }))}
            active={activeVendor}
            onChange={(page) => setParams({ page })}
            ariaLabel={t('gameCentre.providers')}
          />
          <EmptyState title={t('empty.noGames')} hint={t('empty.noGamesHint')} />
        </>
      ) : null}
      {lanes && !isTabbed
        ? shown.map((lane) => (
            <Section key={lane.gameCategory} title={tc(`category.${lane.gameCategory}`)}>
              <div className={styles.vendorGrid}>
                {lane.vendors.map((vendor) => (
                  <VendorCard key={vendor.vassalage} vendor={vendor} category={lane.gameCategory} onSelect={() => navigate(gameCentrePath(lane.gameCategory, vendor.vassalage))} />
                ))}
              </div>
            </Section>
          ))
        : null}
    </div>
  );
}
