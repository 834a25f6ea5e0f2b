/**
 * The whole catalogue of the in-house book, and lookups by code. Everything here is fixed data: the schedule and
 * the simulation are pure functions of it, so every server instance computes the same events.
 */
import { BASKETBALL_LEAGUES } from './catalogue-basketball.ts';
import { FOOTBALL_LEAGUES } from './catalogue-football.ts';
import { COCKFIGHT_POOL, ESPORTS_TITLES } from './catalogue-rated.ts';
import type { Catalogue, CockfightPool, EsportsTitle, TeamLeague } from './catalogue-types.ts';

export const CATALOGUE: Catalogue = {
  football: FOOTBALL_LEAGUES,
  basketball: BASKETBALL_LEAGUES,
  esports: ESPORTS_TITLES,
  cockfight: COCKFIGHT_POOL,
};

export type Competition = TeamLeague | EsportsTitle | CockfightPool;

/** Every competition in display order: football leagues, basketball, the e-sports titles, cockfight. */
export function listCompetitions(catalogue: Catalogue = CATALOGUE): Competition[] {
  return [...catalogue.football, ...catalogue.basketball, ...catalogue.esports, catalogue.cockfight];
}

export function findCompetition(code: string, catalogue: Catalogue = CATALOGUE): Competition | null {
  return listCompetitions(catalogue).find((competition) => competition.code === code) ?? null;
}
