import { describe, expect, it } from 'vitest';
import { DEFAULT_VN_ODDS } from './vn-bet-types.ts';
import { computeMaxVnPayout, evaluateVnBet, priceVnBet, VnBetError, type VnBet } from './vn-bets.ts';
import type { VnResult } from './vn-draw.ts';

// A hand-made MB board. Lô numbers: 45 ×3 (special, G2, G7), 90 ×2 (G1, G2), 01–09, 11–23 once; đề 45.
const MB_RESULT: VnResult = {
  region: 'MB',
  prizes: [
    { prize: 'special', numbers: ['12345'] },
    { prize: 'g1', numbers: ['67890'] },
    { prize: 'g2', numbers: ['11145', '22290'] },
    { prize: 'g3', numbers: ['33301', '44402', '55503', '66604', '77705', '88806'] },
    { prize: 'g4', numbers: ['1007', '2008', '3009', '4023'] },
    { prize: 'g5', numbers: ['5011', '6012', '7013', '8014', '9015', '0016'] },
    { prize: 'g6', numbers: ['117', '218', '319'] },
    { prize: 'g7', numbers: ['45', '20', '21', '22'] },
  ],
};

// A hand-made MN station board: đề 56 from the 6-digit special, G8 37.
const MN_RESULT: VnResult = {
  region: 'MN',
  prizes: [
    { prize: 'g8', numbers: ['37'] },
    { prize: 'g7', numbers: ['456'] },
    { prize: 'g6', numbers: ['1111', '2222', '3337'] },
    { prize: 'g5', numbers: ['4444'] },
    { prize: 'g4', numbers: ['10001', '10002', '10003', '10004', '10005', '10006', '10007'] },
    { prize: 'g3', numbers: ['20008', '20009'] },
    { prize: 'g2', numbers: ['30010'] },
    { prize: 'g1', numbers: ['40011'] },
    { prize: 'special', numbers: ['123456'] },
  ],
};

const odds = DEFAULT_VN_ODDS;
const bet = (overrides: Partial<VnBet> & Pick<VnBet, 'type' | 'picks'>): VnBet => ({
  region: 'MB',
  points: 1,
  stakePerPoint: 1000n,
  ...overrides,
});
const settle = (b: VnBet, result: VnResult = MB_RESULT) => evaluateVnBet({ bet: b, result, odds });

describe('lô', () => {
  it('pays a lô 2 số number out three times three times: 3 × 2 points × 1,000 × 99.5', () => {
    const outcome = settle(bet({ type: 'lo-2', picks: ['45'], points: 2 }));
    expect(outcome.hits).toBe(3);
    expect(outcome.payout).toBe(597_000n);
    expect(priceVnBet(bet({ type: 'lo-2', picks: ['45'], points: 2 })).totalCost).toBe(54_000n); // 2 × 1,000 × 27
  });

  it('treats each picked number as its own ticket', () => {
    const outcome = settle(bet({ type: 'lo-2', picks: ['90', '00', '07'] }));
    expect(outcome.tickets.map((ticket) => ticket.hits)).toEqual([2, 0, 1]);
    expect(outcome.payout).toBe(3n * 99_500n);
  });

  it('matches lô 3 số and lô 4 số on the endings of long enough numbers only', () => {
    expect(settle(bet({ type: 'lo-3', picks: ['345'] })).hits).toBe(1);
    expect(settle(bet({ type: 'lo-3', picks: ['145'] })).payout).toBe(980_000n);
    expect(settle(bet({ type: 'lo-3', picks: ['045'] })).hits).toBe(0); // G7 "45" has no third digit
    expect(settle(bet({ type: 'lo-4', picks: ['4023'] })).payout).toBe(8_880_000n);
    expect(settle(bet({ type: 'lo-4', picks: ['0117'] })).hits).toBe(0); // G6 has three digits
  });
});

describe('đề, đầu, đuôi, 3 càng', () => {
  it('pays đề on the last two digits of the MB special prize', () => {
    expect(settle(bet({ type: 'de', picks: ['45'] })).payout).toBe(99_500n);
    expect(settle(bet({ type: 'de', picks: ['54'] })).payout).toBe(0n);
    expect(settle(bet({ type: 'de', picks: ['90'] })).payout).toBe(0n); // a lô number, not the special
  });

  it('pays đề on the last two digits of the 6-digit MN special prize', () => {
    expect(settle(bet({ type: 'de', region: 'MN', picks: ['56'] }), MN_RESULT).hits).toBe(1);
  });

  it('pays đề đầu on the MB G7 numbers (4 covered) and on the MN G8 (1 covered)', () => {
    expect(settle(bet({ type: 'de-dau', picks: ['21'] })).payout).toBe(99_500n);
    expect(priceVnBet(bet({ type: 'de-dau', picks: ['21'] })).totalCost).toBe(4_000n);
    expect(settle(bet({ type: 'de-dau', region: 'MN', picks: ['37'] }), MN_RESULT).hits).toBe(1);
    expect(priceVnBet(bet({ type: 'de-dau', region: 'MN', picks: ['37'] })).totalCost).toBe(1_000n);
  });

  it('pays đề giải nhất on the last two of G1', () => {
    expect(settle(bet({ type: 'de-giai-nhat', picks: ['90'] })).hits).toBe(1);
    expect(settle(bet({ type: 'de-giai-nhat', picks: ['45'] })).hits).toBe(0);
  });

  it('pays đầu on the tens digit and đuôi on the units digit of the đề number', () => {
    expect(settle(bet({ type: 'dau', picks: ['4'] })).payout).toBe(9_800n);
    expect(settle(bet({ type: 'dau', picks: ['5'] })).payout).toBe(0n);
    expect(settle(bet({ type: 'duoi', picks: ['5'] })).payout).toBe(9_800n);
    expect(settle(bet({ type: 'duoi', picks: ['4', '5', '6'] })).hits).toBe(1);
  });

  it('pays 3 càng on the last three digits of the special prize only', () => {
    expect(settle(bet({ type: '3-cang', picks: ['345'] })).payout).toBe(980_000n);
    expect(settle(bet({ type: '3-cang', picks: ['145'] })).payout).toBe(0n); // G2's ending
    expect(settle(bet({ type: '3-cang', region: 'MN', picks: ['456'] }), MN_RESULT).hits).toBe(1);
  });
});

describe('xiên and lô trượt', () => {
  it('pays a xiên 2 once when both legs come out, however often', () => {
    const outcome = settle(bet({ type: 'xien-2', picks: ['45', '90'] }));
    expect(outcome.hits).toBe(1);
    expect(outcome.payout).toBe(16_000n);
  });

  it('pays nothing on a xiên with one leg missing', () => {
    expect(settle(bet({ type: 'xien-3', picks: ['45', '90', '00'] })).payout).toBe(0n);
    expect(settle(bet({ type: 'xien-4', picks: ['01', '02', '03', '99'] })).payout).toBe(0n);
    expect(settle(bet({ type: 'xien-4', picks: ['01', '02', '03', '04'] })).payout).toBe(330_000n);
  });

  it('expands a xiên over more numbers into every combination and prices them', () => {
    const priced = priceVnBet(bet({ type: 'xien-2', picks: ['45', '90', '00'], points: 5 }));
    expect(priced.tickets).toEqual([
      ['45', '90'],
      ['45', '00'],
      ['90', '00'],
    ]);
    expect(priced.totalCost).toBe(15_000n);
    expect(priceVnBet(bet({ type: 'xien-4', picks: ['01', '02', '03', '04', '05', '06'] })).tickets).toHaveLength(15);
    expect(settle(bet({ type: 'xien-2', picks: ['45', '90', '00'] })).hits).toBe(1);
  });

  it('pays lô trượt 4 when none of the four comes out and nothing when one does', () => {
    expect(settle(bet({ type: 'truot-4', picks: ['00', '10', '24', '99'] })).payout).toBe(2_800n);
    expect(settle(bet({ type: 'truot-4', picks: ['00', '10', '24', '45'] })).payout).toBe(0n);
  });

  it('takes exactly 8 and 10 numbers per trượt 8 and trượt 10 ticket', () => {
    const eight = ['00', '10', '24', '25', '26', '27', '28', '29'];
    expect(settle(bet({ type: 'truot-8', picks: eight })).payout).toBe(8_800n);
    expect(() => priceVnBet(bet({ type: 'truot-10', picks: eight }))).toThrow(VnBetError);
    expect(settle(bet({ type: 'truot-10', picks: [...eight, '30', '07'] })).payout).toBe(0n);
  });
});

describe('bao lô cost', () => {
  it('counts the prize numbers covered: MB 27/23/20, MN and MT 18/17/16', () => {
    const cost = (type: VnBet['type'], region: VnBet['region'], picks: string[]) =>
      priceVnBet(bet({ type, region, picks })).costPerTicket;
    expect([cost('lo-2', 'MB', ['00']), cost('lo-3', 'MB', ['000']), cost('lo-4', 'MB', ['0000'])]).toEqual([
      27_000n,
      23_000n,
      20_000n,
    ]);
    for (const region of ['MN', 'MT'] as const) {
      expect([cost('lo-2', region, ['00']), cost('lo-3', region, ['000']), cost('lo-4', region, ['0000'])]).toEqual([
        18_000n,
        17_000n,
        16_000n,
      ]);
    }
    expect(cost('de', 'MB', ['00'])).toBe(1_000n);
  });
});

describe('refusals', () => {
  const refusal = (b: VnBet) => {
    try {
      priceVnBet(b);
    } catch (error) {
      return error instanceof VnBetError ? error.code : 'other';
    }
    return 'accepted';
  };

  it('refuses malformed picks, repeats, too few legs, too many tickets and bad stakes', () => {
    expect(refusal(bet({ type: 'lo-2', picks: ['123'] }))).toBe('BAD_PICK');
    expect(refusal(bet({ type: 'dau', picks: ['12'] }))).toBe('BAD_PICK');
    expect(refusal(bet({ type: 'lo-2', picks: [] }))).toBe('TOO_FEW_PICKS');
    expect(refusal(bet({ type: 'xien-3', picks: ['01', '02'] }))).toBe('TOO_FEW_PICKS');
    expect(refusal(bet({ type: 'lo-2', picks: ['01', '01'] }))).toBe('DUPLICATE_PICK');
    const twenty = Array.from({ length: 20 }, (_, index) => String(index).padStart(2, '0'));
    expect(refusal(bet({ type: 'truot-10', picks: twenty }))).toBe('TOO_MANY_TICKETS');
    expect(refusal(bet({ type: 'lo-2', picks: ['01'], points: 0 }))).toBe('BAD_STAKE');
    expect(refusal(bet({ type: 'lo-2', picks: ['01'], stakePerPoint: 0n }))).toBe('BAD_STAKE');
    expect(refusal(bet({ type: 'nope' as VnBet['type'], picks: ['01'] }))).toBe('UNKNOWN_BET_TYPE');
    expect(refusal(bet({ type: 'lo-2', region: 'XX' as VnBet['region'], picks: ['01'] }))).toBe('UNKNOWN_REGION');
  });

  it('refuses to settle a bet on another region’s result', () => {
    expect(() => settle(bet({ type: 'de', region: 'MN', picks: ['45'] }), MB_RESULT)).toThrow(RangeError);
  });
});

describe('computeMaxVnPayout', () => {
  it('bounds a lô bet by its covered prize numbers and a combination bet by its tickets', () => {
    expect(computeMaxVnPayout({ bet: bet({ type: 'lo-2', picks: ['01', '02'] }), odds })).toBe(27n * 99_500n);
    expect(computeMaxVnPayout({ bet: bet({ type: 'de', picks: ['01', '02'] }), odds })).toBe(99_500n);
    expect(computeMaxVnPayout({ bet: bet({ type: 'xien-2', picks: ['01', '02', '03'] }), odds })).toBe(3n * 16_000n);
    expect(computeMaxVnPayout({ bet: bet({ type: 'lo-2', region: 'MN', picks: ['01'] }), odds })).toBe(18n * 99_500n);
  });

  it('is never exceeded by a settlement', () => {
    const b = bet({ type: 'lo-2', picks: ['45', '90'] });
    expect(settle(b).payout).toBeLessThanOrEqual(computeMaxVnPayout({ bet: b, odds }));
  });
});
