import { describe, expect, it } from 'vitest';
import { parseCards } from './cards.ts';
import { PvpRuleError } from './rules-error.ts';
import { passTienLen, playTienLen, timeoutTienLen } from './tienlen-play.ts';
import { startTienLenGame } from './tienlen-start.ts';
import { tienLenDeck, tienLenTestConfig as config } from './tienlen-test-support.ts';
import type { TienLenGame } from './tienlen-types.ts';

// Seat 0 holds 3♠ and 2♥; seat 1 three pairs 5-6-7; seat 2 four nines; seat 3 four pairs T-J-Q-K.
const CHOP_HANDS = [
  '3s 2h 4s 5d 6d 7d 8s Td Jd Qd Kd As 2s',
  '5s 5c 6s 6c 7s 7c 3c 4c 8c Th Jh Qh Ac',
  '9s 9c 9d 9h 3d 4d 5h 6h 7h 8d Kh Ad 2c',
  'Ts Tc Js Jc Qs Qc Ks Kc 3h 4h 8h Ah 2d',
];
const seats = (...stacks: number[]) => stacks.map((stack, seat) => ({ seat, playerId: `p${seat}`, stack }));
const start = (hands: string[], stacks = [1_000, 1_000, 1_000, 1_000]) =>
  startTienLenGame({
    gameId: 'g',
    config,
    seats: seats(...stacks),
    previousWinnerSeat: null,
    deck: tienLenDeck(hands),
  });
const play = (game: TienLenGame, seat: number, cards: string) => playTienLen(game, seat, parseCards(cards));
const pass = (game: TienLenGame, ...order: number[]) => order.reduce((state, seat) => passTienLen(state, seat), game);

function expectRuleError(run: () => unknown, code: string): void {
  expect(run).toThrow(PvpRuleError);
  try {
    run();
  } catch (error) {
    expect((error as PvpRuleError).code).toBe(code);
  }
}

describe('leading and rounds', () => {
  it('the holder of 3♠ leads the first game, and the first play must contain it', () => {
    const game = start(CHOP_HANDS);
    expect(game.result).toBeNull();
    expect(game.turnSeat).toBe(0);
    expect(game.players.every((player) => player.hand.length === 13)).toBe(true);
    expectRuleError(() => play(game, 0, '4s'), 'pvp.tienlen.must.include');
    expectRuleError(() => passTienLen(game, 0), 'pvp.tienlen.must.lead');
    expect(play(game, 0, '3s').turnSeat).toBe(1);
  });

  it('the previous winner leads a later game, with no card required', () => {
    const game = startTienLenGame({
      gameId: 'g2',
      config,
      seats: seats(1_000, 1_000, 1_000, 1_000),
      previousWinnerSeat: 2,
      deck: tienLenDeck(CHOP_HANDS),
    });
    expect(game.turnSeat).toBe(2);
    expect(game.mustInclude).toBeNull();
  });

  it('passing locks a player out until the round ends; then the last player to play leads', () => {
    let game = play(start(CHOP_HANDS), 0, '3s');
    game = pass(game, 1);
    game = play(game, 2, '3d');
    // Seat 1 passed: its turn is skipped, and it may not play in this round.
    expect(game.turnSeat).toBe(3);
    expectRuleError(() => play(game, 1, '4c'), 'pvp.not.your.turn');
    game = pass(game, 3, 0);
    expect(game.table).toBeNull();
    expect(game.turnSeat).toBe(2);
    expect(game.players.every((player) => !player.passed)).toBe(true);
  });

  it('refuses a card not held, a non-combination and a play that does not beat the table', () => {
    const game = play(start(CHOP_HANDS), 0, '3s');
    expectRuleError(() => play(game, 1, '3h'), 'pvp.tienlen.card.not.held');
    expectRuleError(() => play(game, 1, '3c 4c'), 'pvp.tienlen.not.a.combination');
    expectRuleError(() => play(game, 1, '5s 5c'), 'pvp.tienlen.does.not.beat');
  });

  it('on timeout the leader plays its lowest card, anyone else passes', () => {
    const led = timeoutTienLen(start(CHOP_HANDS));
    expect(led.events.at(-1)).toMatchObject({ kind: 'PLAY', seat: 0, cards: parseCards('3s'), timedOut: true });
    expect(timeoutTienLen(led).events.at(-1)).toEqual({ kind: 'PASS', seat: 1, timedOut: true });
  });
});

describe('chặt in play', () => {
  const twoLed = () => play(pass(play(start(CHOP_HANDS), 0, '3s'), 1, 2, 3), 0, '2h');

  it('a chain of chops: the last player chopped pays the last chopper everything (6 + 6 + 10 units)', () => {
    let game = play(twoLed(), 1, '5s 5c 6s 6c 7s 7c');
    expect(game.chopChain).toEqual({ units: 6, chopperSeat: 1, choppedSeat: 0 });
    game = play(game, 2, '9s 9c 9d 9h');
    expect(game.chopChain).toEqual({ units: 12, chopperSeat: 2, choppedSeat: 1 });
    game = play(game, 3, 'Ts Tc Js Jc Qs Qc Ks Kc');
    expect(game.chopChain).toEqual({ units: 22, chopperSeat: 3, choppedSeat: 2 });
    game = pass(game, 0, 1, 2);
    expect(game.chopDebts).toEqual([{ fromSeat: 2, toSeat: 3, units: 22, reason: 'CHOP' }]);
    expect(game.turnSeat).toBe(3);
  });

  it('four consecutive pairs may chop out of turn, even after passing; nothing else may', () => {
    let game = play(twoLed(), 1, '5s 5c 6s 6c 7s 7c');
    expect(game.turnSeat).toBe(2);
    expectRuleError(() => play(game, 3, 'Ah'), 'pvp.not.your.turn');
    game = play(game, 3, 'Ts Tc Js Jc Qs Qc Ks Kc');
    expect(game.events.at(-1)).toMatchObject({ kind: 'PLAY', seat: 3, outOfTurn: true });
    expect(game.chopChain).toEqual({ units: 12, chopperSeat: 3, choppedSeat: 1 });
    expect(game.turnSeat).toBe(0);
    game = pass(game, 0, 1, 2);
    expect(game.chopDebts).toEqual([{ fromSeat: 1, toSeat: 3, units: 12, reason: 'CHOP' }]);
  });
});

describe('the end of a game', () => {
  // Seat 0 plays out in three leads; the others never play (cóng).
  const QUICK_HANDS = [
    '3s 4s 5s 6s 7s 8s 9s Ts Js Qs Qc Ks Kc',
    '3c 4c 5c 6c 7c 8c 9c Tc Jc Qd Kd 2s 2c',
    '3d 4d 5d 6d 7d 8d 9d Td Jd Qh Ac Ad Ah',
    '3h 4h 5h 6h 7h 8h 9h Th Jh Kh As 2d 2h',
  ];

  it('the winner collects per card, frozen hands pay double, held 2s pay extra; a short stack pays what it has', () => {
    let game = start(QUICK_HANDS, [1_000, 1_000, 200, 1_000]);
    game = pass(play(game, 0, '3s 4s 5s 6s 7s 8s 9s Ts Js'), 1, 2, 3);
    game = pass(play(game, 0, 'Qs Qc'), 1, 2, 3);
    game = play(game, 0, 'Ks Kc');
    const result = game.result!;
    expect(result.winnerSeat).toBe(0);
    expect(result.debts).toEqual([
      { fromSeat: 1, toSeat: 0, units: 26, reason: 'FROZEN' },
      { fromSeat: 1, toSeat: 0, units: 6, reason: 'ROTTEN' },
      { fromSeat: 2, toSeat: 0, units: 26, reason: 'FROZEN' },
      { fromSeat: 3, toSeat: 0, units: 26, reason: 'FROZEN' },
      { fromSeat: 3, toSeat: 0, units: 12, reason: 'ROTTEN' },
    ]);
    // Owed 320 + 260 + 380 chips; seat 2 has only 200. Seat 0 receives 900 and pays the rake cap, 30.
    expect(result.stacks.map((entry) => entry.stack)).toEqual([1_870, 680, 0, 620]);
    expect(result.rake).toBe(30);
    expect(result.stacks.reduce((sum, entry) => sum + entry.stack, 0) + result.rake).toBe(3_200);
    expectRuleError(() => play(game, 1, '3c'), 'pvp.hand.over');
  });

  it('an instant win (four 2s) ends the game at the deal', () => {
    const hands = [...QUICK_HANDS];
    hands[1] = '4c 5c 6c 7c 8c 9c Tc Jc Qd 2s 2c 2d 2h';
    // Not a dragon (no queen), so the four 2s win.
    hands[3] = '3c 3h 4h 5h 6h 7h 8h 9h Th Jh Kh Kd As';
    const game = start(hands);
    expect(game.result?.instantWin).toBe('FOUR_TWOS');
    expect(game.result?.winnerSeat).toBe(1);
    expect(game.result?.stacks.map((entry) => entry.net)).toEqual([-260, 780 - 30, -260, -260]);
  });
});
