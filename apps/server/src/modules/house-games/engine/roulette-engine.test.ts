import { describe, expect, it } from 'vitest';
import {
  describeRouletteBoard,
  expandRacetrackBet,
  racetrackChips,
  racetrackRtp,
  rouletteKindRtp,
  settleRouletteBets,
  spinRoulette,
  type RacetrackBet,
} from './roulette-engine.ts';
import {
  INSIDE_KINDS,
  INSIDE_SPOTS,
  OUTSIDE_KINDS,
  ROULETTE_WHEEL,
  allSpotsOf,
  coveredNumbers,
  validateRouletteBet,
  type RouletteSpot,
} from './roulette-layout.ts';
import { createOutcomeStream } from '../../../lib/fair-rng.ts';
import { createScriptedStream } from './scripted-stream.ts';
import { TableBetError } from './table-bet-error.ts';

const win = (spot: RouletteSpot, number: number, amount = 10n): bigint =>
  settleRouletteBets([{ spot, amount }], number)[0];

const errorCodeOf = (spot: unknown, amount: unknown = 10n): string => {
  try {
    validateRouletteBet({ spot, amount });
  } catch (error) {
    if (error instanceof TableBetError) return error.code;
    throw error;
  }
  return 'ACCEPTED';
};

describe('roulette wheel and spin', () => {
  it('has every pocket once, alternating red and black away from zero', () => {
    expect([...ROULETTE_WHEEL].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, n) => n));
    const colours = ROULETTE_WHEEL.slice(1).map((n) => win({ kind: 'RED' }, n) > 0n);
    expect(colours.every((isRed, index) => index === 0 || isRed !== colours[index - 1])).toBe(true);
  });

  it('takes the number from one nextInt(37)', () => {
    const stream = createScriptedStream([17]);
    expect(spinRoulette(stream)).toBe(17);
    expect(stream.requested).toEqual([37]);
  });

  it('reproduces the documented example from the fair stream (the README shows it in Python too)', () => {
    expect(spinRoulette(createOutcomeStream({ serverSeed: 'a'.repeat(64), clientSeed: 'lucky-star', nonce: 1 }))).toBe(
      33,
    );
  });
});

describe('roulette payouts (credit includes the stake)', () => {
  const cases: [string, RouletteSpot, number, bigint][] = [
    ['straight 17 on 17', { kind: 'STRAIGHT', numbers: [17] }, 17, 360n],
    ['straight 17 on 18', { kind: 'STRAIGHT', numbers: [17] }, 18, 0n],
    ['straight zero on zero', { kind: 'STRAIGHT', numbers: [0] }, 0, 360n],
    ['split 17/20 on 20', { kind: 'SPLIT', numbers: [20, 17] }, 20, 180n],
    ['split 0/2 on 0', { kind: 'SPLIT', numbers: [0, 2] }, 0, 180n],
    ['split 17/20 on 19', { kind: 'SPLIT', numbers: [17, 20] }, 19, 0n],
    ['street 13-15 on 15', { kind: 'STREET', numbers: [13, 14, 15] }, 15, 120n],
    ['street 13-15 on 16', { kind: 'STREET', numbers: [13, 14, 15] }, 16, 0n],
    ['trio 0-1-2 on 1', { kind: 'TRIO', numbers: [0, 1, 2] }, 1, 120n],
    ['trio 0-2-3 on 1', { kind: 'TRIO', numbers: [0, 2, 3] }, 1, 0n],
    ['corner 1-2-4-5 on 5', { kind: 'CORNER', numbers: [1, 2, 4, 5] }, 5, 90n],
    ['corner 1-2-4-5 on 3', { kind: 'CORNER', numbers: [1, 2, 4, 5] }, 3, 0n],
    ['first four on 0', { kind: 'FIRST_FOUR', numbers: [0, 1, 2, 3] }, 0, 90n],
    ['first four on 4', { kind: 'FIRST_FOUR', numbers: [0, 1, 2, 3] }, 4, 0n],
    ['six line 31-36 on 36', { kind: 'SIX_LINE', numbers: [31, 32, 33, 34, 35, 36] }, 36, 60n],
    ['six line 31-36 on 30', { kind: 'SIX_LINE', numbers: [31, 32, 33, 34, 35, 36] }, 30, 0n],
    ['dozen 2 on 13', { kind: 'DOZEN', dozen: 2 }, 13, 30n],
    ['dozen 2 on 25', { kind: 'DOZEN', dozen: 2 }, 25, 0n],
    ['dozen 1 on 0', { kind: 'DOZEN', dozen: 1 }, 0, 0n],
    ['column 3 on 36', { kind: 'COLUMN', column: 3 }, 36, 30n],
    ['column 1 on 34', { kind: 'COLUMN', column: 1 }, 34, 30n],
    ['column 1 on 35', { kind: 'COLUMN', column: 1 }, 35, 0n],
    ['column 3 on 0', { kind: 'COLUMN', column: 3 }, 0, 0n],
    ['red on 19', { kind: 'RED' }, 19, 20n],
    ['red on 20', { kind: 'RED' }, 20, 0n],
    ['black on 20', { kind: 'BLACK' }, 20, 20n],
    ['black on 10', { kind: 'BLACK' }, 10, 20n],
    ['odd on 35', { kind: 'ODD' }, 35, 20n],
    ['even on 36', { kind: 'EVEN' }, 36, 20n],
    ['even on 1', { kind: 'EVEN' }, 1, 0n],
    ['low on 18', { kind: 'LOW' }, 18, 20n],
    ['high on 18', { kind: 'HIGH' }, 18, 0n],
    ['high on 19', { kind: 'HIGH' }, 19, 20n],
  ];
  it.each(cases)('%s', (_, spot, number, credit) => expect(win(spot, number)).toBe(credit));

  it('loses every even-money bet, dozen and column on zero (no la partage)', () => {
    for (const kind of OUTSIDE_KINDS) for (const spot of allSpotsOf(kind)) expect(win(spot, 0), kind).toBe(0n);
  });

  it('settles several bets in order, stakes kept exact in bigint', () => {
    const stake = 123_456_789_012_345_678n;
    const bets = [
      { spot: { kind: 'STRAIGHT', numbers: [7] } as const, amount: stake },
      { spot: { kind: 'BLACK' } as const, amount: 5n },
      { spot: { kind: 'RED' } as const, amount: 5n },
    ];
    expect(settleRouletteBets(bets, 7)).toEqual([stake * 36n, 0n, 10n]);
  });

  it('refuses a number off the wheel', () => {
    expect(() => settleRouletteBets([], 37)).toThrow(RangeError);
    expect(() => settleRouletteBets([], 1.5)).toThrow(RangeError);
  });
});

describe('roulette spot validation', () => {
  it('offers the layout’s count of each inside spot', () => {
    const counts = Object.fromEntries(INSIDE_KINDS.map((kind) => [kind, INSIDE_SPOTS[kind].length]));
    expect(counts).toEqual({ STRAIGHT: 37, SPLIT: 60, STREET: 12, TRIO: 2, CORNER: 22, FIRST_FOUR: 1, SIX_LINE: 11 });
  });

  it('rejects splits, streets and corners that are not adjacent', () => {
    expect(errorCodeOf({ kind: 'SPLIT', numbers: [1, 5] })).toBe('NOT_ADJACENT');
    expect(errorCodeOf({ kind: 'SPLIT', numbers: [3, 4] })).toBe('NOT_ADJACENT'); // end of one row, start of the next
    expect(errorCodeOf({ kind: 'SPLIT', numbers: [0, 4] })).toBe('NOT_ADJACENT');
    expect(errorCodeOf({ kind: 'STREET', numbers: [2, 3, 4] })).toBe('NOT_ADJACENT');
    expect(errorCodeOf({ kind: 'CORNER', numbers: [2, 3, 4, 5] })).toBe('NOT_ADJACENT');
    expect(errorCodeOf({ kind: 'CORNER', numbers: [3, 4, 6, 7] })).toBe('NOT_ADJACENT');
    expect(errorCodeOf({ kind: 'TRIO', numbers: [0, 1, 3] })).toBe('NOT_ADJACENT');
    expect(errorCodeOf({ kind: 'SIX_LINE', numbers: [2, 3, 4, 5, 6, 7] })).toBe('NOT_ADJACENT');
    expect(errorCodeOf({ kind: 'FIRST_FOUR', numbers: [1, 2, 3, 4] })).toBe('NOT_ADJACENT');
  });

  it('accepts adjacent spots in any order and normalises them', () => {
    expect(errorCodeOf({ kind: 'SPLIT', numbers: [3, 0] })).toBe('ACCEPTED');
    expect(errorCodeOf({ kind: 'SPLIT', numbers: [36, 33] })).toBe('ACCEPTED');
    expect(validateRouletteBet({ spot: { kind: 'CORNER', numbers: [36, 32, 35, 33] }, amount: 1n }).spot).toEqual({
      kind: 'CORNER',
      numbers: [32, 33, 35, 36],
    });
  });

  it('rejects malformed spots and stakes', () => {
    expect(errorCodeOf({ kind: 'STRAIGHT', numbers: [37] })).toBe('BAD_SPOT');
    expect(errorCodeOf({ kind: 'STRAIGHT', numbers: [-1] })).toBe('BAD_SPOT');
    expect(errorCodeOf({ kind: 'STRAIGHT', numbers: ['7'] })).toBe('BAD_SPOT');
    expect(errorCodeOf({ kind: 'SPLIT', numbers: [5] })).toBe('BAD_SPOT');
    expect(errorCodeOf({ kind: 'SPLIT', numbers: [5, 5] })).toBe('BAD_SPOT');
    expect(errorCodeOf({ kind: 'DOZEN', dozen: 4 })).toBe('BAD_SPOT');
    expect(errorCodeOf({ kind: 'COLUMN' })).toBe('BAD_SPOT');
    expect(errorCodeOf({ kind: 'GREEN' })).toBe('BAD_SPOT');
    expect(errorCodeOf(null)).toBe('BAD_SPOT');
    expect(errorCodeOf({ kind: 'RED' }, 0n)).toBe('BAD_STAKE');
    expect(errorCodeOf({ kind: 'RED' }, 10)).toBe('BAD_STAKE');
  });

  it('refuses to settle an invalid spot', () => {
    expect(() => win({ kind: 'SPLIT', numbers: [1, 5] }, 1)).toThrow(TableBetError);
  });
});

describe('racetrack (announced) bets', () => {
  const wheelRun = (from: number, to: number): number[] => {
    const start = ROULETTE_WHEEL.indexOf(from);
    const run: number[] = [];
    for (let i = start; ; i = (i + 1) % 37) {
      run.push(ROULETTE_WHEEL[i]);
      if (ROULETTE_WHEEL[i] === to) return run.sort((a, b) => a - b);
    }
  };
  const covered = (bet: RacetrackBet): number[] =>
    [...new Set(expandRacetrackBet(bet, 1n).flatMap((chip) => coveredNumbers(chip.spot)))].sort((a, b) => a - b);

  it('covers its sector of the wheel with the classic chip counts', () => {
    expect([covered({ kind: 'VOISINS_DU_ZERO' }), racetrackChips({ kind: 'VOISINS_DU_ZERO' })]).toEqual([
      wheelRun(22, 25),
      9,
    ]);
    expect([covered({ kind: 'TIERS_DU_CYLINDRE' }), racetrackChips({ kind: 'TIERS_DU_CYLINDRE' })]).toEqual([
      wheelRun(27, 33),
      6,
    ]);
    expect([covered({ kind: 'JEU_ZERO' }), racetrackChips({ kind: 'JEU_ZERO' })]).toEqual([wheelRun(12, 15), 4]);
    const rest = ROULETTE_WHEEL.filter((n) => !wheelRun(22, 25).includes(n) && !wheelRun(27, 33).includes(n)).sort(
      (a, b) => a - b,
    );
    expect([covered({ kind: 'ORPHELINS' }), racetrackChips({ kind: 'ORPHELINS' })]).toEqual([rest, 5]);
  });

  it('expands voisins to nine chips with the trio and corner doubled', () => {
    const bets = expandRacetrackBet({ kind: 'VOISINS_DU_ZERO' }, 10n);
    expect(bets.reduce((sum, bet) => sum + bet.amount, 0n)).toBe(90n);
    expect(bets.find((bet) => bet.spot.kind === 'TRIO')?.amount).toBe(20n);
    expect(bets.find((bet) => bet.spot.kind === 'CORNER')?.amount).toBe(20n);
    // Zero hits the doubled trio: 2 chips × 12 = 24 chips back.
    expect(settleRouletteBets(bets, 0).reduce((sum, credit) => sum + credit, 0n)).toBe(240n);
  });

  it('pays orphelins 17 twice, through both of its splits', () => {
    const bets = expandRacetrackBet({ kind: 'ORPHELINS' }, 1n);
    expect(settleRouletteBets(bets, 17).reduce((sum, credit) => sum + credit, 0n)).toBe(36n);
  });

  it('puts neighbours on the number and two pockets each side, across zero too', () => {
    const numbersOf = (number: number): number[] =>
      expandRacetrackBet({ kind: 'NEIGHBOURS', number }, 1n).map((bet) => coveredNumbers(bet.spot)[0]);
    expect(numbersOf(0)).toEqual([3, 26, 0, 32, 15]);
    expect(numbersOf(26)).toEqual([35, 3, 26, 0, 32]);
    expect(numbersOf(17)).toEqual([2, 25, 17, 34, 6]);
    expect(() => numbersOf(37)).toThrow(TableBetError);
  });

  it('rejects an unknown announced bet and a bad chip', () => {
    for (const kind of ['LE_TOUT', 'toString', undefined])
      expect(() => expandRacetrackBet({ kind } as unknown as RacetrackBet, 1n)).toThrow(TableBetError);
    expect(() => expandRacetrackBet({ kind: 'JEU_ZERO' }, 0n)).toThrow(TableBetError);
  });
});

describe('roulette RTP', () => {
  it('returns 36/37 on every spot of every kind, and on every announced bet', () => {
    for (const kind of [...INSIDE_KINDS, ...OUTSIDE_KINDS]) {
      for (const spot of allSpotsOf(kind)) {
        let credited = 0n;
        for (let n = 0; n <= 36; n += 1) credited += win(spot, n, 1n);
        expect(credited, JSON.stringify(spot)).toBe(36n);
      }
      expect(rouletteKindRtp(kind)).toEqual({ numerator: 36, denominator: 37 });
    }
    for (const kind of ['VOISINS_DU_ZERO', 'TIERS_DU_CYLINDRE', 'ORPHELINS', 'JEU_ZERO'] as const)
      expect(racetrackRtp({ kind })).toEqual({ numerator: 36, denominator: 37 });
    expect(racetrackRtp({ kind: 'NEIGHBOURS', number: 5 })).toEqual({ numerator: 36, denominator: 37 });
  });

  it('describes the board as plain JSON', () => {
    const board = describeRouletteBoard();
    expect(JSON.parse(JSON.stringify(board))).toEqual(board);
    expect(board.bets.find((row) => row.kind === 'STRAIGHT')).toMatchObject({
      payout: '35:1',
      numbersCovered: 1,
      spots: 37,
      rtpPercent: 97.3,
    });
    expect(board.racetrack.map((row) => row.chips)).toEqual([9, 6, 5, 4]);
    expect(board.neighbours).toMatchObject({ chips: 5, eachSide: 2 });
  });
});
