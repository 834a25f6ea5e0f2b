import { SPORT_CATEGORY, type SportsbookCategory } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { listCompetitions } from './engine/catalogue.ts';
import { SPORTS, type Sport } from './engine/sport-models.ts';
import { boardAt } from './event-board.ts';
import {
  findComingEvents,
  findEvent,
  findEventPage,
  findSuspensions,
  type SportEventRow,
} from './sportsbook-events.repository.ts';
import { loadBookSettings, type BookSettings } from './sportsbook-settings.service.ts';
import { eventView, marketView, timelineView } from './sportsbook-view.ts';

/** The menu and the board list events starting within this window (the rest are scheduled but far off). */
const LISTING_WINDOW_MS = 30 * 60_000;
/** The main markets a list shows per sport: its headline types (the main line of each line market). */
const MAIN_TYPES: Readonly<Record<Sport, readonly string[]>> = {
  FOOTBALL: ['FT_1X2', 'FT_AH', 'FT_OU'],
  BASKETBALL: ['BK_ML', 'BK_HCP', 'BK_OU'],
  MOBA: ['ES_WINNER', 'ES_MAP_HCP', 'ES_TOTAL_MAPS'],
  SHOOTER: ['ES_WINNER', 'ES_MAP_HCP', 'ES_TOTAL_MAPS'],
  COCKFIGHT: ['CF_WINNER'],
};

type SportFilter = { category?: SportsbookCategory; sport?: Sport; competitionCode?: string };

export function sportsOf(filter: SportFilter): Sport[] {
  return SPORTS.filter(
    (sport) =>
      (!filter.sport || filter.sport === sport) && (!filter.category || SPORT_CATEGORY[sport] === filter.category),
  );
}

/** The event, its moment and its board now; lines listed several times show only their main (middle) one in lists. */
function present(event: SportEventRow, now: Date, settings: BookSettings, desk: ReadonlySet<string> | undefined) {
  const { moment, board, isMarketSuspended } = boardAt(event, now, settings, desk);
  const bettable =
    (moment.phase === 'OPEN' || moment.phase === 'LIVE') &&
    board.markets.some((m) => !isMarketSuspended(m.key) && !m.suspended);
  const markets = board.markets.map((market) => marketView(market, isMarketSuspended(market.key)));
  return { view: eventView(event, moment, now, bettable), markets, moment };
}

function mainMarkets(sport: Sport, markets: ReturnType<typeof present>['markets']) {
  return MAIN_TYPES[sport].flatMap((type) => {
    const ofType = markets.filter((market) => market.type === type);
    return ofType.length === 0 ? [] : [ofType[Math.floor((ofType.length - 1) / 2)]];
  });
}

/** The event as the board lists it: its view and main markets at `now` (the push channel sends the same row). */
export function boardRowOf(
  event: SportEventRow,
  now: Date,
  settings: BookSettings,
  desk: ReadonlySet<string> | undefined,
) {
  const { view, markets } = present(event, now, settings, desk);
  return { ...view, mainMarkets: mainMarkets(view.sport, markets), marketCount: markets.length };
}

export async function readSportsMenu(ctx: AppContext, query: { category?: SportsbookCategory }) {
  const now = ctx.now();
  const sports = sportsOf(query);
  const events = await findComingEvents(ctx.database.db, {
    sports,
    now,
    until: new Date(now.getTime() + LISTING_WINDOW_MS),
    limit: 2000,
  });
  return {
    serverTime: now.toISOString(),
    sports: sports.map((sport) => {
      const competitions = listCompetitions()
        .filter((competition) => competition.sport === sport)
        .map((competition) => {
          const own = events.filter((event) => event.competitionCode === competition.code);
          const live = own.filter((event) => event.startsAt <= now).length;
          const next = own.find((event) => event.startsAt > now);
          return {
            code: competition.code,
            name: competition.name,
            sport,
            upcoming: own.length - live,
            live,
            nextStartsAt: next?.startsAt.toISOString() ?? null,
            hasStandings: sport === 'FOOTBALL' || sport === 'BASKETBALL',
          };
        });
      const sum = (key: 'upcoming' | 'live') => competitions.reduce((total, c) => total + c[key], 0);
      return { sport, category: SPORT_CATEGORY[sport], upcoming: sum('upcoming'), live: sum('live'), competitions };
    }),
  };
}

export async function readSportsEvents(
  ctx: AppContext,
  query: SportFilter & { state: 'upcoming' | 'live' | 'all'; count: number },
) {
  const now = ctx.now();
  const settings = await loadBookSettings(ctx);
  const rows = await findComingEvents(ctx.database.db, {
    sports: sportsOf(query),
    competitionCode: query.competitionCode,
    now,
    until: query.state === 'live' ? now : new Date(now.getTime() + LISTING_WINDOW_MS),
    limit: 500,
  });
  const chosen = rows
    .filter((event) =>
      query.state === 'live' ? event.startsAt <= now : query.state === 'upcoming' ? event.startsAt > now : true,
    )
    .slice(0, query.count);
  const desk = await findSuspensions(
    ctx.database.db,
    chosen.map((event) => event.id),
  );
  return {
    serverTime: now.toISOString(),
    events: chosen.map((event) => boardRowOf(event, now, settings, desk.get(event.id))),
  };
}

export async function readSportsEvent(ctx: AppContext, eventId: string) {
  const now = ctx.now();
  const event = await findEvent(ctx.database.db, eventId);
  if (!event) throw new AppError('sports.event.not.found');
  const settings = await loadBookSettings(ctx);
  const desk = await findSuspensions(ctx.database.db, [event.id]);
  const { view, markets, moment } = present(event, now, settings, desk.get(event.id));
  return { serverTime: now.toISOString(), event: view, markets, timeline: timelineView(view.sport, moment.timeline) };
}

export async function readSportsResults(ctx: AppContext, query: SportFilter & { pageNo: number; pageSize: number }) {
  const now = ctx.now();
  const settings = await loadBookSettings(ctx);
  const { rows, count } = await findEventPage(ctx.database.db, {
    sports: sportsOf(query),
    competitionCode: query.competitionCode,
    statuses: ['ENDED', 'SETTLED'],
    endedBy: now,
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    list: rows.map((event) => present(event, now, settings, undefined).view),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalCount: count,
    totalPages: Math.ceil(count / query.pageSize),
  };
}
