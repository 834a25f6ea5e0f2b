import { describe, expect, it } from 'vitest';
import { checkParlay, combinedOdds, type ParlayLeg } from './parlay-rules.ts';

const leg = (eventId: string, odds = 2000, marketKey = 'FT_1X2', selectionKey = 'HOME'): ParlayLeg => ({
  eventId,
  marketKey,
  selectionKey,
  odds,
});

describe('parlay rules', () => {
  it('combines the prices, rounded down to a thousandth', () => {
    // 1.952 × 2.100 × 1.333 = 5.46424... → 5.464.
    expect(checkParlay([leg('a', 1952), leg('b', 2100), leg('c', 1333)])).toEqual({ ok: true, combinedOdds: 5464n });
    expect(combinedOdds(Array.from({ length: 10 }, () => 1000_000))).toBe(10n ** 30n * 1000n);
  });

  it('refuses two legs of one event, even of different markets, naming the event', () => {
    const correlated = [leg('a'), leg('b'), leg('a', 1900, 'FT_OU:2.5', 'OVER')];
    expect(checkParlay(correlated)).toEqual({ ok: false, reason: 'PARLAY_CORRELATED_LEGS', eventId: 'a' });
  });

  it('takes 2 to 10 legs', () => {
    expect(checkParlay([leg('a')])).toEqual({ ok: false, reason: 'PARLAY_TOO_FEW_LEGS' });
    const eleven = Array.from({ length: 11 }, (_, i) => leg(`e${i}`));
    expect(checkParlay(eleven)).toEqual({ ok: false, reason: 'PARLAY_TOO_MANY_LEGS' });
    expect(checkParlay(eleven.slice(0, 10)).ok).toBe(true);
  });
});
