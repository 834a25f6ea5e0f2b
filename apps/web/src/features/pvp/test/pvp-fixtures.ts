/**
 * Test-only tables for the pvp component and reducer tests: snapshots and seats in the contract's shapes. Nothing
 * here is imported by the product.
 */
import type { PvpHandResult, PvpRoom, PvpSeat, PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';

export function makeRoom(overrides: Partial<PvpRoom> = {}): PvpRoom {
  return {
    roomId: 7,
    game: 'HOLDEM',
    name: 'Saigon 1',
    stakeLevel: 'NL200',
    smallBlind: '1.00',
    bigBlind: '2.00',
    ante: null,
    rakeBp: 500,
    rakeCap: '3.00',
    minBuyIn: '40.00',
    maxBuyIn: '200.00',
    seatsTotal: 6,
    seatsTaken: 2,
    seatsFree: 4,
    playersOnline: 3,
    practice: false,
    status: 'OPEN',
    inHand: false,
    ...overrides,
  };
}

export function makeSeat(seatNo: number, overrides: Partial<PvpSeat> = {}): PvpSeat {
  return {
    seatNo,
    state: 'SITTING',
    nickname: `player${seatNo}`,
    avatar: null,
    chips: '100.00',
    betThisStreet: '0',
    isBot: false,
    isViewer: false,
    cardCount: 0,
    cards: null,
    timeBankSeconds: 30,
    ...overrides,
  };
}

export function makeSnapshot(overrides: Partial<PvpTableSnapshot> = {}): PvpTableSnapshot {
  return {
    room: makeRoom(),
    version: 10,
    seats: [makeSeat(0, { isViewer: true, nickname: 'demo' }), makeSeat(3, { nickname: 'Mai' })],
    viewerSeat: 0,
    hand: null,
    nextServerSeedHash: 'a'.repeat(64),
    viewerSeed: null,
    turnSeconds: 15,
    lastHands: [],
    serverTime: '2026-11-25T08:00:00.000Z',
    freeChat: false,
    ...overrides,
  };
}

export function makeResult(overrides: Partial<PvpHandResult> = {}): PvpHandResult {
  return {
    handId: '7-000001',
    status: 'ENDED',
    endedAt: '2026-11-25T08:01:00.000Z',
    board: ['As', 'Kd', '7h', '2c', '9s'],
    pots: [{ amount: '8.00', eligibleSeats: [0, 3], rake: '0.40', winners: [{ seatNo: 3, amount: '7.60' }] }],
    rake: '0.40',
    wentToShowdown: true,
    shown: [
      { seatNo: 0, cards: ['Qc', 'Jc'], category: 'HIGH_CARD', bestFive: ['As', 'Kd', 'Qc', 'Jc', '9s'] },
      { seatNo: 3, cards: ['Ah', '3d'], category: 'ONE_PAIR', bestFive: ['As', 'Ah', 'Kd', '9s', '7h'] },
    ],
    players: [
      { seatNo: 0, nickname: 'demo', isBot: false, bet: '4.00', won: '0', net: '-4.00', chips: '96.00' },
      { seatNo: 3, nickname: 'Mai', isBot: false, bet: '4.00', won: '7.60', net: '3.60', chips: '103.60' },
    ],
    reveal: null,
    ...overrides,
  };
}
