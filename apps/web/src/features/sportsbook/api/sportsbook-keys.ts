/**
 * Query keys of the sportsbook. Every key starts with 'sportsbook', so a reconnect of the push channel refreshes
 * them all; member-bound keys carry the token, so another login never sees the last member's bets.
 */
import type { SportsbookSport } from '@lucky/contracts/sportsbook/sportsbook-schemas';

export type SportsbookCategoryKey = 'SPORTS' | 'ESPORTS' | 'COCKFIGHT';
export type MyBetsState = 'open' | 'settled' | 'cashedOut' | 'all';
export type EventsFilter = {
  category: SportsbookCategoryKey;
  sport: SportsbookSport | null;
  competitionCode: string | null;
};

export const sportsbookKeys = {
  all: ['sportsbook'] as const,
  board: ['sportsbook', 'board'] as const,
  menu: (category: SportsbookCategoryKey) => ['sportsbook', 'board', 'menu', category] as const,
  events: (filter: EventsFilter) =>
    ['sportsbook', 'board', 'events', filter.category, filter.sport ?? '', filter.competitionCode ?? ''] as const,
  event: (eventId: string) => ['sportsbook', 'board', 'event', eventId] as const,
  quote: (fingerprint: string) => ['sportsbook', 'quote', fingerprint] as const,
  results: (category: SportsbookCategoryKey, sport: SportsbookSport | null, pageNo: number) =>
    ['sportsbook', 'results', category, sport ?? '', pageNo] as const,
  standings: (competitionCode: string) => ['sportsbook', 'standings', competitionCode] as const,
  verify: (eventId: string) => ['sportsbook', 'verify', eventId] as const,
  member: ['sportsbook', 'member'] as const,
  myBets: (token: string | null, state: MyBetsState, pageNo: number) =>
    ['sportsbook', 'member', 'bets', token, state, pageNo] as const,
  cashOutQuote: (token: string | null, betId: number) => ['sportsbook', 'member', 'cashout', token, betId] as const,
};
