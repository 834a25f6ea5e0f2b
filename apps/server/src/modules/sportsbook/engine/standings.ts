/**
 * A league table from finished matches: played, won, drawn, lost, goals (or points) for and against, difference
 * and league points, ranked by points, then difference, then goals for, then name, as most leagues break ties
 * without head-to-head records.
 */

export type TableTeam = { code: string; name: string };
export type PlayedMatch = { homeCode: string; awayCode: string; home: number; away: number };
/** League points per result: football's 3-1-0 by default; basketball tables use 2-1 for win-loss. */
export type PointsRule = { win: number; draw: number; loss: number };

export type StandingRow = {
  position: number;
  code: string;
  name: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
};

export const FOOTBALL_POINTS: PointsRule = { win: 3, draw: 1, loss: 0 };

function checkScore(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`a score must be a whole number, got ${value}`);
}

/** Code-point order, not the locale's: every server ranks equal teams the same way. */
const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function computeStandings({
  teams,
  matches,
  pointsRule = FOOTBALL_POINTS,
}: {
  teams: readonly TableTeam[];
  matches: readonly PlayedMatch[];
  pointsRule?: PointsRule;
}): StandingRow[] {
  const rows = new Map<string, StandingRow>();
  for (const team of teams)
    rows.set(team.code, {
      position: 0,
      code: team.code,
      name: team.name,
      ...{ played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, goalDifference: 0, points: 0 },
    });
  const record = (row: StandingRow, scored: number, conceded: number): void => {
    row.played += 1;
    row.goalsFor += scored;
    row.goalsAgainst += conceded;
    row.goalDifference = row.goalsFor - row.goalsAgainst;
    if (scored > conceded) row.won += 1;
    else if (scored < conceded) row.lost += 1;
    else row.drawn += 1;
    row.points = row.won * pointsRule.win + row.drawn * pointsRule.draw + row.lost * pointsRule.loss;
  };
  for (const match of matches) {
    const home = rows.get(match.homeCode);
    const away = rows.get(match.awayCode);
    if (!home || !away || home === away)
      throw new RangeError(`match ${match.homeCode}–${match.awayCode} is not between two teams of the table`);
    checkScore(match.home);
    checkScore(match.away);
    record(home, match.home, match.away);
    record(away, match.away, match.home);
  }
  const ranked = [...rows.values()].sort(
    (a, b) =>
      b.points - a.points || b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor || byName(a.name, b.name),
  );
  return ranked.map((row, index) => ({ ...row, position: index + 1 }));
}
