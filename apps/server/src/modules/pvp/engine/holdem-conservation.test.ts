import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOutcomeStream } from '../../../lib/fair-rng.ts';
import { shuffleDeck } from './fair-shuffle.ts';
import { playRandomHand } from './holdem-random-driver.ts';
import { startHoldemHand } from './holdem-start.ts';
import type { HoldemHand } from './holdem-types.ts';

const chipsOnTable = (hand: HoldemHand) =>
  hand.players.reduce((sum, player) => sum + player.stack + player.totalBet, 0);

const tableArbitrary = fc.record({
  stacks: fc.array(fc.integer({ min: 1, max: 20_000 }), { minLength: 2, maxLength: 10 }),
  bigBlind: fc.integer({ min: 2, max: 400 }),
  percentBp: fc.integer({ min: 0, max: 1_000 }),
  cap: fc.integer({ min: 0, max: 2_000 }),
  previousButton: fc.integer({ min: 0, max: 9 }),
  seed: fc.string({ minLength: 1, maxLength: 12 }),
});

describe('property: every hand ends with the chips conserved', () => {
  it('final stacks + rake = stacks before, at every step the chips stay on the table, the rake follows its rules', () => {
    fc.assert(
      fc.property(tableArbitrary, ({ stacks, bigBlind, percentBp, cap, previousButton, seed }) => {
        const seats = stacks.map((stack, seat) => ({ seat, playerId: `p${seat}`, stack }));
        const config = { smallBlind: Math.max(1, bigBlind >> 1), bigBlind, rake: { percentBp, cap } };
        const start = startHoldemHand({
          handId: `prop-${seed}`,
          config,
          seats,
          previousButtonSeat: previousButton % stacks.length,
          deck: shuffleDeck({ serverSeed: seed, handId: 'prop', playerSeeds: [] }),
        });
        const before = stacks.reduce((sum, stack) => sum + stack, 0);
        const end = playRandomHand(
          start,
          createOutcomeStream({ serverSeed: seed, clientSeed: 'driver', nonce: 0 }),
          (hand) => {
            expect(chipsOnTable(hand)).toBe(before);
            for (const player of hand.players) expect(player.stack).toBeGreaterThanOrEqual(0);
          },
        );
        const result = end.result!;
        const after = result.stacks.reduce((sum, entry) => sum + entry.stack, 0);
        expect(after + result.rake).toBe(before);
        expect(result.stacks.every((entry) => Number.isSafeInteger(entry.stack) && entry.stack >= 0)).toBe(true);
        expect(result.rake).toBeLessThanOrEqual(cap);
        if (end.board.length < 3) expect(result.rake).toBe(0);
        if (result.wentToShowdown) expect(end.board).toHaveLength(5);
        const potTotal = result.pots.reduce((sum, pot) => sum + pot.amount, 0);
        expect(result.rake).toBe(end.board.length < 3 ? 0 : Math.min(cap, Math.floor((potTotal * percentBp) / 10_000)));
        for (const pot of result.pots) {
          expect(pot.winners.reduce((sum, winner) => sum + winner.amount, 0) + pot.rake).toBe(pot.amount);
        }
      }),
      { numRuns: 400, seed: 1717 },
    );
  });
});
