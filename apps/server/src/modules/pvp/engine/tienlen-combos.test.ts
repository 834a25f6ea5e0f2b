import { describe, expect, it } from 'vitest';
import { parseCards } from './cards.ts';
import { beatsTienLen, classifyTienLen, tienLenStrength, type TienLenCombo } from './tienlen-combos.ts';

const combo = (text: string): TienLenCombo => {
  const found = classifyTienLen(parseCards(text));
  if (!found) throw new Error(`not a combination: ${text}`);
  return found;
};
const beats = (play: string, table: string) => beatsTienLen(combo(play), combo(table));

describe('card order', () => {
  it('runs 3 < … < A < 2, and ♠ < ♣ < ♦ < ♥ within a rank', () => {
    const order = parseCards('3s 3c 3d 3h 4s Ts Js Qs Ks As Ah 2s 2c 2d 2h').map(tienLenStrength);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(tienLenStrength(parseCards('3s')[0]!)).toBe(0);
    expect(tienLenStrength(parseCards('2h')[0]!)).toBe(51);
  });
});

describe('classifyTienLen', () => {
  it.each([
    ['7d', 'SINGLE', 1],
    ['9s 9h', 'PAIR', 1],
    ['2c 2d', 'PAIR', 1],
    ['Kc Kd Kh', 'TRIPLE', 1],
    ['3s 4d 5c', 'STRAIGHT', 3],
    ['Ts Jd Qc Kh As', 'STRAIGHT', 5],
    ['3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As', 'STRAIGHT', 12],
    ['5s 5c 6d 6h 7s 7h', 'PAIR_RUN', 3],
    ['Js Jc Qd Qh Ks Kh As Ac', 'PAIR_RUN', 4],
    ['8s 8c 8d 8h', 'FOUR_OF_A_KIND', 1],
  ] as const)('%s is %s of length %i', (text, kind, length) => {
    expect(combo(text)).toMatchObject({ kind, length });
  });

  it.each([
    ['K-A-2 is not a straight (a 2 never sits in one)', 'Ks Ad 2c'],
    ['A-2-3 is not a straight (no wrap)', 'As 2d 3c'],
    ['two cards of different ranks', '3s 4s'],
    ['a gap', '3s 4d 6c'],
    ['pairs with a 2', 'Ks Kc As Ac 2s 2c'],
    ['two consecutive pairs only', '5s 5c 6s 6c'],
    ['pairs not consecutive', '5s 5c 6s 6c 8s 8c'],
    ['a full house', '5s 5c 5d 6s 6c'],
    ['a card twice', '5s 5s'],
  ])('refuses %s', (_, text) => {
    expect(classifyTienLen(parseCards(text))).toBeNull();
  });
});

describe('beating in kind', () => {
  it('compares singles by rank, then suit', () => {
    expect(beats('3h', '3s')).toBe(true);
    expect(beats('4s', '3h')).toBe(true);
    expect(beats('2s', 'Ah')).toBe(true);
    expect(beats('3d', '3h')).toBe(false);
  });

  it('compares pairs and triples by their highest card', () => {
    expect(beats('8s 8h', '8c 8d')).toBe(true);
    expect(beats('8s 8d', '8c 8h')).toBe(false);
    expect(beats('Qs Qc Qd', 'Js Jc Jd')).toBe(true);
  });

  it('compares straights of the same length by their top card; a longer or shorter one never beats', () => {
    expect(beats('4s 5s 6h', '3h 4h 5d')).toBe(true);
    expect(beats('3s 4s 5c', '3h 4h 5d')).toBe(false);
    expect(beats('3s 4s 5h', '3h 4h 5d')).toBe(true);
    expect(beats('3s 4s 5s 6h', '3h 4h 5d')).toBe(false);
    expect(beats('Qs Kd Ah', 'Jh Qh Kh')).toBe(true);
  });

  it('never lets one kind beat another outside the chop rules', () => {
    expect(beats('9s 9c', '2h')).toBe(false);
    expect(beats('5s 5c 5d', '4s 4c')).toBe(false);
    expect(beats('3s 4s 5s', '2h')).toBe(false);
  });
});

describe('chặt (chops), Miền Nam set', () => {
  const threePairs = '5s 5c 6d 6h 7s 7h';
  const higherThreePairs = '6s 6c 7d 7c 8s 8h';
  const four = '8s 8c 8d 8h';
  const fourPairs = '9s 9c Td Th Js Jh Qs Qc';
  const fivePairs = '3s 3c 4d 4h 5s 5h 6s 6c 7d 7c';

  it('three consecutive pairs chop a single 2 but not a pair of 2s', () => {
    expect(beats(threePairs, '2h')).toBe(true);
    expect(beats(threePairs, '2s 2h')).toBe(false);
    expect(beats(higherThreePairs, threePairs)).toBe(true);
  });

  it('four of a kind chops a single 2, a pair of 2s, three consecutive pairs and a lower four', () => {
    expect(beats(four, '2h')).toBe(true);
    expect(beats(four, '2d 2h')).toBe(true);
    expect(beats(four, higherThreePairs)).toBe(true);
    expect(beats('9s 9c 9d 9h', four)).toBe(true);
    expect(beats(four, fourPairs)).toBe(false);
    expect(beats(threePairs, four)).toBe(false);
  });

  it('four consecutive pairs chop a 2, a pair of 2s, three pairs, any four of a kind and shorter runs', () => {
    expect(beats(fourPairs, '2h')).toBe(true);
    expect(beats(fourPairs, '2d 2h')).toBe(true);
    expect(beats(fourPairs, threePairs)).toBe(true);
    expect(beats(fourPairs, 'As Ac Ad Ah')).toBe(true);
    expect(beats(fivePairs, fourPairs)).toBe(true);
    expect(beats(fourPairs, fivePairs)).toBe(false);
  });

  it('chops nothing else: not a triple of 2s, not an ordinary single or pair', () => {
    expect(beats(four, '2s 2c 2d')).toBe(false);
    expect(beats(fourPairs, '2s 2c 2d')).toBe(false);
    expect(beats(four, 'Ah')).toBe(false);
    expect(beats(threePairs, 'As Ah')).toBe(false);
  });
});
