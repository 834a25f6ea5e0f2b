import { describe, expect, it } from 'vitest';
import { shuffleDeck } from './fair-shuffle.ts';
import { startHoldemHand } from './holdem-start.ts';
import { allIn, call, play, seatsWith, testConfig } from './holdem-test-support.ts';
import { startTienLenGame } from './tienlen-start.ts';
import { tienLenTestConfig } from './tienlen-test-support.ts';
import { holdemViewFor, tienLenViewFor } from './table-views.ts';

const deck = shuffleDeck({ serverSeed: 'view', handId: 'v', playerSeeds: [] });

describe('hidden information', () => {
  it("a Hold'em seat sees its own hole cards, nobody else's, and never the deck", () => {
    const hand = startHoldemHand({
      handId: 'v',
      config: testConfig,
      seats: seatsWith(1_000, 1_000, 1_000),
      previousButtonSeat: 2,
      deck,
    });
    const view = holdemViewFor(hand, 1);
    expect(view.players.map((player) => player.hole !== null)).toEqual([false, true, false]);
    const visible = [...view.board, ...view.players.flatMap((player) => player.hole ?? [])];
    expect(visible).toEqual(hand.players[1]!.hole);
    expect(Object.keys(view)).not.toContain('deck');
    expect(Object.keys(view)).not.toContain('deckCursor');
    expect(holdemViewFor(hand, null).players.every((player) => player.hole === null)).toBe(true);
  });

  it('shows the hands that went to showdown, and only those', () => {
    const hand = startHoldemHand({
      handId: 'v',
      config: testConfig,
      seats: seatsWith(1_000, 1_000, 1_000),
      previousButtonSeat: 2,
      deck,
    });
    const done = play(hand, [0, allIn], [1, { type: 'FOLD' }], [2, call]);
    const view = holdemViewFor(done, null);
    expect(view.players.map((player) => player.hole !== null)).toEqual([true, false, true]);
  });

  it("a Tiến Lên seat sees its own hand and the others' card counts until the game ends", () => {
    const game = startTienLenGame({
      gameId: 't',
      config: tienLenTestConfig,
      seats: [0, 1, 2, 3].map((seat) => ({ seat, playerId: `p${seat}`, stack: 100 })),
      previousWinnerSeat: null,
      deck,
    });
    const view = tienLenViewFor(game, 2);
    expect(view.players.map((player) => player.hand?.length ?? null)).toEqual(
      game.result ? [13, 13, 13, 13] : [null, null, 13, null],
    );
    expect(view.players.every((player) => player.cardCount === 13)).toBe(true);
  });
});
