// The fish page's words: English stays as it was (browser specs and players know these texts), the other languages
// show their own names and the locale's decimal mark, and a fish the dictionaries do not know keeps the server's name.
import { afterEach, describe, expect, it } from 'vitest';
import type { FishPaytable, FishShot } from '../house-api-types.ts';
import { loadLanguage } from '../i18n/translate.ts';
import { drawStatic, paytablePanel } from './fish-rules.ts';
import { fishName, fishOptionText, specialLabel } from './fish-words.ts';

const paytable: FishPaytable = {
  kind: 'FISH',
  titleId: 'house-ocean-hunter',
  title: 'Ocean Hunter',
  version: '2',
  declaredRtp: 96,
  species: [{ id: 'clownfish', name: 'Clownfish', size: 'small', multiplier: 2 }],
  specials: [
    {
      id: 'kraken-king',
      name: 'Kraken King',
      size: 'boss',
      special: 'wheel',
      base: 50,
      wheel: [
        { factor: 1, weight: 1 },
        { factor: 3, weight: 1 },
      ],
    },
  ],
  cannonLevels: [1, 2, 10],
};
const shot = (caught: boolean): FishShot => ({
  fishSpeciesId: 'kraken-king',
  multiplier: 150,
  caught,
  win: caught ? '1500000' : '0',
  feature: caught ? { kind: 'wheel', base: 50, index: 1, factor: 3 } : null,
});
const verdict = (outcome: FishShot) => {
  const box = document.createElement('div');
  drawStatic(box, paytable, outcome, 2);
  return box.textContent;
};
const panel = () => paytablePanel(paytable, 10, 2).map((node) => node.textContent);

afterEach(() => loadLanguage('EN'));

describe('the fish page in English', () => {
  it('keeps the texts it showed before the dictionaries', () => {
    expect(verdict(shot(true))).toBe('Kraken King ×150: CAUGHT — the wheel lands on ×3 of ×50 — win 15,000.00');
    expect(verdict(shot(false))).toBe('Kraken King ×150: escaped — no win');
    expect(specialLabel(paytable.specials[0]!)).toBe('×50 WHEEL');
    const [rules, species, specials, levels] = panel();
    expect(rules).toContain('the catch chance is 96% ÷ the (average) multiplier, so every fish returns 96% on average');
    expect(species).toBe('Clownfish ×2small · catch 48.00%');
    expect(specials).toBe(
      'Kraken King (wheel) · average ×100.0Boss ×50 spins a wheel: ×1 (50%), ×3 (50%) · catch 0.96%',
    );
    expect(levels).toBe('Cannon levels (bet per shot): 0.10 · 0.20 · 1.00');
  });
});

describe('the fish page in the other languages', () => {
  it('names the fish in the page language and shows amounts with its decimal mark', async () => {
    await loadLanguage('VI');
    expect(verdict(shot(true))).toBe('Vua Kraken ×150: BẮT ĐƯỢC — vòng quay dừng ở ×3 của ×50 — thắng 15.000,00');
    expect(panel()[1]).toBe('Cá hề ×2nhỏ · tỉ lệ bắt 48,00%');
    expect(panel()[3]).toBe('Cấp pháo (cược mỗi phát): 0,10 · 0,20 · 1,00');
    await loadLanguage('CN');
    expect(fishName('golden-dragon-king', 'Golden Dragon King')).toBe('黄金龙王');
    expect(specialLabel(paytable.specials[0]!)).toBe('×50 转盘');
  });

  it("writes the verify page's fish choices in the page language", async () => {
    await loadLanguage('VI');
    expect(fishOptionText('clownfish', 'Clownfish ×2')).toBe('Cá hề ×2');
    expect(fishOptionText('bomb-crab', 'Bomb Crab (bomb)')).toBe('Cua bom (bom)');
    await loadLanguage('ID');
    expect(fishOptionText('sea-dragon', 'Sea Dragon ×40')).toBe('Sea Dragon ×40');
    await loadLanguage('EN');
    expect(fishOptionText('kraken-king', 'Kraken King (wheel)')).toBe('Kraken King (wheel)');
  });

  it("keeps the server's name for a fish no dictionary knows", async () => {
    await loadLanguage('TH');
    expect(fishName('sea-dragon', 'Sea Dragon')).toBe('Sea Dragon');
    expect(fishName('clownfish', 'Clownfish')).toBe('ปลาการ์ตูน');
  });
});
