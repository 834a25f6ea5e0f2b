import { describe, expect, it } from 'vitest';
import { formatCards } from './cards.ts';
import { applyHoldemAction, applyHoldemTimeout, holdemLegalActions } from './holdem-betting.ts';
import { startHoldemHand } from './holdem-start.ts';
import {
  allIn,
  arrangedDeck,
  bet,
  call,
  check,
  fold,
  play,
  quietBoard,
  raise,
  seatsWith as seats,
  testConfig as config,
} from './holdem-test-support.ts';
import { PvpRuleError } from './rules-error.ts';

function expectRuleError(run: () => unknown, code: string): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PvpRuleError);
    expect((error as PvpRuleError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
}

describe('seats, button and blinds', () => {
  it('heads-up: the button posts the small blind, acts first before the flop and last after it', () => {
    const deck = arrangedDeck(['AsKs', '2d7c'], quietBoard);
    const hand = startHoldemHand({
      handId: 'h',
      config,
      seats: [
        { seat: 2, playerId: 'a', stack: 1000 },
        { seat: 7, playerId: 'b', stack: 1000 },
      ],
      previousButtonSeat: null,
      deck,
    });
    expect([hand.buttonSeat, hand.smallBlindSeat, hand.bigBlindSeat, hand.toActSeat]).toEqual([2, 2, 7, 2]);
    // Cards go out one at a time starting left of the button: seat 7 gets the first card.
    expect(formatCards(hand.players.find((player) => player.seat === 7)?.hole ?? [])).toBe('As Ks');
    const limped = play(hand, [2, call]);
    // The big blind keeps the option: check or raise, not fold.
    expect(holdemLegalActions(limped, 7)).toEqual({
      seat: 7,
      canFold: false,
      canCheck: true,
      callAmount: null,
      raise: { kind: 'RAISE', minTo: 200, maxTo: 1000 },
    });
    const flop = play(limped, [7, check]);
    expect(flop.street).toBe('FLOP');
    expect(formatCards(flop.board)).toBe('2c 7d 9h');
    expect(flop.toActSeat).toBe(7);
    const next = startHoldemHand({
      handId: 'h2',
      config,
      seats: [
        { seat: 2, playerId: 'a', stack: 1000 },
        { seat: 7, playerId: 'b', stack: 1000 },
      ],
      previousButtonSeat: 2,
      deck,
    });
    expect([next.buttonSeat, next.smallBlindSeat, next.bigBlindSeat]).toEqual([7, 7, 2]);
  });

  it('three or more: small blind left of the button, big blind next, first to act left of the big blind', () => {
    const deck = arrangedDeck(['AsKs', '2d7c', '3h3d', '8c8d'], quietBoard);
    const hand = startHoldemHand({
      handId: 'h',
      config,
      seats: seats(1000, 1000, 1000, 1000),
      previousButtonSeat: 1,
      deck,
    });
    expect([hand.buttonSeat, hand.smallBlindSeat, hand.bigBlindSeat, hand.toActSeat]).toEqual([2, 3, 0, 1]);
    expect(hand.events.slice(0, 2)).toEqual([
      { kind: 'BLIND', seat: 3, blind: 'SMALL', amount: 50 },
      { kind: 'BLIND', seat: 0, blind: 'BIG', amount: 100 },
    ]);
    expect(formatCards(hand.players[3]?.hole ?? [])).toBe('As Ks');
  });

  it('a big blind short of chips posts all-in; heads-up the small blind then only calls what can be matched', () => {
    const deck = arrangedDeck(['AsKs', '2d7c'], quietBoard);
    const hand = startHoldemHand({ handId: 'h', config, seats: seats(1000, 60), previousButtonSeat: 1, deck });
    expect(hand.players[1]?.allIn).toBe(true);
    expect(holdemLegalActions(hand, 0)).toMatchObject({ callAmount: 10, raise: null });
    const done = play(hand, [0, call]);
    expect(done.board).toHaveLength(5);
    expect(done.result?.wentToShowdown).toBe(true);
  });
});

describe('betting rounds (no-limit)', () => {
  const deep = () =>
    startHoldemHand({
      handId: 'h',
      config,
      seats: seats(10_000, 10_000, 10_000, 10_000),
      previousButtonSeat: 3,
      deck: arrangedDeck(['AsKs', '2d7c', '3h3d', '8c8d'], quietBoard),
    });

  it('a raise adds at least the last full raise; the bounds follow each raise', () => {
    // Button 0, small blind 1, big blind 2, first to act 3.
    const hand = deep();
    expect(holdemLegalActions(hand, 3)).toEqual({
      seat: 3,
      canFold: true,
      canCheck: false,
      callAmount: 100,
      raise: { kind: 'RAISE', minTo: 200, maxTo: 10_000 },
    });
    expectRuleError(() => applyHoldemAction(hand, 3, raise(199)), 'pvp.action.illegal');
    const raised = play(hand, [3, raise(300)]);
    expect(holdemLegalActions(raised, 0).raise).toEqual({ kind: 'RAISE', minTo: 500, maxTo: 10_000 });
    const reraised = play(raised, [0, raise(800)]);
    expect(holdemLegalActions(reraised, 1)).toMatchObject({ callAmount: 750, raise: { minTo: 1300 } });
    const flop = play(reraised, [1, fold], [2, fold], [3, call]);
    expect(flop.street).toBe('FLOP');
    // After the flop the first bet is at least the big blind, and checking is free (so folding is not offered).
    expect(holdemLegalActions(flop, 3)).toEqual({
      seat: 3,
      canFold: false,
      canCheck: true,
      callAmount: null,
      raise: { kind: 'BET', minTo: 100, maxTo: 9_200 },
    });
    expectRuleError(() => applyHoldemAction(flop, 3, fold), 'pvp.action.illegal');
    expectRuleError(() => applyHoldemAction(flop, 3, raise(400)), 'pvp.action.illegal');
    expect(play(flop, [3, bet(100)]).minRaise).toBe(100);
  });

  it('an all-in short of a full raise does not reopen the betting to players who already acted', () => {
    // Button 0, blinds 1 and 2; seat 1 has 1,500.
    const hand = startHoldemHand({
      handId: 'h',
      config,
      seats: seats(10_000, 1_500, 10_000),
      previousButtonSeat: 2,
      deck: arrangedDeck(['AsKs', '2d7c', '3h3d'], quietBoard),
    });
    const flop = play(hand, [0, call], [1, call], [2, check]);
    const shortAllIn = play(flop, [1, check], [2, bet(1_000)], [0, call], [1, allIn]);
    expect(shortAllIn.currentBet).toBe(1_400);
    expect(shortAllIn.minRaise).toBe(1_000);
    expect(holdemLegalActions(shortAllIn, 2)).toMatchObject({ callAmount: 400, raise: null });
    expectRuleError(() => applyHoldemAction(shortAllIn, 2, raise(2_400)), 'pvp.action.illegal');
    expectRuleError(() => applyHoldemAction(shortAllIn, 2, allIn), 'pvp.action.illegal');
    const afterCall = play(shortAllIn, [2, call]);
    expect(holdemLegalActions(afterCall, 0)).toMatchObject({ callAmount: 400, raise: null });
    expect(play(afterCall, [0, call]).street).toBe('TURN');
  });

  it('short all-ins that add up to a full raise reopen it', () => {
    // Button 0, blinds 1 and 2, seat 3 first; seats 2 and 3 have 1,600 and 2,200.
    const hand = startHoldemHand({
      handId: 'h',
      config,
      seats: seats(10_000, 10_000, 1_600, 2_200),
      previousButtonSeat: 3,
      deck: arrangedDeck(['AsKs', '2d7c', '3h3d', '8c8d'], quietBoard),
    });
    const flop = play(hand, [3, call], [0, call], [1, call], [2, check]);
    const shoves = play(flop, [1, bet(1_000)], [2, allIn], [3, allIn]);
    expect(shoves.currentBet).toBe(2_100);
    // Seat 0 has not acted on the flop: it may raise; seat 1 bet 1,000 and now faces 1,100 more, a full raise.
    expect(holdemLegalActions(shoves, 0).raise).toEqual({ kind: 'RAISE', minTo: 3_100, maxTo: 9_900 });
    expect(holdemLegalActions(play(shoves, [0, call]), 1).raise).toEqual({ kind: 'RAISE', minTo: 3_100, maxTo: 9_900 });
  });

  it('refuses a move out of turn and any move once the hand is over', () => {
    const hand = deep();
    expectRuleError(() => applyHoldemAction(hand, 0, call), 'pvp.not.your.turn');
    const over = play(hand, [3, fold], [0, fold], [1, fold]);
    expect(over.result).not.toBeNull();
    expectRuleError(() => applyHoldemAction(over, 2, check), 'pvp.hand.over');
  });

  it('a timeout checks when checking is free and folds otherwise', () => {
    const hand = deep();
    const folded = applyHoldemTimeout(hand, 3);
    expect(folded.players[3]?.folded).toBe(true);
    expect(folded.events.at(-1)).toEqual({ kind: 'ACTION', seat: 3, action: 'FOLD', to: 0, added: 0, timedOut: true });
    const toOption = play(folded, [0, call], [1, call]);
    const checked = applyHoldemTimeout(toOption, 2);
    expect(checked.players[2]?.folded).toBe(false);
    expect(checked.street).toBe('FLOP');
  });

  it('never changes the state it is given', () => {
    const hand = deep();
    const before = structuredClone(hand);
    play(hand, [3, raise(300)], [0, call]);
    expect(hand).toEqual(before);
  });
});
