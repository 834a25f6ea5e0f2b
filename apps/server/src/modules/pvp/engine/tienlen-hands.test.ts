import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOutcomeStream } from '../../../lib/fair-rng.ts';
import { parseCards } from './cards.ts';
import { shuffleDeck } from './fair-shuffle.ts';
import { beatsTienLen, classifyTienLen } from './tienlen-combos.ts';
import { chopValue, instantWinOf, rottenUnits } from './tienlen-hands.ts';
import { passTienLen, playTienLen, timeoutTienLen } from './tienlen-play.ts';
import { endOfGameDebts } from './tienlen-settle.ts';
import { startTienLenGame } from './tienlen-start.ts';
import { tienLenTestConfig as config } from './tienlen-test-support.ts';
import type { TienLenGame } from './tienlen-types.ts';

const cards = (text: string) => parseCards(text);

describe('tới trắng (instant wins)', () => {
  it.each([
    ['dragon 3 → A', '3s 4c 5d 6h 7s 8c 9d Th Js Qc Kd Ah 3h', 'DRAGON'],
    ['four 2s', '2s 2c 2d 2h 3s 5c 7d 9h Js Kc Ad 4h 6h', 'FOUR_TWOS'],
    ['five consecutive pairs', '4s 4c 5d 5h 6s 6c 7d 7h 8s 8c Jd Ah 2h', 'FIVE_PAIR_RUN'],
    ['six pairs (a triple holds one)', '3s 3c 5d 5h 7s 7c 9d 9h Js Jc Kd Kh Ks', 'SIX_PAIRS'],
    ['six pairs (four of a kind counts two)', '3s 3c 3d 3h 7s 7c 9d 9h Js Jc Ad Ah 2s', 'SIX_PAIRS'],
    ['nothing', '3s 3c 5d 5h 7s 7c 9d 9h Js Jc Ad Kh 2s', null],
  ])('%s', (_, hand, expected) => {
    expect(instantWinOf(cards(hand), config)).toBe(expected);
  });

  it('five pairs in a row is only an instant win when the table says so', () => {
    const hand = cards('4s 4c 5d 5h 6s 6c 7d 7h 8s 8c Jd Ah 2h');
    expect(instantWinOf(hand, { ...config, fivePairRunWinsInstantly: false })).toBeNull();
  });
});

describe('values of 2s and bombs', () => {
  const comboOf = (text: string) => classifyTienLen(cards(text))!;

  it('a chopped 2 is worth its colour; a chopped bomb its kind', () => {
    expect(chopValue(comboOf('2s'), config)).toBe(3);
    expect(chopValue(comboOf('2h'), config)).toBe(6);
    expect(chopValue(comboOf('2c 2d'), config)).toBe(9);
    expect(chopValue(comboOf('5s 5c 6d 6h 7s 7h'), config)).toBe(6);
    expect(chopValue(comboOf('8s 8c 8d 8h'), config)).toBe(10);
    expect(chopValue(comboOf('9s 9c Td Th Js Jh Qs Qc'), config)).toBe(15);
  });

  it('held at the end ("thối"): each 2, each four, each run of three or more pairs', () => {
    expect(rottenUnits(cards('2s 2h 3c'), config)).toBe(9);
    expect(rottenUnits(cards('8s 8c 8d 8h 9s'), config)).toBe(10);
    expect(rottenUnits(cards('5s 5c 6d 6h 7s 7h 9s'), config)).toBe(6);
    expect(rottenUnits(cards('5s 5c 6d 6h 7s 7h 8s 8c'), config)).toBe(15);
    // A four of a kind is not also counted inside a run of pairs.
    expect(rottenUnits(cards('5s 5c 6d 6h 6s 6c 7s 7h'), config)).toBe(10);
    expect(rottenUnits(cards('3s 5c 9d'), config)).toBe(0);
  });

  it('a loser who played pays per card left; one who never played pays the frozen amount', () => {
    const game = startTienLenGame({
      gameId: 'g',
      config,
      seats: [0, 1, 2, 3].map((seat) => ({ seat, playerId: `p${seat}`, stack: 1_000 })),
      previousWinnerSeat: null,
      deck: shuffleDeck({ serverSeed: 'x', handId: 'end', playerSeeds: [] }),
    });
    const shaped: TienLenGame = structuredClone(game);
    shaped.players[1]!.hand = cards('3c 9d Kh');
    shaped.players[1]!.playedAny = true;
    shaped.players[2]!.hand = cards('4d 2h');
    shaped.players[2]!.playedAny = true;
    shaped.players[3]!.hand = cards('3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ah 2d');
    expect(endOfGameDebts(shaped, 0)).toEqual([
      { fromSeat: 1, toSeat: 0, units: 3, reason: 'CARDS_LEFT' },
      { fromSeat: 2, toSeat: 0, units: 2, reason: 'CARDS_LEFT' },
      { fromSeat: 2, toSeat: 0, units: 6, reason: 'ROTTEN' },
      { fromSeat: 3, toSeat: 0, units: 26, reason: 'FROZEN' },
      { fromSeat: 3, toSeat: 0, units: 6, reason: 'ROTTEN' },
    ]);
  });
});

/** A simple player: leads its lowest card, answers with the lowest single that beats, or passes. */
function step(game: TienLenGame, choice: number): TienLenGame {
  const table = game.table;
  const hand = game.players.find((player) => player.seat === game.turnSeat)!.hand;
  if (!table || choice % 4 === 0) return timeoutTienLen(game);
  const answer = hand.find((card) => beatsTienLen(classifyTienLen([card])!, table.combo));
  return answer === undefined ? passTienLen(game, game.turnSeat) : playTienLen(game, game.turnSeat, [answer]);
}

describe('property: a Tiến Lên game ends with chips and cards conserved', () => {
  it('holds for random deals, stacks and play', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 10 }),
        fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: 4, maxLength: 4 }),
        (seed, stacks) => {
          let game = startTienLenGame({
            gameId: 'p',
            config,
            seats: stacks.map((stack, seat) => ({ seat, playerId: `p${seat}`, stack })),
            previousWinnerSeat: null,
            deck: shuffleDeck({ serverSeed: seed, handId: 'tl', playerSeeds: [] }),
          });
          const random = createOutcomeStream({ serverSeed: seed, clientSeed: 'tl', nonce: 0 });
          for (let moves = 0; !game.result; moves += 1) {
            expect(moves).toBeLessThan(400);
            game = step(game, random.nextInt(4));
            const played = game.events.flatMap((event) => (event.kind === 'PLAY' ? event.cards : []));
            expect(played.length + game.players.reduce((sum, player) => sum + player.hand.length, 0)).toBe(52);
          }
          const after = game.result.stacks.reduce((sum, entry) => sum + entry.stack, 0);
          expect(after + game.result.rake).toBe(stacks.reduce((sum, stack) => sum + stack, 0));
          expect(game.result.stacks.every((entry) => entry.stack >= 0)).toBe(true);
        },
      ),
      { numRuns: 150, seed: 42 },
    );
  });
});
