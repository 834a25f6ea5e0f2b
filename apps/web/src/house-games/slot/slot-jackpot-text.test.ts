import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../i18n/translate.ts';
import { jackpotRule, jackpotWonMinor, poolText } from './slot-jackpot-text.ts';

afterEach(async () => {
  await loadLanguage('EN');
});

describe('the progressive pool strip', () => {
  it('shows the pool grouped like the page’s other money, with its currency', () => {
    expect(poolText('20123.45', 'USD')).toBe('20,123.45 USD');
    expect(poolText('1500000', 'VND')).toBe('1,500,000 VND');
    expect(poolText('0.06', '')).toBe('0.06');
  });
  it('uses the page language’s grouping and decimal mark', async () => {
    await loadLanguage('VI');
    expect(poolText('20123.45', 'USD')).toBe('20.123,45 USD');
  });
  it('shows nothing for a title without a pool or an answer that is not an amount', () => {
    expect(poolText(null, 'USD')).toBeNull();
    expect(poolText(undefined, 'USD')).toBeNull();
    expect(poolText('', 'USD')).toBeNull();
    expect(poolText('-5.00', 'USD')).toBeNull();
    expect(poolText('12,00', 'USD')).toBeNull();
  });
});

describe('what a round won of the pool', () => {
  it('reads the payout in minor units', () => {
    expect(jackpotWonMinor({ jackpotPayout: '20123.45' }, 2)).toBe(2012345);
    expect(jackpotWonMinor({ jackpotPayout: '1500000' }, 0)).toBe(1500000);
  });
  it('is 0 for a round that did not win it, an older round without the field, or a garbled one', () => {
    expect(jackpotWonMinor({ jackpotPayout: '0.00' }, 2)).toBe(0);
    expect(jackpotWonMinor({}, 2)).toBe(0);
    expect(jackpotWonMinor({ jackpotPayout: 'lots' }, 2)).toBe(0);
    expect(jackpotWonMinor({ jackpotPayout: '1.234' }, 2)).toBe(0);
  });
});

describe('the jackpot rule', () => {
  const jackpot = {
    contributionPercent: 1,
    stakeUnitsPerHit: 1_000_000_000,
    maxCountedBet: 10_000_000,
    description: '',
  };
  it('states the share of each stake and the odds from the paytable’s numbers', () => {
    const rule = jackpotRule(jackpot);
    expect(rule).toContain('1% of every stake');
    expect(rule).toContain('bet ÷ 1,000,000,000');
    expect(rule).toContain('up to 10,000,000');
  });
  it('reads in the page’s language', async () => {
    await loadLanguage('VI');
    expect(jackpotRule(jackpot)).toContain('Hũ lũy tiến: 1%');
    expect(jackpotRule(jackpot)).toContain('1.000.000.000');
  });
});
