import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCards } from './cards.ts';
import { shuffleDeck } from './fair-shuffle.ts';
import { DEFAULT_NIU_MULTIPLIERS, evaluateNiuHand, niuPoints } from './niuniu-hands.ts';
import { nextBankerSeat, playNiuNiuHand, type NiuNiuConfig } from './niuniu-round.ts';

const config: NiuNiuConfig = { multipliers: DEFAULT_NIU_MULTIPLIERS, rake: { percentBp: 500, cap: 10 } };
const hand = (text: string) => evaluateNiuHand(parseCards(text));

/** Tests only: the deck that deals hands[i] to the i-th player in deal order (left of the banker first). */
function niuDeck(hands: readonly string[]): number[] {
  const cards = hands.map((text) => parseCards(text));
  const dealt = Array.from(
    { length: 5 * cards.length },
    (_, index) => cards[index % cards.length]![Math.floor(index / cards.length)]!,
  );
  const used = new Set(dealt);
  return [...dealt, ...Array.from({ length: 52 }, (_, card) => card).filter((card) => !used.has(card))];
}

describe('Niu-Niu hands', () => {
  it('counts A as 1, 2–10 at face value and J Q K as 10', () => {
    expect(parseCards('As 2c 9d Th Js Qc Kd').map(niuPoints)).toEqual([1, 2, 9, 10, 10, 10, 10]);
  });

  it.each([
    ['Kd 8c 4h 3s Ah', 'NO_BULL'],
    ['As 9c Kd 3h 4s', 'BULL_7'],
    ['3s 7c Kd 4h 5s', 'BULL_9'],
    ['Ks Qd 5c 5h Ts', 'BULL_BULL'],
    ['Js Qc Kd Jh Qs', 'FIVE_FACE'],
    ['7s 7c 7d 7h Ks', 'BOMB'],
    ['As Ac 2d 3h 2s', 'FIVE_SMALL'],
    ['2s 2c 3d 3h 4s', 'BULL_4'],
  ])('%s is %s', (cards, category) => {
    expect(hand(cards).category).toBe(category);
  });

  it('ranks five-small > bomb > five-face > bull-bull > bull 9 > … > no bull', () => {
    const order = [
      'As Ac 2d 3h 2s',
      '7s 7c 7d 7h Ks',
      'Js Qc Kd Jh Qs',
      'Ks Qd 5c 5h Ts',
      '3s 7c Kd 4h 5s',
      'As 9c Kd 3h 4s',
      'Kd 8c 4h 3s Ah',
    ];
    const values = order.map((cards) => hand(cards).value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('breaks ties on the highest card: K > … > A, then ♠ > ♥ > ♣ > ♦; a bomb on its four', () => {
    expect(hand('As 9c Ks 3h 4s').value).toBeGreaterThan(hand('Ac 9d Kh 3c 4d').value);
    expect(hand('Ah 9h Kh 3d 4c').value).toBeGreaterThan(hand('Ad 9s Kc 3s 4h').value);
    expect(hand('8s 8c 8d 8h 2s').value).toBeGreaterThan(hand('7s 7c 7d 7h Ks').value);
  });
});

describe('banker settlement', () => {
  // Deal order left of banker seat 0: seats 1, 2, 3, then the banker.
  const deck = niuDeck(['3s 7c Kd 4h 5s', 'Kc 8d 4d 3c Ah', 'Ks Qd 5c 5h Ts', 'As 9c Kh 3h 4s']);
  const seats = (bankerStack: number, loserStack = 1_000) => [
    { seat: 0, playerId: 'banker', stack: bankerStack, stake: 0 },
    { seat: 1, playerId: 'p1', stack: 1_000, stake: 100 },
    { seat: 2, playerId: 'p2', stack: loserStack, stake: 100 },
    { seat: 3, playerId: 'p3', stack: 1_000, stake: 50 },
  ];
  const bySeat = (result: ReturnType<typeof playNiuNiuHand>) =>
    Object.fromEntries(result.outcomes.map((row) => [row.seat, row]));

  it("pays each winner stake × its hand multiplier and collects stake × the banker's from each loser", () => {
    const result = playNiuNiuHand({ handId: 'n1', config, seats: seats(1_000), bankerSeat: 0, deck });
    const rows = bySeat(result);
    expect(rows[0]?.hand.category).toBe('BULL_7');
    // Bull 9 ×3 on 100; no bull loses ×2 (the banker's bull 7) on 100; bull-bull ×4 on 50.
    expect([rows[1]?.owed, rows[2]?.owed, rows[3]?.owed]).toEqual([300, 200, 200]);
    expect(result.outcomes.map((row) => [row.seat, row.stack, row.rake])).toEqual([
      [1, 1_290, 10],
      [2, 800, 0],
      [3, 1_190, 10],
      [0, 700, 0],
    ]);
    expect(result.bankerCovered).toBe(true);
  });

  it('a banker who cannot cover pays all it has, shared in proportion to what each is owed', () => {
    const result = playNiuNiuHand({ handId: 'n1', config, seats: seats(100), bankerSeat: 0, deck });
    // Funds 100 + 200 collected = 300 against 500 owed: 180 and 120.
    const rows = bySeat(result);
    expect([rows[1]?.received, rows[3]?.received, rows[0]?.stack]).toEqual([180, 120, 0]);
    expect([rows[1]?.stack, rows[3]?.stack]).toEqual([1_000 + 180 - 9, 1_000 + 120 - 6]);
    expect(result.bankerCovered).toBe(false);
    expect(result.outcomes.reduce((sum, row) => sum + row.stack, 0) + result.rake).toBe(3_100);
  });

  it('a loser never pays more than its stack', () => {
    const rows = bySeat(playNiuNiuHand({ handId: 'n1', config, seats: seats(1_000, 150), bankerSeat: 0, deck }));
    expect([rows[2]?.paid, rows[2]?.stack, rows[0]?.received]).toEqual([150, 0, 150]);
  });

  it('refuses a banker stake, a missing stake or a banker not seated', () => {
    const bad = seats(1_000);
    expect(() => playNiuNiuHand({ handId: 'n', config, seats: bad, bankerSeat: 5, deck })).toThrow(RangeError);
    expect(() =>
      playNiuNiuHand({ handId: 'n', config, seats: bad.map((row) => ({ ...row, stake: 10 })), bankerSeat: 0, deck }),
    ).toThrow(RangeError);
    expect(() =>
      playNiuNiuHand({ handId: 'n', config, seats: bad.map((row) => ({ ...row, stake: 0 })), bankerSeat: 0, deck }),
    ).toThrow(RangeError);
  });

  it('rotates the bank clockwise, skipping empty stacks', () => {
    const table = [
      { seat: 1, stack: 10 },
      { seat: 4, stack: 0 },
      { seat: 6, stack: 5 },
    ];
    expect(nextBankerSeat(table, null)).toBe(1);
    expect(nextBankerSeat(table, 1)).toBe(6);
    expect(nextBankerSeat(table, 6)).toBe(1);
  });
});

describe('property: chips are conserved in every Niu-Niu hand', () => {
  it('holds for random deals, stakes and stacks', () => {
    const row = fc.record({ stack: fc.integer({ min: 0, max: 5_000 }), stake: fc.integer({ min: 1, max: 400 }) });
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 2, maxLength: 6 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.nat(5),
        (rows, seed, bankerPick) => {
          const bankerSeat = bankerPick % rows.length;
          const seats = rows.map((entry, seat) => ({
            seat,
            playerId: `p${seat}`,
            stack: entry.stack,
            stake: seat === bankerSeat ? 0 : entry.stake,
          }));
          const result = playNiuNiuHand({
            handId: 'p',
            config,
            seats,
            bankerSeat,
            deck: shuffleDeck({ serverSeed: seed, handId: 'niu', playerSeeds: [] }),
          });
          const before = rows.reduce((sum, entry) => sum + entry.stack, 0);
          expect(result.outcomes.reduce((sum, entry) => sum + entry.stack, 0) + result.rake).toBe(before);
          expect(result.outcomes.every((entry) => entry.stack >= 0)).toBe(true);
        },
      ),
      { numRuns: 500, seed: 9 },
    );
  });
});
