/**
 * The shapes of the sportsbook's catalogue: who takes part in which competition. A fixture carries its two
 * entrants whole (code, names and rating), so the simulation and the odds engine read the ratings from the fixture
 * itself, and a verifier replays an event from (seed, event id, entrants) without the catalogue of the day.
 */
import type { Sport, TeamStrength } from './sport-models.ts';

/** A football or basketball side, rated by attack and defence (see `footballGoalRates`, `basketballPointRates`). */
export type TeamEntrant = { code: string; name: string; shortName: string; strength: TeamStrength };

/** An e-sports team or a fighting bird, rated on the Elo scale (see `eloWinProbability`). */
export type RatedEntrant = { code: string; name: string; shortName: string; rating: number };

/** The entrant shape of each sport. */
export type SportEntrant = {
  FOOTBALL: TeamEntrant;
  BASKETBALL: TeamEntrant;
  MOBA: RatedEntrant;
  SHOOTER: RatedEntrant;
  COCKFIGHT: RatedEntrant;
};

/** Home first, away second; for a cockfight Meron (the favourite's corner) first, Wala second. */
export type Pairing<S extends Sport> = readonly [SportEntrant[S], SportEntrant[S]];

export type TeamSport = 'FOOTBALL' | 'BASKETBALL';
export type RatedSport = 'MOBA' | 'SHOOTER' | 'COCKFIGHT';

/** A league of rated teams that plays double round-robin seasons (football, basketball). */
export type TeamLeague = {
  code: string;
  sport: TeamSport;
  /** English; the web translates league names by code, teams keep their names. */
  name: string;
  teams: readonly TeamEntrant[];
};

/** An e-sports title: its teams meet in best-of-three series, one after another. */
export type EsportsTitle = { code: string; sport: 'MOBA' | 'SHOOTER'; name: string; teams: readonly RatedEntrant[] };

export type Arena = { code: string; name: string };

/** The cockfight pool: birds drawn into fights in turn, fought in the arenas alternately. */
export type CockfightPool = {
  code: string;
  sport: 'COCKFIGHT';
  name: string;
  birds: readonly RatedEntrant[];
  arenas: readonly Arena[];
};

export type Catalogue = {
  football: readonly TeamLeague[];
  basketball: readonly TeamLeague[];
  esports: readonly EsportsTitle[];
  cockfight: CockfightPool;
};
