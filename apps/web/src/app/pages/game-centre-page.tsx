import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { FilteredGames } from '../../features/games/components/filtered-games.tsx';
import { WinnersBoard } from '../../features/games/components/winners-board.tsx';
import { useGameVendors } from '../../lib/data/use-game-vendors.ts';
import styles from './pages.module.css';
import { PageHeading, Section } from './page-parts.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { VendorCard, VendorSkeleton } from './vendor-card.tsx';

const ALL = 'ALL';

/** /gameCenter?gameType=<CAT|ALL>&vassalage=<vendor>: category tabs, vendors, then the filtered game list; the winners board beside. */
export function GameCentrePage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const { data: lanes, isPending, error, refetch } = useGameVendors();
  const requestedType = (params.get('gameType') ?? ALL).toUpperCase();
  const vassalage = params.get('vassalage');

  const select = (next: { gameType: string; vassalage?: string }) => {
    const search = new URLSearchParams({ gameType: next.gameType });
    if (next.vassalage) search.set('vassalage', next.vassalage);
    if (search.toString() !== params.toString()) setParams(search);
  };

  const tabs = [
    { key: ALL, label: tc('category.ALL') },
    ...(lanes ?? []).map((lane) => ({ key: lane.gameCategory, label: tc(`category.${lane.gameCategory}`) })),
  ];
  // A category without vendors (or a mistyped one) shows everything, like the ALL tab.
  const gameType = tabs.some((tab) => tab.key === requestedType) ? requestedType : ALL;
  const shownLanes = (lanes ?? []).filter((lane) => gameType === ALL || lane.gameCategory === gameType);
  const selectedVendor = shownLanes.flatMap((lane) => lane.vendors).find((vendor) => vendor.vassalage === vassalage);

  return (
    <div className={styles.page}>
      <PageHeading
        icon={<Icon name="dice" size={28} />}
        title={t('gameCentre.title')}
        subtitle={t('gameCentre.subtitle')}
      />
      {isPending ? <VendorSkeleton /> : null}
      {error ? <QueryError error={error} onRetry={() => void refetch()} /> : null}
      {lanes ? (
        <>
          <Tabs
            items={tabs}
            active={gameType}
            onChange={(key) => select({ gameType: key })}
            ariaLabel={t('gameCentre.categories')}
          />
          <Section title={t('gameCentre.providers')}>
            {shownLanes.length === 0 ? (
              <EmptyState title={t('empty.noProviders')} hint={t('empty.noProvidersHint')} />
            ) : (
              <div className={styles.vendorGrid}>
                {shownLanes.flatMap((lane) =>
                  lane.vendors.map((vendor) => (
                    <VendorCard
                      key={`${lane.gameCategory}-${vendor.vassalage}`}
                      vendor={vendor}
                      category={lane.gameCategory}
                      isActive={vendor.vassalage === vassalage && (gameType === ALL || gameType === lane.gameCategory)}
                      // Pressing the chosen vendor again goes back to every vendor of the category.
                      onSelect={() =>
                        select({
                          gameType: gameType === ALL ? ALL : lane.gameCategory,
                          vassalage: vendor.vassalage === vassalage ? undefined : vendor.vassalage,
                        })
                      }
                    />
                  )),
                )}
              </div>
            )}
          </Section>
          <div className={styles.gamesLayout}>
            <Section
              title={
                selectedVendor ? t('gameCentre.gamesOf', { vendor: selectedVendor.displayName }) : t('gameCentre.games')
              }
            >
              <FilteredGames
                key={`${gameType}:${selectedVendor?.vassalage ?? ''}`}
                category={gameType}
                vassalage={selectedVendor?.vassalage ?? null}
              />
            </Section>
            <WinnersBoard />
          </div>
        </>
      ) : null}
    </div>
  );
}
