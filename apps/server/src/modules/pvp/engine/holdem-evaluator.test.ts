import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCards, parseCards } from './cards.ts';
import { evaluateHoldemHand, type HandCategory } from './holdem-evaluator.ts';

/** Rank letters of the tie-break, written by hand (T = ten, 5 = the wheel's top). */
type Row = { cards: string; category: HandCategory; tieBreak: string; bestFive: string };

// A hand-written reference table: every category, the wheel, flush/straight overlaps, two trips, three pairs.
const REFERENCE: Row[] = [
  { cards: 'As Ks Qs Js Ts 2d 3c', category: 'STRAIGHT_FLUSH', tieBreak: 'A', bestFive: 'As Ks Qs Js Ts' },
  { cards: '5h 4h 3h 2h Ah Kd Kc', category: 'STRAIGHT_FLUSH', tieBreak: '5', bestFive: '5h 4h 3h 2h Ah' },
  { cards: '9c 8c 7c 6c 5c 4c Tc', category: 'STRAIGHT_FLUSH', tieBreak: 'T', bestFive: 'Tc 9c 8c 7c 6c' },
  { cards: '9d 9s 9h 9c Ad Kd 2s', category: 'FOUR_OF_A_KIND', tieBreak: '9A', bestFive: '9h 9d 9c 9s Ad' },
  { cards: '7d 7s 7h 7c Kd Ks Kh', category: 'FOUR_OF_A_KIND', tieBreak: '7K', bestFive: '7h 7d 7c 7s Kh' },
  { cards: 'Kd Ks Kh 5c 5d 5s 2h', category: 'FULL_HOUSE', tieBreak: 'K5', bestFive: 'Kh Kd Ks 5d 5c' },
  { cards: '3d 3s 3h Qc Qd 4s 4h', category: 'FULL_HOUSE', tieBreak: '3Q', bestFive: '3h 3d 3s Qd Qc' },
  { cards: 'Ah Jh 8h 4h 2h Kh 3c', category: 'FLUSH', tieBreak: 'AKJ84', bestFive: 'Ah Kh Jh 8h 4h' },
  { cards: 'Ts 9h 8s 7s 6d 5s 2s', category: 'FLUSH', tieBreak: 'T8752', bestFive: 'Ts 8s 7s 5s 2s' },
  { cards: 'Ac 2d 3h 4s 5c Kd Qh', category: 'STRAIGHT', tieBreak: '5', bestFive: '5c 4s 3h 2d Ac' },
  { cards: 'Ac 2d 3h 4s 5c 6d Kh', category: 'STRAIGHT', tieBreak: '6', bestFive: '6d 5c 4s 3h 2d' },
  { cards: 'Ac Kd Qh Js Tc 9d 2h', category: 'STRAIGHT', tieBreak: 'A', bestFive: 'Ac Kd Qh Js Tc' },
  { cards: '8c 8d 7h 6s 5c 4d 2h', category: 'STRAIGHT', tieBreak: '8', bestFive: '8d 7h 6s 5c 4d' },
  { cards: 'Qc Qd Qh 9s 7c 4d 2h', category: 'THREE_OF_A_KIND', tieBreak: 'Q97', bestFive: 'Qh Qd Qc 9s 7c' },
  { cards: 'Jc Jd 8h 8s 3c 3d Ah', category: 'TWO_PAIR', tieBreak: 'J8A', bestFive: 'Jd Jc 8h 8s Ah' },
  { cards: 'Jc Jd 8h 8s 4c 4d 2h', category: 'TWO_PAIR', tieBreak: 'J84', bestFive: 'Jd Jc 8h 8s 4d' },
  { cards: 'Ac Ad 9h 7s 5c 3d 2h', category: 'ONE_PAIR', tieBreak: 'A975', bestFive: 'Ad Ac 9h 7s 5c' },
  { cards: 'Kc Jd 9h 7s 5c 3d 2h', category: 'HIGH_CARD', tieBreak: 'KJ975', bestFive: 'Kc Jd 9h 7s 5c' },
  { cards: '7c 5d 4h 3s 2c', category: 'HIGH_CARD', tieBreak: '75432', bestFive: '7c 5d 4h 3s 2c' },
];

const RANK_TEXT = '23456789TJQKA';
const ranksOf = (text: string) => [...text].map((letter) => RANK_TEXT.indexOf(letter));
const valueOf = (cards: string) => evaluateHoldemHand(parseCards(cards)).value;

describe('evaluateHoldemHand: the reference table', () => {
  it.each(REFERENCE)('$cards → $category $tieBreak', ({ cards, category, tieBreak, bestFive }) => {
    const ranking = evaluateHoldemHand(parseCards(cards));
    expect(ranking.category).toBe(category);
    expect(ranking.tieBreak).toEqual(ranksOf(tieBreak));
    expect(formatCards([...ranking.bestFive].sort((a, b) => b - a))).toBe(
      formatCards(parseCards(bestFive).sort((a, b) => b - a)),
    );
  });

  it('orders the table from the best hand down (each row beats the ones after it in its list)', () => {
    const ordered = [
      'As Ks Qs Js Ts 2d 3c',
      '9c 8c 7c 6c 5c 4c Tc',
      '5h 4h 3h 2h Ah Kd Kc',
      '9d 9s 9h 9c Ad Kd 2s',
      '7d 7s 7h 7c Kd Ks Kh',
      'Kd Ks Kh 5c 5d 5s 2h',
      '3d 3s 3h Qc Qd 4s 4h',
      'Ah Jh 8h 4h 2h Kh 3c',
      'Ts 9h 8s 7s 6d 5s 2s',
      'Ac Kd Qh Js Tc 9d 2h',
      '8c 8d 7h 6s 5c 4d 2h',
      'Ac 2d 3h 4s 5c 6d Kh',
      'Ac 2d 3h 4s 5c Kd Qh',
      'Qc Qd Qh 9s 7c 4d 2h',
      'Jc Jd 8h 8s 3c 3d Ah',
      'Jc Jd 8h 8s 4c 4d 2h',
      'Ac Ad 9h 7s 5c 3d 2h',
      'Kc Jd 9h 7s 5c 3d 2h',
      '7c 5d 4h 3s 2c',
    ].map(valueOf);
    for (let index = 1; index < ordered.length; index += 1)
      expect(ordered[index - 1]).toBeGreaterThan(ordered[index] as number);
  });
});

describe('ties and kickers', () => {
  const board = 'Kh Kd 8c 8s 3h';

  it('splits when the board plays for both (neither hole card improves five cards on board)', () => {
    const boardStraight = 'Tc Jd Qh Ks As';
    expect(valueOf(`${boardStraight} 2c 3d`)).toBe(valueOf(`${boardStraight} 4h 4s`));
    // Two pair on board with an ace kicker: a lower kicker in the hand does not play.
    const twoPairAceBoard = 'Ah Kd Kc 8s 8h';
    expect(valueOf(`${twoPairAceBoard} 2c 4d`)).toBe(valueOf(`${twoPairAceBoard} 5c 6d`));
    expect(valueOf(`${twoPairAceBoard} 2c 4d`)).toBe(valueOf(twoPairAceBoard));
  });

  it('decides by the kicker, and only down to the fifth card', () => {
    expect(valueOf('Ac Qd 9h 5s 2c 7d 3h')).toBeGreaterThan(valueOf('Ad Jd 9s 5c 2d 7h 3s'));
    // Pair of nines, kickers A K Q: the sixth and seventh cards never count.
    expect(valueOf('9c 9d Ah Ks Qc 4d 3h')).toBe(valueOf('9s 9h Ad Kc Qd 5d 2h'));
    // Same two pair on the board, the kicker decides; the same kicker splits.
    expect(valueOf(`${board} Qc 2d`)).toBeGreaterThan(valueOf(`${board} Jc 2d`));
    expect(valueOf(`${board} Qc 2d`)).toBe(valueOf(`${board} Qs 4d`));
  });

  it('ranks the wheel below a six-high straight and ace-high straight flush above everything', () => {
    expect(valueOf('Ac 2d 3h 4s 5c')).toBeLessThan(valueOf('2d 3h 4s 5c 6c'));
    expect(valueOf('Ac 2c 3c 4c 5c')).toBeGreaterThan(valueOf('Ks Kh Kd Kc Ac'));
  });

  it('full houses compare the three first, then the pair', () => {
    expect(valueOf('2c 2d 2h As Ac')).toBeLessThan(valueOf('3c 3d 3h 4s 4c'));
    expect(valueOf('Qc Qd Qh 4s 4c')).toBeGreaterThan(valueOf('Qc Qd Qh 3s 3c'));
  });

  it('refuses fewer than five or more than seven cards, and a card twice', () => {
    expect(() => evaluateHoldemHand(parseCards('As Ks Qs Js'))).toThrow(RangeError);
    expect(() => evaluateHoldemHand(parseCards('As Ks Qs Js Ts 9s 8s 7s'))).toThrow(RangeError);
    expect(() => evaluateHoldemHand(parseCards('As As Qs Js Ts'))).toThrow(RangeError);
  });
});

describe('the seven-card value is the best of its 21 five-card hands', () => {
  it('holds for random seven-card hands', () => {
    const sevenCards = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 7, maxLength: 7 });
    fc.assert(
      fc.property(sevenCards, (cards) => {
        let best = -1;
        for (let skipA = 0; skipA < 7; skipA += 1)
          for (let skipB = skipA + 1; skipB < 7; skipB += 1) {
            const five = cards.filter((_, index) => index !== skipA && index !== skipB);
            best = Math.max(best, evaluateHoldemHand(five).value);
          }
        const ranking = evaluateHoldemHand(cards);
        expect(ranking.value).toBe(best);
        expect(evaluateHoldemHand(ranking.bestFive).value).toBe(best);
      }),
      { numRuns: 2_000, seed: 17 },
    );
  });
});
