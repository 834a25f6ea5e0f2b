import { describe, expect, it } from 'vitest';
import { letter } from './shape-kit.ts';
import { GRADIENTS, shapeOf } from './symbol-shapes.ts';

const PANDA = 'house-panda-jackpot';
const SYMBOLS = ['WILD', 'BAMBOO', 'RED_PANDA', 'CRANE', 'JADE', 'PEACH', 'A', 'K', 'Q', 'J'];

describe('Panda Jackpot symbol art', () => {
  it('draws every symbol of the title with its own art, none with the fallback letters', () => {
    const shapes = SYMBOLS.map((id) => shapeOf(PANDA, id));
    SYMBOLS.forEach((id, index) => expect(shapes[index]).not.toBe(letter(id.slice(0, 2), 'g-gold')));
    // The card ranks are this title's own, not the shared ones other titles fall back to.
    ['A', 'K', 'Q', 'J'].forEach((rank) => expect(shapeOf(PANDA, rank)).not.toBe(shapeOf('house-unknown', rank)));
    expect(new Set(shapes).size).toBe(SYMBOLS.length);
  });
  it('fills only with gradients the page defines, so no shape paints as nothing', () => {
    const defined = new Set([...GRADIENTS.matchAll(/id="([^"]+)"/g)].map((match) => match[1]));
    const used = SYMBOLS.flatMap((id) => [...shapeOf(PANDA, id).matchAll(/url\(#([^)]+)\)/g)].map((match) => match[1]));
    expect(used.length).toBeGreaterThan(SYMBOLS.length);
    expect(used.filter((id) => !defined.has(id))).toEqual([]);
  });
});
