/**
 * The main pot and side pots of a hand from what each player put in. Every distinct contribution level cuts a
 * layer; a layer holds each player's chips between the previous level and its own, and is contested by the
 * players still in who reached its level. A layer that only its one contributor reached is an uncalled bet: it
 * goes back to that player and is not a pot (so it is never raked). Adjacent layers contested by the same players
 * are one pot.
 */
export type Contribution = { seat: number; amount: number; live: boolean };
export type Pot = { amount: number; eligibleSeats: number[] };
export type PotBreakdown = { pots: Pot[]; returned: { seat: number; amount: number }[] };

export function buildPots(contributions: readonly Contribution[]): PotBreakdown {
  const levels = [...new Set(contributions.map((entry) => entry.amount).filter((amount) => amount > 0))].sort(
    (a, b) => a - b,
  );
  const pots: Pot[] = [];
  const returned: { seat: number; amount: number }[] = [];
  let previous = 0;
  for (const level of levels) {
    const reached = contributions.filter((entry) => entry.amount >= level);
    const amount = reached.length * (level - previous);
    const eligibleSeats = reached.filter((entry) => entry.live).map((entry) => entry.seat);
    const only = reached[0];
    if (reached.length === 1 && only?.live) {
      returned.push({ seat: only.seat, amount });
    } else {
      const last = pots[pots.length - 1];
      const sameContest = last && sameSeats(last.eligibleSeats, eligibleSeats);
      // Nobody still in reached this level (possible only with folded chips above every live player): the chips
      // stay in the pot below, contested by the players who are.
      if (last && (sameContest || eligibleSeats.length === 0)) last.amount += amount;
      else pots.push({ amount, eligibleSeats });
    }
    previous = level;
  }
  return { pots, returned };
}

function sameSeats(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((seat, index) => seat === b[index]);
}
