import { describe, expect, it } from 'vitest';
import { BACCARAT_BET_TYPES, BACCARAT_GAME, playBaccarat, type BaccaratBetType } from './baccarat-engine.ts';
import { computeBaccaratOdds } from './baccarat-odds.ts';
import { createSimulationStream } from './simulation-rng.ts';

// 2·10^6 rounds: the pair bets (SD ≈ 3.2 stakes) get a standard error of ≈ 0.22 points, four below the ±1 allowed.
const ROUNDS = 2_000_000;
// A stake that is a multiple of 20 minor units, so the banker commission is exact and the declared RTP applies.
const STAKE = 100n;

describe('baccarat RTP', () => {
  it('matches the published 8-deck probabilities and declares the exact RTP of every bet', () => {
    const odds = computeBaccaratOdds(BACCARAT_GAME.decks);
    expect(odds.bankerWin).toBeCloseTo(0.458597, 6);
    expect(odds.playerWin).toBeCloseTo(0.446247, 6);
    expect(odds.tie).toBeCloseTo(0.095156, 6);
    for (const type of BACCARAT_BET_TYPES)
      expect(Math.abs(odds.rtp[type] * 100 - BACCARAT_GAME.declaredRtp[type])).toBeLessThan(0.005);
  });

  it(`lands within ±1 point of the declared RTP of every bet over ${ROUNDS} simulated rounds`, () => {
    const stream = createSimulationStream(19_700_101);
    const bets = Object.fromEntries(BACCARAT_BET_TYPES.map((type) => [type, STAKE]));
    const returned: Record<BaccaratBetType, bigint> = {
      PLAYER: 0n,
      BANKER: 0n,
      TIE: 0n,
      PLAYER_PAIR: 0n,
      BANKER_PAIR: 0n,
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      const { payouts } = playBaccarat({ bets, stream });
      for (const type of BACCARAT_BET_TYPES) returned[type] += payouts[type] ?? 0n;
    }
    for (const type of BACCARAT_BET_TYPES) {
      const rtpPercent = (Number(returned[type]) / Number(STAKE * BigInt(ROUNDS))) * 100;
      expect(Math.abs(rtpPercent - BACCARAT_GAME.declaredRtp[type]), type).toBeLessThan(1);
    }
  }, 60_000);
});
