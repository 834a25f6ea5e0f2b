import { describe, expect, it } from 'vitest';
import { computeBaccaratOdds } from './baccarat-odds.ts';
import { computeLiveBaccaratRtp, enumerateCoupShapes, enumerateFirstCardsPairs } from './baccarat-side-bet-odds.ts';
import { LIVE_BACCARAT_BET_TYPES, LIVE_BACCARAT_RULES } from './baccarat-side-bets.ts';

const DECKS = LIVE_BACCARAT_RULES.decks;
// Sums of many float terms: exact maths, float error near 1e-12, so comparisons use 10 decimals.
const rtp = computeLiveBaccaratRtp(DECKS);
const total = (entries: readonly { probability: number }[]) =>
  entries.reduce((sum, entry) => sum + entry.probability, 0);

describe('live baccarat exact RTP', () => {
  it('enumerates probability distributions that sum to 1', () => {
    expect(total(enumerateCoupShapes(DECKS))).toBeCloseTo(1, 10);
    expect(total(enumerateFirstCardsPairs(DECKS))).toBeCloseTo(1, 10);
  });

  it('agrees with the single-player odds on the main bets and the pairs', () => {
    const odds = computeBaccaratOdds(DECKS);
    for (const type of ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'] as const)
      expect(rtp[type], type).toBeCloseTo(odds.rtp[type], 10);
  });

  it('matches closed forms for the either-pair and perfect-pair bets (416 cards, 8 copies of a face)', () => {
    // Either pair: P(player pair) = 31/415 for each hand; both hands paired when the banker's first card shares the
    // player's rank (then 30 and 29 of that rank are left) or not (31 of each of two ranks left).
    const bothPairs = (31 / 415) * (30 / 414) * (29 / 413) + (384 / 415) * (31 / 414) * (31 / 413);
    expect(rtp.EITHER_PAIR).toBeCloseTo(6 * (2 * (31 / 415) - bothPairs), 10);
    // Perfect pair: the same with faces, 7 copies left of a face dealt once.
    const bothPerfect = (7 / 415) * (6 / 414) * (5 / 413) + (408 / 415) * (7 / 414) * (7 / 413);
    const eitherPerfect = 2 * (7 / 415) - bothPerfect;
    expect(rtp.PERFECT_PAIR).toBeCloseTo(26 * (eitherPerfect - bothPerfect) + 201 * bothPerfect, 10);
  });

  it('finds Big, Small and dragon bonus by how many cards each coup takes and by margin', () => {
    const shapes = enumerateCoupShapes(DECKS);
    const smallChance = total(shapes.filter((shape) => shape.cardCount === 4));
    expect(rtp.SMALL).toBeCloseTo(2.5 * smallChance, 10);
    expect(rtp.BIG).toBeCloseTo(1.54 * (1 - smallChance), 10);
    // Published 8-deck house edges: Big 4.35%, Small 5.27%, Player bonus 2.65%, Banker bonus 9.37%.
    expect(100 - rtp.BIG * 100).toBeCloseTo(4.35, 2);
    expect(100 - rtp.SMALL * 100).toBeCloseTo(5.28, 1);
    expect(100 - rtp.PLAYER_BONUS * 100).toBeCloseTo(2.65, 2);
    expect(100 - rtp.BANKER_BONUS * 100).toBeCloseTo(9.37, 2);
  });

  it('declares every bet at its exact RTP rounded to 0.01', () => {
    for (const type of LIVE_BACCARAT_BET_TYPES)
      expect(Math.abs(rtp[type] * 100 - LIVE_BACCARAT_RULES.declaredRtp[type]), type).toBeLessThanOrEqual(0.005);
  });
});
