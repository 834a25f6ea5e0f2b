import { splitProportionally } from './chip-split.ts';
import { rakeOf, type RakeRule } from './rake.ts';

export type NetPosition = { seat: number; stack: number; net: number };
export type SettledPosition = { seat: number; paid: number; received: number; rake: number; stack: number };

/**
 * Settles a zero-sum set of nets among players at a table with what they actually hold: each loser pays what
 * they owe, at most their stack; what was paid is shared among the winners in proportion to what they are owed
 * (so a short loser shortens every winner alike); the rake is taken from each winner's receipt. Chips are
 * conserved: the stacks after plus the rake equal the stacks before.
 */
export function settleNets(positions: readonly NetPosition[], rake: RakeRule): SettledPosition[] {
  if (positions.reduce((sum, entry) => sum + entry.net, 0) !== 0) throw new RangeError('nets must add up to zero');
  const paid = positions.map((entry) => (entry.net < 0 ? Math.min(-entry.net, entry.stack) : 0));
  const collected = paid.reduce((sum, amount) => sum + amount, 0);
  const received = splitProportionally(
    collected,
    positions.map((entry) => Math.max(0, entry.net)),
  );
  return positions.map((entry, index) => {
    const gain = received[index] ?? 0;
    const taken = rakeOf(gain, rake);
    const lost = paid[index] ?? 0;
    return { seat: entry.seat, paid: lost, received: gain, rake: taken, stack: entry.stack - lost + gain - taken };
  });
}
