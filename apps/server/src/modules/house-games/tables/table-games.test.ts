import { describe, expect, it } from 'vitest';
import { createOutcomeStream } from '../../../lib/fair-rng.ts';
import { TableBetError } from '../engine/table-bet-error.ts';
import { BACCARAT_TABLE_GAME, roadsOf } from './games/baccarat-table.ts';
import { DRAGON_TIGER_TABLE_GAME } from './games/dragon-tiger-table.ts';
import { ROULETTE_TABLE_GAME, ROULETTE_SPINS_PER_SHOE } from './games/roulette-table.ts';
import { SICBO_TABLE_GAME } from './games/sicbo-table.ts';
import { momentAt, roundTimes, TABLE_EPOCH_MS } from './table-clock.ts';
import { LIVE_TABLES } from './table-catalogue.ts';
import { mergeBets } from './table-bets.service.ts';

const seeds = (nonce: number) => ({ serverSeed: 'a'.repeat(64), clientSeed: 'table-test', nonce });

describe('the table clock', () => {
  const timing = { bettingMs: 15_000, dealingMs: 8_000, resultMs: 5_000 };
  it('counts rounds from the epoch and names the phase at each boundary', () => {
    const round7 = TABLE_EPOCH_MS + 7 * 28_000;
    expect(momentAt(timing, new Date(round7))).toMatchObject({ roundNo: 7, phase: 'BETTING' });
    expect(momentAt(timing, new Date(round7 + 14_999)).phase).toBe('BETTING');
    expect(momentAt(timing, new Date(round7 + 15_000)).phase).toBe('DEALING');
    expect(momentAt(timing, new Date(round7 + 23_000)).phase).toBe('RESULT');
    expect(momentAt(timing, new Date(round7 + 28_000))).toMatchObject({ roundNo: 8, phase: 'BETTING' });
    expect(roundTimes(timing, 7).closesAt.getTime()).toBe(round7 + 15_000);
  });
});

describe('spots on the wire', () => {
  it('writes roulette spots one way, expands announced bets and refuses spots off the layout', () => {
    expect(ROULETTE_TABLE_GAME.normalizeBet({ spot: 'SPLIT:20-17', amount: 100n })).toEqual([
      { spot: 'SPLIT:17-20', amount: 100n },
    ]);
    const voisins = ROULETTE_TABLE_GAME.normalizeBet({ spot: 'VOISINS_DU_ZERO', amount: 100n });
    expect(voisins).toHaveLength(7);
    expect(voisins.reduce((sum, chip) => sum + chip.amount, 0n)).toBe(900n);
    expect(() => ROULETTE_TABLE_GAME.normalizeBet({ spot: 'SPLIT:1-5', amount: 100n })).toThrow(TableBetError);
    expect(() => ROULETTE_TABLE_GAME.normalizeBet({ spot: 'red', amount: 100n })).toThrow(TableBetError);
  });

  it('settles roulette, sic bo, baccarat and dragon tiger chips by their spots', () => {
    const red = ROULETTE_TABLE_GAME.settle(
      [
        { spot: 'RED', amount: 100n },
        { spot: 'STRAIGHT:3', amount: 10n },
      ],
      {
        number: 3,
        color: 'RED',
      },
    );
    expect([red.win, red.spots.map((spot) => spot.win)]).toEqual([560n, [200n, 360n]]);
    const triple = SICBO_TABLE_GAME.settle(
      [
        { spot: 'BIG', amount: 100n },
        { spot: 'ANY_TRIPLE', amount: 10n },
      ],
      {
        dice: [6, 6, 6],
        total: 18,
      },
    );
    expect(triple.win).toBe(310n);
    expect(SICBO_TABLE_GAME.normalizeBet({ spot: 'COMBINATION:2-1', amount: 5n })[0]!.spot).toBe('COMBINATION:1-2');
    expect(() => SICBO_TABLE_GAME.normalizeBet({ spot: 'BIG:3', amount: 5n })).toThrow(TableBetError);
    expect(() => BACCARAT_TABLE_GAME.normalizeBet({ spot: 'PLAYER:1', amount: 5n })).toThrow(TableBetError);
    expect(() => DRAGON_TIGER_TABLE_GAME.normalizeBet({ spot: 'PHOENIX', amount: 5n })).toThrow(TableBetError);
  });

  it('merges chips on one spot and keeps the log in spot order', () => {
    expect(mergeBets({ RED: '1.00', ODD: '2.00' }, [{ spot: 'RED', amount: 50n }], 2)).toEqual([
      { spot: 'ODD', amount: 200n },
      { spot: 'RED', amount: 150n },
    ]);
  });
});

describe('shoes', () => {
  it('deals the same shoe from the same seed, of the size each game promises', () => {
    const stream = () => createOutcomeStream(seeds(3));
    expect(ROULETTE_TABLE_GAME.dealShoe(stream())).toEqual(ROULETTE_TABLE_GAME.dealShoe(stream()));
    expect(ROULETTE_TABLE_GAME.dealShoe(stream())).toHaveLength(ROULETTE_SPINS_PER_SHOE);
    const dragonTiger = DRAGON_TIGER_TABLE_GAME.dealShoe(stream());
    expect(dragonTiger.at(-1)!.isLastRoundOfShoe).toBe(true);
    expect(dragonTiger.filter((round) => round.isLastRoundOfShoe)).toHaveLength(1);
    const hands = BACCARAT_TABLE_GAME.dealShoe(stream());
    expect(hands.length).toBeGreaterThan(60);
    expect(roadsOf(hands).beadRoad).toHaveLength(hands.length);
  });

  it('counts only the unhedged part of Player and Banker as valid bet, and nothing of them on a tie', () => {
    const hands = BACCARAT_TABLE_GAME.dealShoe(createOutcomeStream(seeds(9)));
    const bets = [
      { spot: 'PLAYER', amount: 300n },
      { spot: 'BANKER', amount: 100n },
      { spot: 'TIE', amount: 20n },
    ];
    const decided = hands.find((hand) => hand.outcome !== 'TIE')!;
    const tie = hands.find((hand) => hand.outcome === 'TIE')!;
    expect(BACCARAT_TABLE_GAME.settle(bets, decided).validBet).toBe(220n);
    expect(BACCARAT_TABLE_GAME.settle(bets, tie).validBet).toBe(20n);
  });

  it('lists tables whose ids are unique and whose cycles leave time to bet', () => {
    expect(new Set(LIVE_TABLES.map((table) => table.id)).size).toBe(LIVE_TABLES.length);
    for (const table of LIVE_TABLES) expect(table.timing.bettingMs).toBeGreaterThanOrEqual(10_000);
  });
});
