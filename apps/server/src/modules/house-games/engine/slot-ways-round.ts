import type { RandomStream } from '../../../lib/fair-rng.ts';
import { titleIdentityOf, type SlotTitle, type SlotTitleRound } from './slot-title.ts';
import {
  WAYS_REEL_COUNT,
  compileWaysGame,
  countScatters,
  creditOf,
  evaluateWays,
  gridOf,
  landReels,
  type CompiledWaysGame,
  type WaysGameDefinition,
  type WaysHit,
  type WaysWin,
} from './slot-ways.ts';

export type WaysSpin = {
  isFreeSpin: boolean;
  stops: number[];
  /** grid[reel][row], symbol ids. */
  grid: string[][];
  wins: WaysWin[];
  scatterCount: number;
  scatterWin: bigint;
  /** Straight from the award table; the round applies the per-round cap. */
  freeSpinsAwarded: number;
  winMultiplier: number;
  totalWin: bigint;
};

export type WaysRoundDetail = {
  mechanic: 'WAYS';
  bet: bigint;
  /** bet / betUnit: the minor units one paytable credit is worth. */
  credit: bigint;
  baseSpin: WaysSpin;
  freeSpins: WaysSpin[];
};

// Scratch: spins run synchronously one at a time, so reused buffers keep the simulation loop allocation-light.
const cells = new Uint8Array(WAYS_REEL_COUNT * 4);
const hits: WaysHit[] = [];
const totals = new Float64Array(1);

/** One spin: one stop per reel, reels 1→5, each stream.nextInt(strip length) on the base or free-spin strips. */
export function spinWays(
  game: CompiledWaysGame,
  { bet, credit, stream, isFreeSpin }: { bet: bigint; credit: bigint; stream: RandomStream; isFreeSpin: boolean },
): WaysSpin {
  const strips = isFreeSpin ? game.freeSpinStrips : game.baseStrips;
  const stops = landReels(strips, game.rows, (max) => stream.nextInt(max), cells);
  const winMultiplier = isFreeSpin ? game.definition.freeSpins.winMultiplier : 1;
  const hitCount = evaluateWays(game, cells, hits, totals);
  const wins: WaysWin[] = [];
  for (let index = 0; index < hitCount; index += 1) {
    const hit = hits[index];
    wins.push({
      symbol: game.symbolIds[hit.symbol],
      count: hit.count,
      ways: hit.ways,
      weightedWays: hit.weightedWays,
      pay: hit.pay,
      win: credit * BigInt(hit.pay * hit.weightedWays * winMultiplier),
    });
  }
  const scatterCount = countScatters(game, cells);
  const scatterPay = game.scatterPays[scatterCount];
  const scatterWin = scatterPay === 0 ? 0n : bet * BigInt(scatterPay * winMultiplier);
  const waysWin = totals[0] === 0 ? 0n : credit * BigInt(totals[0] * winMultiplier);
  return {
    isFreeSpin,
    stops,
    grid: gridOf(game, cells),
    wins,
    scatterCount,
    scatterWin,
    freeSpinsAwarded: game.freeSpinAwards[scatterCount],
    winMultiplier,
    totalWin: waysWin + scatterWin,
  };
}

/**
 * A round: the paid spin, then every free spin it triggers (retriggers included, capped at maxPerRound in total),
 * all from one stream in that order, so the round is one debit, one credit, and recomputable from its seeds.
 */
export function playWaysRound(
  definition: WaysGameDefinition,
  { bet, stream }: { bet: bigint; stream: RandomStream },
): { totalWin: bigint; detail: WaysRoundDetail } {
  const game = compileWaysGame(definition);
  const credit = creditOf(definition.betUnit, bet);
  const cap = definition.freeSpins.maxPerRound;
  const baseSpin = spinWays(game, { bet, credit, stream, isFreeSpin: false });
  const freeSpins: WaysSpin[] = [];
  let totalWin = baseSpin.totalWin;
  let awarded = Math.min(cap, baseSpin.freeSpinsAwarded);
  while (freeSpins.length < awarded) {
    const spin = spinWays(game, { bet, credit, stream, isFreeSpin: true });
    freeSpins.push(spin);
    totalWin += spin.totalWin;
    awarded = Math.min(cap, awarded + spin.freeSpinsAwarded);
  }
  return { totalWin, detail: { mechanic: 'WAYS', bet, credit, baseSpin, freeSpins } };
}

/** The rules panel's plain JSON for a ways game. */
export function waysPaytable(definition: WaysGameDefinition): Record<string, unknown> {
  const rowsWays = definition.rows ** WAYS_REEL_COUNT;
  return {
    mechanic: 'WAYS',
    reels: WAYS_REEL_COUNT,
    rows: definition.rows,
    ways: rowsWays,
    betUnit: definition.betUnit,
    payUnit: 'credits per way; one credit = bet / betUnit',
    symbols: definition.symbols.map((symbol) => ({ ...symbol })),
    pays: structuredClone(definition.pays),
    wilds: { ...definition.wilds },
    wildReels: [2, 3, 4, 5].filter((reel) =>
      [definition.baseReels, definition.freeSpinReels].some((reels) =>
        reels[reel - 1].some((id) => id in definition.wilds),
      ),
    ),
    scatter: definition.scatter,
    scatterPays: { ...definition.scatterPays },
    freeSpins: structuredClone(definition.freeSpins),
    baseReels: definition.baseReels.map((strip) => [...strip]),
    freeSpinReels: definition.freeSpinReels.map((strip) => [...strip]),
  };
}

/** A ways game as a SlotTitle: the stake is the bet (no feature buy). */
export function createWaysTitle(
  definition: WaysGameDefinition,
  { declaredRtp, mechanics }: { declaredRtp: number; mechanics: SlotTitle['mechanics'] },
): SlotTitle {
  return {
    ...titleIdentityOf(definition, declaredRtp),
    mechanics,
    betUnit: definition.betUnit,
    play: ({ bet, stream, buyFeature }): SlotTitleRound => {
      if (buyFeature) throw new RangeError(`${definition.title} has no feature buy`);
      const { totalWin, detail } = playWaysRound(definition, { bet, stream });
      return { gameId: definition.id, gameVersion: definition.version, stake: bet, totalWin, detail };
    },
    paytable: () => waysPaytable(definition),
  };
}
