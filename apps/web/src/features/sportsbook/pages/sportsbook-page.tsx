import type { SportsbookSport } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import type { SportsbookCategoryKey } from '../api/sportsbook-keys.ts';
import { useSportsMenu } from '../api/sportsbook-queries.ts';
import { MyBets } from '../bets/my-bets.tsx';
import { ResultsList } from '../bets/results-list.tsx';
import { Standings } from '../bets/standings-table.tsx';
import { OddsFormatSelect } from '../components/odds-format-select.tsx';
import { SportMenu, type MenuChoice } from '../components/sport-menu.tsx';
import { useSportsbookLive } from '../live/use-sportsbook-live.ts';
import { BetSlip } from '../slip/bet-slip.tsx';
import { EventListPanel } from './event-list-panel.tsx';
import { EventView } from './event-view.tsx';
import styles from './sportsbook-page.module.css';

type TabKey = 'events' | 'bets' | 'results' | 'standings';
const SPORTS = new Set<string>(['FOOTBALL', 'BASKETBALL', 'MOBA', 'SHOOTER', 'COCKFIGHT']);

/** The page's place lives in the address (?sport=&competition=&event=&tab=), so a reload or a shared link keeps it. */
function usePagePlace() {
  const [params, setParams] = useSearchParams();
  const sport = params.get('sport');
  const tab = params.get('tab');
  const place = {
    sport: sport && SPORTS.has(sport) ? (sport as SportsbookSport) : null,
    competitionCode: params.get('competition'),
    eventId: params.get('event'),
    tab: (tab === 'bets' || tab === 'results' || tab === 'standings' ? tab : 'events') as TabKey,
  };
  const go = (next: Partial<typeof place>) => {
    const merged = { ...place, ...next };
    const search = new URLSearchParams();
    if (merged.sport) search.set('sport', merged.sport);
    if (merged.competitionCode) search.set('competition', merged.competitionCode);
    if (merged.eventId) search.set('event', merged.eventId);
    if (merged.tab !== 'events') search.set('tab', merged.tab);
    setParams(search);
  };
  return { place, go };
}

/**
 * A category of the book (/sports, /esports, /cockfight): the sports and competitions on the left, the board, one
 * event, my bets, results or league tables in the middle, the slip on the right.
 */
export function SportsbookPage({ category }: { category: SportsbookCategoryKey }) {
  const { t } = useTranslation('sportsbook');
  const pollMs = useSportsbookLive(category);
  const menu = useSportsMenu(category, pollMs);
  const { place, go } = usePagePlace();
  const choose = (choice: MenuChoice) => go({ ...choice, eventId: null, tab: 'events' });
  const hasStandings = menu.data?.sports.some((sport) => sport.competitions.some((item) => item.hasStandings)) ?? false;
  const tabs = [
    { key: 'events', label: t('tab.events') },
    { key: 'bets', label: t('tab.bets') },
    { key: 'results', label: t('tab.results') },
    ...(hasStandings ? [{ key: 'standings', label: t('tab.standings') }] : []),
  ];
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <h1 className={styles.title}>{t(`category.${category}`)}</h1>
        <Tabs
          ariaLabel={t(`category.${category}`)}
          items={tabs}
          active={place.tab}
          onChange={(key) => go({ tab: key as TabKey, eventId: null })}
        />
        <OddsFormatSelect />
      </header>
      <div className={styles.body}>
        <div className={styles.side}>
          {menu.isPending ? <LoadingBlock /> : null}
          {menu.isError ? <ErrorBlock error={menu.error} onRetry={() => void menu.refetch()} /> : null}
          {menu.data ? (
            <SportMenu
              menu={menu.data}
              choice={{ sport: place.sport, competitionCode: place.competitionCode }}
              onChoose={choose}
            />
          ) : null}
        </div>
        <div className={styles.main}>
          {place.tab === 'events' && place.eventId ? (
            <EventView eventId={place.eventId} pollMs={pollMs} onBack={() => go({ eventId: null })} />
          ) : null}
          {place.tab === 'events' && !place.eventId ? (
            <EventListPanel
              category={category}
              sport={place.sport}
              competitionCode={place.competitionCode}
              pollMs={pollMs}
              onOpen={(eventId) => go({ eventId })}
            />
          ) : null}
          {place.tab === 'bets' ? <MyBets /> : null}
          {place.tab === 'results' ? <ResultsList category={category} sport={place.sport} /> : null}
          {place.tab === 'standings' && menu.data ? (
            <Standings
              menu={menu.data}
              chosen={place.competitionCode}
              onChoose={(code) => go({ competitionCode: code })}
            />
          ) : null}
        </div>
        <BetSlip />
      </div>
    </div>
  );
}
