import { describe, expect, it } from 'vitest';
import {
  ALL_SICBO_ROLLS,
  SICBO_PAYTABLE_ROWS,
  describeSicBoBoard,
  playSicBoRound,
  sicBoRowRtp,
  sicBoSpotRtp,
} from './sicbo-engine.ts';
import { settleSicBoBets, validateSicBoBet, type SicBoSpot } from './sicbo-rules.ts';
import { createOutcomeStream } from '../../../lib/fair-rng.ts';
import { createScriptedStream } from './scripted-stream.ts';
import { TableBetError } from './table-bet-error.ts';

const credit = (spot: SicBoSpot, dice: number[], amount = 10n): bigint => settleSicBoBets([{ spot, amount }], dice)[0];

const errorCodeOf = (spot: unknown, amount: unknown = 10n): string => {
  try {
    validateSicBoBet({ spot, amount });
  } catch (error) {
    if (error instanceof TableBetError) return error.code;
    throw error;
  }
  return 'ACCEPTED';
};

describe('sic bo roll', () => {
  it('draws three dice in order, each 1 + nextInt(6)', () => {
    const stream = createScriptedStream([0, 5, 2]);
    expect(playSicBoRound(stream)).toEqual({ dice: [1, 6, 3], total: 10 });
    expect(stream.requested).toEqual([6, 6, 6]);
  });

  it('reproduces the documented example from the fair stream', () => {
    const stream = createOutcomeStream({ serverSeed: 'a'.repeat(64), clientSeed: 'lucky-star', nonce: 1 });
    expect(playSicBoRound(stream)).toEqual({ dice: [1, 4, 5], total: 10 });
  });

  it('enumerates the 216 ordered rolls once each', () => {
    expect(new Set(ALL_SICBO_ROLLS.map((dice) => dice.join(''))).size).toBe(216);
  });
});

describe('sic bo payouts (credit includes the stake)', () => {
  const cases: [string, SicBoSpot, number[], bigint][] = [
    ['small on 1-2-3 (6)', { kind: 'SMALL' }, [1, 2, 3], 20n],
    ['small on 4-3-3 (10)', { kind: 'SMALL' }, [4, 3, 3], 20n],
    ['small on 5-3-3 (11)', { kind: 'SMALL' }, [5, 3, 3], 0n],
    ['small loses on triple 2 (6)', { kind: 'SMALL' }, [2, 2, 2], 0n],
    ['big on 6-5-6 (17)', { kind: 'BIG' }, [6, 5, 6], 20n],
    ['big on 4-4-3 (11)', { kind: 'BIG' }, [4, 4, 3], 20n],
    ['big loses on triple 5 (15)', { kind: 'BIG' }, [5, 5, 5], 0n],
    ['odd on 1-1-3 (5)', { kind: 'ODD' }, [1, 1, 3], 20n],
    ['odd loses on triple 3 (9)', { kind: 'ODD' }, [3, 3, 3], 0n],
    ['even on 2-4-6 (12)', { kind: 'EVEN' }, [2, 4, 6], 20n],
    ['even loses on triple 4 (12)', { kind: 'EVEN' }, [4, 4, 4], 0n],
    ['even loses on 1-2-4 (7)', { kind: 'EVEN' }, [1, 2, 4], 0n],
    ['triple 4 on 4-4-4', { kind: 'SPECIFIC_TRIPLE', face: 4 }, [4, 4, 4], 1810n],
    ['triple 4 on 4-4-5', { kind: 'SPECIFIC_TRIPLE', face: 4 }, [4, 4, 5], 0n],
    ['triple 4 on 6-6-6', { kind: 'SPECIFIC_TRIPLE', face: 4 }, [6, 6, 6], 0n],
    ['any triple on 1-1-1', { kind: 'ANY_TRIPLE' }, [1, 1, 1], 310n],
    ['any triple on 1-1-2', { kind: 'ANY_TRIPLE' }, [1, 1, 2], 0n],
    ['double 2 on 2-5-2', { kind: 'SPECIFIC_DOUBLE', face: 2 }, [2, 5, 2], 110n],
    ['double 2 on triple 2', { kind: 'SPECIFIC_DOUBLE', face: 2 }, [2, 2, 2], 110n],
    ['double 2 on 2-5-3', { kind: 'SPECIFIC_DOUBLE', face: 2 }, [2, 5, 3], 0n],
    ['total 4 on 1-2-1', { kind: 'TOTAL', total: 4 }, [1, 2, 1], 610n],
    ['total 17 on 6-5-6', { kind: 'TOTAL', total: 17 }, [6, 5, 6], 610n],
    ['total 5 on 1-1-3', { kind: 'TOTAL', total: 5 }, [1, 1, 3], 310n],
    ['total 16 on 6-6-4', { kind: 'TOTAL', total: 16 }, [6, 6, 4], 310n],
    ['total 6 on 1-2-3', { kind: 'TOTAL', total: 6 }, [1, 2, 3], 180n],
    ['total 6 on triple 2', { kind: 'TOTAL', total: 6 }, [2, 2, 2], 180n],
    ['total 15 on 6-6-3', { kind: 'TOTAL', total: 15 }, [6, 6, 3], 180n],
    ['total 7 on 1-2-4', { kind: 'TOTAL', total: 7 }, [1, 2, 4], 130n],
    ['total 14 on 4-4-6', { kind: 'TOTAL', total: 14 }, [4, 4, 6], 130n],
    ['total 8 on 2-3-3', { kind: 'TOTAL', total: 8 }, [2, 3, 3], 90n],
    ['total 13 on 6-6-1', { kind: 'TOTAL', total: 13 }, [6, 6, 1], 90n],
    ['total 9 on 3-3-3', { kind: 'TOTAL', total: 9 }, [3, 3, 3], 70n],
    ['total 10 on 1-3-6', { kind: 'TOTAL', total: 10 }, [1, 3, 6], 70n],
    ['total 11 on 5-5-1', { kind: 'TOTAL', total: 11 }, [5, 5, 1], 70n],
    ['total 12 on 6-5-1', { kind: 'TOTAL', total: 12 }, [6, 5, 1], 70n],
    ['total 12 on 6-5-2', { kind: 'TOTAL', total: 12 }, [6, 5, 2], 0n],
    ['combination 2-5 on 5-1-2', { kind: 'COMBINATION', faces: [2, 5] }, [5, 1, 2], 60n],
    ['combination 5-2 on 2-2-5 (paid once)', { kind: 'COMBINATION', faces: [5, 2] }, [2, 2, 5], 60n],
    ['combination 2-5 on 2-2-2', { kind: 'COMBINATION', faces: [2, 5] }, [2, 2, 2], 0n],
    ['single 3, one die', { kind: 'SINGLE', face: 3 }, [3, 1, 6], 20n],
    ['single 3, two dice', { kind: 'SINGLE', face: 3 }, [3, 1, 3], 30n],
    ['single 3, three dice', { kind: 'SINGLE', face: 3 }, [3, 3, 3], 40n],
    ['single 3, no die', { kind: 'SINGLE', face: 3 }, [4, 1, 6], 0n],
  ];
  it.each(cases)('%s', (_, spot, dice, expected) => expect(credit(spot, dice)).toBe(expected));

  it('settles several bets in order and refuses impossible dice', () => {
    const bets = [
      { spot: { kind: 'BIG' } as const, amount: 7n },
      { spot: { kind: 'SINGLE', face: 6 } as const, amount: 5n },
    ];
    expect(settleSicBoBets(bets, [6, 6, 1])).toEqual([7n * 2n, 5n * 3n]);
    expect(() => settleSicBoBets(bets, [0, 6, 1])).toThrow(RangeError);
    expect(() => settleSicBoBets(bets, [6, 6])).toThrow(RangeError);
  });
});

describe('sic bo spot validation', () => {
  it('rejects malformed spots and stakes', () => {
    expect(errorCodeOf({ kind: 'TOTAL', total: 3 })).toBe('BAD_SPOT');
    expect(errorCodeOf({ kind: 'TOTAL', total: 18 })).toBe('BAD_SPOT');
    expect(errorCodeOf({ kind: 'SPECIFIC_TRIPLE', face: 7 })).toBe('BAD_SPOT');
    expect(errorCodeOf({ kind: 'SINGLE' })).toBe('BAD_SPOT');
    expect(errorCodeOf({ kind: 'COMBINATION', faces: [3, 3] })).toBe('BAD_SPOT');
    expect(errorCodeOf({ kind: 'COMBINATION', faces: [3] })).toBe('BAD_SPOT');
    expect(errorCodeOf({ kind: 'LUCKY' })).toBe('BAD_SPOT');
    expect(errorCodeOf({ kind: 'BIG' }, -5n)).toBe('BAD_STAKE');
    expect(errorCodeOf({ kind: 'COMBINATION', faces: [6, 1] })).toBe('ACCEPTED');
  });

  it('refuses to settle an invalid spot', () => {
    expect(() => credit({ kind: 'TOTAL', total: 3 }, [1, 1, 1])).toThrow(TableBetError);
  });
});

describe('sic bo RTP by enumeration of the 216 rolls', () => {
  // Winning rolls out of 216, counted by hand: small/big/odd/even 108 − 3 triples; a face tripled 1; any triple
  // 6; a face at least twice 3·5 + 1; totals 4 to 10 in 3, 6, 10, 15, 21, 25, 27 ways; a pair of faces 6·5;
  // a single face once 75, twice 15, thrice 1.
  const hand: Record<string, [number, number]> = {
    SMALL: [2 * 105, 216],
    BIG: [2 * 105, 216],
    ODD: [2 * 105, 216],
    EVEN: [2 * 105, 216],
    SPECIFIC_TRIPLE: [181, 216],
    ANY_TRIPLE: [31 * 6, 216],
    SPECIFIC_DOUBLE: [11 * 16, 216],
    TOTAL_4: [61 * 3, 216],
    TOTAL_5: [31 * 6, 216],
    TOTAL_6: [18 * 10, 216],
    TOTAL_7: [13 * 15, 216],
    TOTAL_8: [9 * 21, 216],
    TOTAL_9: [7 * 25, 216],
    TOTAL_10: [7 * 27, 216],
    TOTAL_11: [7 * 27, 216],
    TOTAL_12: [7 * 25, 216],
    TOTAL_13: [9 * 21, 216],
    TOTAL_14: [13 * 15, 216],
    TOTAL_15: [18 * 10, 216],
    TOTAL_16: [31 * 6, 216],
    TOTAL_17: [61 * 3, 216],
    COMBINATION: [6 * 30, 216],
    SINGLE: [2 * 75 + 3 * 15 + 4 * 1, 216],
  };

  it.each(SICBO_PAYTABLE_ROWS.map((row) => [row.row, row] as const))('%s matches the hand count', (name, row) => {
    const [numerator, denominator] = hand[name];
    const rtp = sicBoRowRtp(row.spots);
    expect(rtp.numerator / rtp.denominator).toBeCloseTo(numerator / denominator, 12);
    for (const spot of row.spots) expect(sicBoSpotRtp(spot), JSON.stringify(spot)).toEqual(rtp);
  });

  it('describes the board as plain JSON with every row', () => {
    const board = describeSicBoBoard();
    expect(JSON.parse(JSON.stringify(board))).toEqual(board);
    expect(board.rows.map((row) => row.row)).toEqual(Object.keys(hand));
    expect(board.rows.find((row) => row.row === 'SMALL')).toMatchObject({ payout: '1:1', rtpPercent: 97.22 });
    expect(board.rows.find((row) => row.row === 'SPECIFIC_TRIPLE')).toMatchObject({ rtpPercent: 83.8 });
  });
});
