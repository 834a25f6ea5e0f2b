import type { PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';
import { describe, expect, it } from 'vitest';
import { makeResult, makeSeat, makeSnapshot } from '../test/pvp-fixtures.ts';
import { tableModelOf } from './snapshot-model.ts';

const describeNothing = { action: () => '', category: (category: string) => category };

/** A heads-up hand in which seat 3 went all-in: running, or over with the given status. */
function allInHand(status: 'RUNNING' | 'ENDED', chips: string): PvpTableSnapshot {
  return makeSnapshot({
    seats: [
      makeSeat(0, { isViewer: true, nickname: 'demo', state: 'PLAYING', chips: '96.00' }),
      makeSeat(3, { nickname: 'Mai', state: 'ALL_IN', chips }),
    ],
    hand: {
      handId: '7-000001',
      status,
      serverSeedHash: 'b'.repeat(64),
      commitment: 'c'.repeat(64),
      toActSeat: null,
      actionDeadline: null,
      part: {
        game: 'HOLDEM',
        street: 'RIVER',
        board: ['As', 'Kd', '7h', '2c', '9s'],
        pots: [],
        potTotal: '8.00',
        currentBet: '0',
        buttonSeat: 0,
        smallBlindSeat: 0,
        bigBlindSeat: 3,
        legalActions: null,
      },
    },
    lastHands: status === 'ENDED' ? [makeResult()] : [],
  });
}

const seatThree = (snapshot: PvpTableSnapshot) =>
  tableModelOf({ snapshot, lastActions: {}, clockOffsetMs: 0, describe: describeNothing }).seats[3]!.player!;

describe('the felt model of a snapshot', () => {
  it('shows an all-in player as all-in while the hand runs, and with the settled stack once it is over', () => {
    expect(seatThree(allInHand('RUNNING', '0.00')).status).toBe('allIn');
    const over = seatThree(allInHand('ENDED', '103.60'));
    expect(over.status).toBe('playing');
    expect(over.stack).toBe('103.60');
  });
});
