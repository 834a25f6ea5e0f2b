import { describe, expect, it } from 'vitest';
import { formatCards } from './cards.ts';
import { startHoldemHand } from './holdem-start.ts';
import {
  allIn,
  arrangedDeck,
  call,
  check,
  fold,
  play,
  quietBoard,
  raise,
  seatsWith as seats,
  testConfig as config,
} from './holdem-test-support.ts';
import type { HoldemConfig, HoldemHand } from './holdem-types.ts';

const stackOf = (hand: HoldemHand, seat: number) => hand.result?.stacks.find((entry) => entry.seat === seat)?.stack;

describe('pots, showdown and rake', () => {
  it('three all-ins: main pot and two side pots, each to its best hand, raked in proportion', () => {
    // Button 3; deal order 0, 1, 2, 3. Stacks 100, 300, 600, 1,000. Aces < kings < queens in the order dealt.
    const deck = arrangedDeck(['AsAh', 'KsKh', 'QsQh', '4c5d'], quietBoard);
    const hand = startHoldemHand({
      handId: 'h',
      config,
      seats: seats(100, 300, 600, 1_000),
      previousButtonSeat: 2,
      deck,
    });
    expect([hand.smallBlindSeat, hand.bigBlindSeat, hand.toActSeat]).toEqual([0, 1, 2]);
    const done = play(hand, [2, allIn], [3, call], [0, allIn], [1, allIn]);
    expect(formatCards(done.board)).toBe(quietBoard);
    const result = done.result!;
    expect(result.pots).toEqual([
      { amount: 400, rake: 20, eligibleSeats: [0, 1, 2, 3], winners: [{ seat: 0, amount: 380 }] },
      { amount: 600, rake: 30, eligibleSeats: [1, 2, 3], winners: [{ seat: 1, amount: 570 }] },
      { amount: 600, rake: 30, eligibleSeats: [2, 3], winners: [{ seat: 2, amount: 570 }] },
    ]);
    expect(result.rake).toBe(80);
    expect(result.stacks.map((entry) => entry.stack)).toEqual([380, 570, 570, 400]);
    expect(result.showdown.find((entry) => entry.seat === 0)?.category).toBe('ONE_PAIR');
  });

  it('returns the uncalled part of the biggest all-in and never rakes it', () => {
    const deck = arrangedDeck(['AsAh', 'KsKh', 'QsQh', '4c5d'], quietBoard);
    const hand = startHoldemHand({
      handId: 'h',
      config,
      seats: seats(100, 300, 600, 1_000),
      previousButtonSeat: 2,
      deck,
    });
    const done = play(hand, [2, allIn], [3, allIn], [0, allIn], [1, allIn]);
    expect(done.result?.returned).toEqual([{ seat: 3, amount: 400 }]);
    expect(done.result?.rake).toBe(80);
    expect(stackOf(done, 3)).toBe(400);
  });

  it('splits a pot the board plays, the odd chip to the first winner left of the button', () => {
    const free: HoldemConfig = { smallBlind: 5, bigBlind: 10, rake: { percentBp: 0, cap: 0 } };
    const deck = arrangedDeck(['9c9d', '4h5s', '2c3d'], 'Tc Jd Qh Ks As');
    const hand = startHoldemHand({
      handId: 'h',
      config: free,
      seats: seats(1_000, 1_000, 1_000),
      previousButtonSeat: 2,
      deck,
    });
    // Button 0, small blind 1 folds its 5: the pot of 25 splits between seats 2 and 0.
    let state = play(hand, [0, call], [1, fold], [2, check]);
    for (let street = 0; street < 3; street += 1) state = play(state, [2, check], [0, check]);
    const pot = state.result!.pots[0]!;
    expect(pot.winners).toEqual([
      { seat: 2, amount: 13 },
      { seat: 0, amount: 12 },
    ]);
    expect(state.result!.showdown.every((entry) => entry.category === 'STRAIGHT')).toBe(true);
  });

  it('no flop, no drop: a hand won before the flop pays no rake', () => {
    const hand = startHoldemHand({
      handId: 'h',
      config,
      seats: seats(1_000, 1_000, 1_000),
      previousButtonSeat: 2,
      deck: arrangedDeck(['AsAh', 'KsKh', 'QsQh'], quietBoard),
    });
    const done = play(hand, [0, raise(300)], [1, fold], [2, fold]);
    expect(done.result).toMatchObject({
      rake: 0,
      wentToShowdown: false,
      showdown: [],
      returned: [{ seat: 0, amount: 200 }],
    });
    expect(done.result!.stacks.map((entry) => entry.net)).toEqual([150, -50, -100]);
  });

  it('caps the rake', () => {
    const deck = arrangedDeck(['AsAh', 'KsKh'], quietBoard);
    const hand = startHoldemHand({ handId: 'h', config, seats: seats(10_000, 10_000), previousButtonSeat: 1, deck });
    const done = play(hand, [0, allIn], [1, call]);
    expect(done.result?.rake).toBe(300);
    expect(done.result?.stacks.map((entry) => entry.stack)).toEqual([0, 19_700]);
  });
});
