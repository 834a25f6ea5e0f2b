/**
 * Round-robin pairings by the circle method, with home and away chosen so that each side alternates home and away
 * from one round to the next as far as the method allows. Indices are positions in a list of entrants; the caller
 * maps them to entrants.
 */

/** One pairing: [home index, away index]. */
export type IndexPair = readonly [number, number];

function checkEven(count: number): void {
  if (!Number.isInteger(count) || count < 2 || count % 2 !== 0)
    throw new RangeError(`a round robin needs an even number of entrants (2 or more), got ${count}`);
}

/**
 * A single round robin of `count` entrants: `count − 1` rounds of `count / 2` pairings, every two entrants meeting
 * once. Entrant 0 stays in place; the others move one seat on per round. Seats 1 … count/2 − 1 face seats
 * count − 2 … count/2; pairing i puts its upper seat at home when i is even, so an entrant moving along the seats
 * alternates home and away; entrant 0 is at home in even rounds. Each entrant is at home in count/2 − 1 or count/2
 * of its count − 1 matches.
 */
export function singleRoundRobin(count: number): IndexPair[][] {
  checkEven(count);
  const movers = count - 1;
  const rounds: IndexPair[][] = [];
  for (let round = 0; round < movers; round += 1) {
    // The entrant in seat p (p ≥ 1) of this round: seats advance by one per round.
    const seat = (p: number): number => ((((p - 1 - round) % movers) + movers) % movers) + 1;
    const pairs: IndexPair[] = [round % 2 === 0 ? [0, seat(count - 1)] : [seat(count - 1), 0]];
    for (let i = 1; i < count / 2; i += 1) {
      const upper = seat(i);
      const lower = seat(count - 1 - i);
      pairs.push(i % 2 === 0 ? [upper, lower] : [lower, upper]);
    }
    rounds.push(pairs);
  }
  return rounds;
}

/** A double round robin: the single one, then the same rounds again with home and away swapped. */
export function doubleRoundRobin(count: number): IndexPair[][] {
  const first = singleRoundRobin(count);
  return [...first, ...first.map((round) => round.map(([home, away]): IndexPair => [away, home]))];
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * The order in which a season seats the entrants: index i of the round robin is entrant (a·i + b) mod count, with
 * a coprime to count and a, b taken from the season number, so consecutive seasons meet in a different order
 * while each season stays a complete double round robin.
 */
export function seasonSeating(count: number, season: number): number[] {
  if (!Number.isSafeInteger(season) || season < 0) throw new RangeError(`season must be 0 or more, got ${season}`);
  const multipliers = Array.from({ length: count }, (_, a) => a).filter((a) => greatestCommonDivisor(a, count) === 1);
  const a = multipliers[season % multipliers.length];
  const b = Math.floor(season / multipliers.length) % count;
  return Array.from({ length: count }, (_, i) => (a * i + b) % count);
}
