import { describe, expect, it } from 'vitest';
import type { BaccaratCoup } from '../house-api-types.ts';
import { winningSides } from './baccarat-bets.ts';

const coup = (parts: Partial<BaccaratCoup>): BaccaratCoup => ({
  playerCards: [],
  bankerCards: [],
  playerTotal: 0,
  bankerTotal: 0,
  outcome: 'PLAYER',
  isNatural: false,
  isPlayerPair: false,
  isBankerPair: false,
  payouts: {},
  ...parts,
});

describe('the spots a coup lights', () => {
  it('lights the winning side even when the player bet elsewhere (no payout on it)', () => {
    expect(winningSides(coup({ outcome: 'BANKER', payouts: { PLAYER: '0' } }))).toEqual(['BANKER']);
  });

  it('lights each pair dealt beside the outcome', () => {
    expect(winningSides(coup({ outcome: 'TIE', isPlayerPair: true, isBankerPair: true }))).toEqual([
      'TIE',
      'PLAYER_PAIR',
      'BANKER_PAIR',
    ]);
  });
});
