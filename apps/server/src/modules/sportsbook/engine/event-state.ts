/**
 * What the odds engine prices from and settles on, per sport: the live state of an event (the pre-match state is
 * the state at its kick-off) and its final result. The event simulator produces both from the committed seed; a
 * real feed would produce the same shapes. Home/away are the first/second participant of the fixture (for a
 * cockfight: Meron/Wala).
 */

export type Side = 'HOME' | 'AWAY';

export type FootballState = {
  /** Match minutes played, 0 to 90 (stoppage time is not modelled). */
  minute: number;
  home: number;
  away: number;
  /** The half-time score, once the first half is over. */
  halfTime: { home: number; away: number } | null;
};
export type FootballResult = { home: number; away: number; halfTime: { home: number; away: number } };

export type BasketballState = {
  /** Minutes played including overtimes: 48 at the end of regulation, 53 after one overtime. */
  minute: number;
  home: number;
  away: number;
  /** Points of each finished period (four quarters, then each overtime). */
  periods: readonly { home: number; away: number }[];
};
export type BasketballResult = { home: number; away: number; periods: readonly { home: number; away: number }[] };

/** A MOBA series between maps: the maps each side has won. Markets are suspended while a map is played. */
export type MobaState = { mapsHome: number; mapsAway: number };
export type ShooterState = {
  mapsHome: number;
  mapsAway: number;
  /** The rounds of the map being played (0–0 between maps). */
  roundsHome: number;
  roundsAway: number;
};
export type EsportsResult = {
  /** The winner of each map played, in order (two or three maps). */
  maps: readonly Side[];
  /** Per map: MOBA kills, shooter rounds. */
  mapScores: readonly { home: number; away: number }[];
};

export type CockfightWinner = 'MERON' | 'WALA' | 'DRAW';
/** A fight is not priced in play: its markets close when it starts. */
export type CockfightResult = { winner: CockfightWinner };

export type EventResult =
  | { sport: 'FOOTBALL'; result: FootballResult }
  | { sport: 'BASKETBALL'; result: BasketballResult }
  | { sport: 'MOBA'; result: EsportsResult }
  | { sport: 'SHOOTER'; result: EsportsResult }
  | { sport: 'COCKFIGHT'; result: CockfightResult };
