import { describe, expect, it } from 'vitest';
import { paytableOf } from '../pages/house-rules.ts';
import { createOutcomeStream } from '../../../lib/fair-rng.ts';
import { createSimulationStream } from './simulation-rng.ts';
import { playSlotRound } from './slot-engine.ts';
import { LINE_SLOT_TITLES } from './slot-lines-title.ts';
import { SLOT_TITLES } from './slot-titles.ts';

describe('payline titles as SlotTitle', () => {
  it('wraps each of the three payline titles once, with its id, lines as bet unit and its declared RTP', () => {
    expect(LINE_SLOT_TITLES.map((title) => title.id)).toEqual(SLOT_TITLES.map((game) => game.id));
    LINE_SLOT_TITLES.forEach((title, index) => {
      expect(title.betUnit).toBe(SLOT_TITLES[index].paylines.length);
      expect(title.declaredRtp).toBe(SLOT_TITLES[index].declaredRtp);
      expect(title.mechanics).toEqual(['LINES']);
    });
  });

  for (const [index, title] of LINE_SLOT_TITLES.entries()) {
    const game = SLOT_TITLES[index];
    it(`${title.title}: play is playSlotRound — same round and same draws — for 2,000 seeds`, () => {
      const bet = BigInt(title.betUnit * 7);
      for (let seed = 0; seed < 2_000; seed += 1) {
        const wrapped = createSimulationStream(seed);
        const direct = createSimulationStream(seed);
        const round = title.play({ bet, stream: wrapped });
        const expected = playSlotRound({ game, bet, stream: direct });
        expect(round.detail).toEqual(expected);
        expect(round.totalWin).toBe(expected.totalWin);
        expect(round.stake).toBe(bet);
        expect(round.gameVersion).toBe(game.version);
        // Both streams must stand at the same word: the wrapper consumed exactly what the engine did.
        expect(wrapped.nextUint32()).toBe(direct.nextUint32());
      }
    });

    it(`${title.title}: replays a fair round from its seeds, and its paytable is what the rules page draws`, () => {
      const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'lines-title', nonce: 3 };
      const bet = BigInt(title.betUnit);
      const first = title.play({ bet, stream: createOutcomeStream(seeds) });
      expect(title.play({ bet, stream: createOutcomeStream(seeds) })).toEqual(first);
      expect(first.detail).toEqual(playSlotRound({ game, bet, stream: createOutcomeStream(seeds) }));
      expect(paytableOf('SLOT', title.id)).toMatchObject({ kind: 'SLOT', ...title.paytable() });
      expect(JSON.parse(JSON.stringify(title.paytable()))).toEqual(title.paytable());
    });
  }

  it('refuses a bet that does not split over the lines, a non-positive bet and a feature buy', () => {
    const [title] = LINE_SLOT_TITLES;
    const stream = createSimulationStream(1);
    expect(() => title.play({ bet: BigInt(title.betUnit + 1), stream })).toThrow(RangeError);
    expect(() => title.play({ bet: 0n, stream })).toThrow(RangeError);
    expect(() => title.play({ bet: BigInt(title.betUnit), stream, buyFeature: true })).toThrow(RangeError);
  });
});
