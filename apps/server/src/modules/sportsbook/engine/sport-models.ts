/**
 * The sportsbook's strength models: how a fixture's participants turn into the numbers both the odds engine
 * (fair probabilities, markets) and the event simulator (the committed result and its timeline) start from.
 * Both sides read these functions and nothing else, so the prices and the results follow one model by
 * construction; the fairness simulation checks it (result frequencies against the model's probabilities).
 */

/** The sports of the in-house book. The two e-sports titles are sports of their own: each has its own model. */
export const SPORTS = ['FOOTBALL', 'BASKETBALL', 'MOBA', 'SHOOTER', 'COCKFIGHT'] as const;
export type Sport = (typeof SPORTS)[number];

/**
 * A football or basketball team: attack and defence around 1.0 for a league-average side. A higher attack scores
 * more; a higher defence concedes less.
 */
export type TeamStrength = { attack: number; defence: number };

/** Goals an average home and away side score in 90 minutes (European top-flight averages, about 2.7 a game). */
const FOOTBALL_HOME_GOALS = 1.5;
const FOOTBALL_AWAY_GOALS = 1.2;

/**
 * Expected goals of each side over 90 minutes. Each side's goals are a Poisson process at this rate, uniform over
 * the match (so each half carries half of it) — the independent-Poisson model of Maher (1982).
 */
export function footballGoalRates(home: TeamStrength, away: TeamStrength): { home: number; away: number } {
  return {
    home: (FOOTBALL_HOME_GOALS * home.attack) / away.defence,
    away: (FOOTBALL_AWAY_GOALS * away.attack) / home.defence,
  };
}

/** Points an average side scores in 48 minutes of regulation, and the home court's edge. */
const BASKETBALL_POINTS = 112;
const BASKETBALL_HOME_EDGE = 1.02;
/** Regulation is four 12-minute quarters; a tie goes to 5-minute overtimes until someone leads. */
export const BASKETBALL_QUARTER_MINUTES = 12;
export const BASKETBALL_OVERTIME_MINUTES = 5;

/**
 * Expected points of each side over the 48 minutes of regulation. Points are modelled as a Poisson process at this
 * rate (a per-team standard deviation of about 10.6 points, close to what real leagues show), so a quarter carries a
 * quarter of it and an overtime 5/48.
 */
export function basketballPointRates(home: TeamStrength, away: TeamStrength): { home: number; away: number } {
  return {
    home: (BASKETBALL_POINTS * BASKETBALL_HOME_EDGE * home.attack) / away.defence,
    away: (BASKETBALL_POINTS * away.attack) / (home.defence * BASKETBALL_HOME_EDGE),
  };
}

/**
 * The chance that a side rated `rating` beats one rated `opponentRating` in one game (an e-sports map, a fight):
 * the Elo logistic curve, 400 points for 10-to-1.
 */
export function eloWinProbability(rating: number, opponentRating: number): number {
  return 1 / (1 + 10 ** ((opponentRating - rating) / 400));
}

/** E-sports series are best of three maps. A MOBA map is won whole: its winner is drawn with `eloWinProbability`. */
export const ESPORTS_MAPS_TO_WIN = 2;

/** A shooter map is played round by round: first to 13, and from 12–12 on until one side leads by two. */
export const SHOOTER_ROUNDS_TO_WIN = 13;

/**
 * The chance a shooter side wins one round: the Elo curve four times flatter than a map's, since a map of some 24
 * rounds multiplies a small per-round edge into a large per-map one.
 */
export function shooterRoundProbability(rating: number, opponentRating: number): number {
  return 1 / (1 + 10 ** ((opponentRating - rating) / 1600));
}

/** Share of cockfights that end in a draw (both birds down or the time runs out); a draw pays about 8 to 1. */
export const COCKFIGHT_DRAW_PROBABILITY = 0.06;

/** Meron (the favourite's corner), Wala and draw probabilities of a fight between two rated birds. */
export function cockfightProbabilities(
  meronRating: number,
  walaRating: number,
): {
  meron: number;
  wala: number;
  draw: number;
} {
  const meronBeatsWala = eloWinProbability(meronRating, walaRating);
  const decided = 1 - COCKFIGHT_DRAW_PROBABILITY;
  return { meron: decided * meronBeatsWala, wala: decided * (1 - meronBeatsWala), draw: COCKFIGHT_DRAW_PROBABILITY };
}
