import { afterAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../i18n/translate.ts';
import { allInsideSpots } from './roulette-layout.ts';
import { ruleName, spotName } from './spot-names.ts';

describe('betting spots have names people read', () => {
  afterAll(() => loadLanguage('EN'));

  it('names roulette bets by kind and numbers', () => {
    expect(spotName('STRAIGHT:17')).toBe('Straight up 17');
    expect(spotName('SPLIT:17-20')).toBe('Split 17/20');
    expect(spotName('STREET:16-17-18')).toBe('Street 16–18');
    expect(spotName('SIX_LINE:1-2-3-4-5-6')).toBe('Six line 1–6');
    expect(spotName('CORNER:16-17-19-20')).toBe('Corner 16/17/19/20');
    expect(spotName('FIRST_FOUR:0-1-2-3')).toBe('First four 0–3');
    expect(spotName('DOZEN:2')).toBe('Dozen 13–24');
    expect(spotName('COLUMN:3')).toBe('Column 3');
    expect(spotName('RED')).toBe('Red');
    expect(spotName('NEIGHBOURS:17')).toBe('Neighbours of 17');
    expect(spotName('VOISINS_DU_ZERO')).toBe('Voisins du zéro');
  });

  it('names every inside spot of the layout, each differently', () => {
    const names = allInsideSpots().map(spotName);
    expect(names.every((name) => !name.includes(':'))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('names the other tables’ spots and the rules’ rows', () => {
    expect(spotName('SPECIFIC_TRIPLE:6')).toBe('Triple 6');
    expect(spotName('COMBINATION:1-2')).toBe('Combination 1/2');
    expect(spotName('SUITED_TIE')).toBe('Suited tie');
    expect(ruleName('TOTAL_9')).toBe('Total 9');
    expect(ruleName('STRAIGHT')).toBe('Straight up');
    expect(ruleName('DOZEN')).toBe('Dozen');
    expect(ruleName('NEIGHBOURS')).toBe('Neighbours');
    expect(spotName('SOMETHING_NEW:4')).toBe('something new 4');
  });

  it('speaks the page language', async () => {
    await loadLanguage('VI');
    expect(spotName('STRAIGHT:17')).toBe('Cược thẳng 17');
    expect(spotName('DOZEN:1')).toBe('Tá 1–12');
    await loadLanguage('TH');
    expect(spotName('RED')).toBe('แดง');
  });
});
