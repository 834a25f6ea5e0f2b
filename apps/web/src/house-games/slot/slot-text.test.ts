import { describe, expect, it } from 'vitest';
import type { SlotPaytable } from '../house-api-types.ts';
import { bigWinTitle } from './slot-round.ts';
import { betStepsOf, featurePrice } from './slot-text.ts';

const paytable = (parts: Partial<SlotPaytable>): SlotPaytable => ({
  kind: 'SLOT',
  titleId: 'test',
  title: 'Test',
  version: '1',
  theme: '',
  volatility: 'high',
  declaredRtp: 96,
  symbols: [],
  reels: 5,
  ...parts,
});

describe('the bet stepper', () => {
  it('steps in multiples of the bet unit from the minimum bet', () => {
    const steps = betStepsOf(paytable({ betUnit: 40 }), 40);
    expect(steps.slice(0, 4)).toEqual([40, 80, 120, 200]);
    expect(steps.every((bet) => bet % 40 === 0)).toBe(true);
  });
  it('rounds a minimum bet that is not a multiple up to the next one', () => {
    expect(betStepsOf(paytable({ betUnit: 25 }), 20)[0]).toBe(25);
  });
  it('falls back to the line count when the paytable has no bet unit', () => {
    expect(betStepsOf(paytable({ paylines: Array.from({ length: 20 }, () => [1, 1, 1, 1, 1]) }), 20)[1]).toBe(40);
  });
});

describe('the feature buy', () => {
  it('prices the feature at bet × price and says so before buying', () => {
    const offer = featurePrice(paytable({ featureBuy: { priceInBets: 91, declaredRtp: 95.59 } }), 200, 2);
    expect(offer).toEqual({
      price: 18200,
      label: 'BUY FEATURE 182.00',
      confirm: 'Buy the feature for 182.00 (91 × bet 2.00)? The round starts in the free spins. RTP 95.59%.',
    });
  });
  it('offers nothing for a title without one', () => {
    expect(featurePrice(paytable({ featureBuy: null }), 200, 2)).toBeNull();
  });
});

describe('the big-win celebration', () => {
  it('starts at 20 bets and grows at 50', () => {
    expect(bigWinTitle(3999, 200)).toBeNull();
    expect(bigWinTitle(4000, 200)).toBe('BIG WIN');
    expect(bigWinTitle(10000, 200)).toBe('MEGA WIN');
  });
});
