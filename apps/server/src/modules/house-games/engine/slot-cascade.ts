import type { RandomStream } from '../../../lib/fair-rng.ts';
import { stakeOfRound, type FeatureBuyRules } from './slot-feature-buy.ts';
import { titleIdentityOf, type SlotTitle, type SlotTitleRound } from './slot-title.ts';
import { waysPaytable } from './slot-ways-round.ts';
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

/**
 * Cascading ("tumbling") reels on a ways grid: the cells of every winning way (the symbol and the wilds standing
 * in for it) are removed, the cells above fall down, and each reel refills from its strip continuing upward from
 * its stop — no draw from the stream — so a spin is decided by its five stops alone. Each win in a spin pays at the
 * next step of the multiplier ladder; in free spins the step carries over from spin to spin and never resets.
 */
export type CascadeGameDefinition = WaysGameDefinition & {
  /** Multiplier for the 1st, 2nd, … win of a spin; the last one holds for every later win. */
  multiplierLadder: readonly number[];
  /** Paid tumbles per spin at most, so a spin always ends. */
  maxCascadesPerSpin: number;
  /** A round's total win is capped at this many bets; reaching it ends the round. */
  maxWinInBets: number;
  featureBuy?: FeatureBuyRules;
};

export type CascadeStep = {
  /** grid[reel][row] before this step's winning cells are removed. */
  grid: string[][];
  wins: WaysWin[];
  /** The ladder step's multiplier (times any free-spin multiplier) this step's wins were paid at, inside each win. */
  multiplier: number;
  /** [reel, row] of every removed cell. */
  removed: [number, number][];
  win: bigint;
};

export type CascadeSpin = {
  isFreeSpin: boolean;
  stops: number[];
  /** One entry per paying tumble, in order; empty when the landing grid pays nothing. */
  steps: CascadeStep[];
  /** The grid once the tumbling stops: scatters are counted here (they never tumble away, only fall). */
  finalGrid: string[][];
  scatterCount: number;
  scatterWin: bigint;
  freeSpinsAwarded: number;
  /** Ladder step (0-based) at the start and end of the spin; free spins carry it over. */
  startLevel: number;
  endLevel: number;
  totalWin: bigint;
};

export type CascadeRoundDetail = {
  mechanic: 'CASCADE';
  bet: bigint;
  credit: bigint;
  boughtFeature: boolean;
  /** Null in a bought round, which starts directly in free spins. */
  baseSpin: CascadeSpin | null;
  freeSpins: CascadeSpin[];
  /** True when the round stopped at maxWinInBets × bet (totalWin is then exactly that). */
  winCapped: boolean;
};

// Scratch: spins run synchronously one at a time.
const cells = new Uint8Array(WAYS_REEL_COUNT * 4);
const removedMask = new Uint8Array(WAYS_REEL_COUNT * 4);
const tops = new Int32Array(WAYS_REEL_COUNT);
const hits: WaysHit[] = [];
const totals = new Float64Array(1);

function markRemoved(game: CompiledWaysGame, hitCount: number): [number, number][] {
  const { rows, wildMultipliers } = game;
  removedMask.fill(0);
  for (let index = 0; index < hitCount; index += 1) {
    const { symbol, count } = hits[index];
    for (let cell = 0; cell < count * rows; cell += 1) {
      if (cells[cell] === symbol || wildMultipliers[cells[cell]] > 0) removedMask[cell] = 1;
    }
  }
  const removed: [number, number][] = [];
  for (let cell = 0; cell < WAYS_REEL_COUNT * rows; cell += 1)
    if (removedMask[cell] === 1) removed.push([Math.floor(cell / rows), cell % rows]);
  return removed;
}

/** Survivors fall to the bottom of their reel; the n emptied top cells take the n strip positions above the top. */
function tumble(strips: readonly Uint8Array[], rows: number): void {
  for (let reel = 0; reel < WAYS_REEL_COUNT; reel += 1) {
    const base = reel * rows;
    let write = rows - 1;
    for (let row = rows - 1; row >= 0; row -= 1) {
      if (removedMask[base + row] === 0) {
        cells[base + write] = cells[base + row];
        write -= 1;
      }
    }
    const emptied = write + 1;
    if (emptied === 0) continue;
    const strip = strips[reel];
    const top = (((tops[reel] - emptied) % strip.length) + strip.length) % strip.length;
    for (let row = 0; row < emptied; row += 1) cells[base + row] = strip[(top + row) % strip.length];
    tops[reel] = top;
  }
}

function spinCascade(
  game: CompiledWaysGame,
  definition: CascadeGameDefinition,
  { bet, credit, stream, isFreeSpin, startLevel }: SpinContext,
): CascadeSpin {
  const strips = isFreeSpin ? game.freeSpinStrips : game.baseStrips;
  const ladder = definition.multiplierLadder;
  const spinMultiplier = isFreeSpin ? definition.freeSpins.winMultiplier : 1;
  const stops = landReels(strips, game.rows, (max) => stream.nextInt(max), cells);
  for (let reel = 0; reel < WAYS_REEL_COUNT; reel += 1) tops[reel] = stops[reel];
  const steps: CascadeStep[] = [];
  let level = startLevel;
  let stepsWin = 0n;
  while (steps.length < definition.maxCascadesPerSpin) {
    const hitCount = evaluateWays(game, cells, hits, totals);
    if (hitCount === 0) break;
    const multiplier = ladder[level] * spinMultiplier;
    const wins: WaysWin[] = [];
    for (let index = 0; index < hitCount; index += 1) {
      const hit = hits[index];
      const { pay, weightedWays } = hit;
      const win = credit * BigInt(pay * weightedWays * multiplier);
      wins.push({ symbol: game.symbolIds[hit.symbol], count: hit.count, ways: hit.ways, weightedWays, pay, win });
    }
    const win = credit * BigInt(totals[0] * multiplier);
    steps.push({ grid: gridOf(game, cells), wins, multiplier, removed: markRemoved(game, hitCount), win });
    stepsWin += win;
    tumble(strips, game.rows);
    if (level < ladder.length - 1) level += 1;
  }
  const scatterCount = countScatters(game, cells);
  const scatterPay = game.scatterPays[scatterCount];
  const scatterWin = scatterPay === 0 ? 0n : bet * BigInt(scatterPay * spinMultiplier);
  return {
    isFreeSpin,
    stops,
    steps,
    finalGrid: gridOf(game, cells),
    scatterCount,
    scatterWin,
    freeSpinsAwarded: game.freeSpinAwards[scatterCount],
    startLevel,
    endLevel: level,
    totalWin: stepsWin + scatterWin,
  };
}

type SpinContext = { bet: bigint; credit: bigint; stream: RandomStream; isFreeSpin: boolean; startLevel: number };

/**
 * A round from one stream: the paid spin (its ladder starts at step 0), then the free spins (the ladder starts at
 * step 0 and carries over), or, when the feature is bought, the bought free spins alone. Each spin draws only its
 * five stops. Free spins stop at the cap on spins or on the round's win.
 */
export function playCascadeRound(
  definition: CascadeGameDefinition,
  { bet, stream, buyFeature = false }: { bet: bigint; stream: RandomStream; buyFeature?: boolean },
): { totalWin: bigint; detail: CascadeRoundDetail } {
  const game = compileWaysGame(definition);
  const credit = creditOf(definition.betUnit, bet);
  const spinCap = definition.freeSpins.maxPerRound;
  const winCap = bet * BigInt(definition.maxWinInBets);
  let baseSpin: CascadeSpin | null = null;
  let totalWin = 0n;
  let awarded: number;
  if (buyFeature) {
    if (!definition.featureBuy) throw new RangeError(`${definition.title} has no feature buy`);
    awarded = Math.min(spinCap, definition.featureBuy.freeSpins);
  } else {
    baseSpin = spinCascade(game, definition, { bet, credit, stream, isFreeSpin: false, startLevel: 0 });
    totalWin = baseSpin.totalWin;
    awarded = Math.min(spinCap, baseSpin.freeSpinsAwarded);
  }
  const freeSpins: CascadeSpin[] = [];
  let level = 0;
  while (freeSpins.length < awarded && totalWin < winCap) {
    const spin = spinCascade(game, definition, { bet, credit, stream, isFreeSpin: true, startLevel: level });
    freeSpins.push(spin);
    totalWin += spin.totalWin;
    level = spin.endLevel;
    awarded = Math.min(spinCap, awarded + spin.freeSpinsAwarded);
  }
  const winCapped = totalWin >= winCap;
  if (winCapped) totalWin = winCap;
  return {
    totalWin,
    detail: { mechanic: 'CASCADE', bet, credit, boughtFeature: buyFeature, baseSpin, freeSpins, winCapped },
  };
}

export function createCascadeTitle(
  definition: CascadeGameDefinition,
  { declaredRtp, featureBuyRtp }: { declaredRtp: number; featureBuyRtp: number },
): SlotTitle {
  const featureBuy = definition.featureBuy;
  return {
    ...titleIdentityOf(definition, declaredRtp),
    mechanics: featureBuy ? ['WAYS', 'CASCADE', 'FEATURE_BUY'] : ['WAYS', 'CASCADE'],
    betUnit: definition.betUnit,
    ...(featureBuy ? { featureBuy: { priceInBets: featureBuy.priceInBets, declaredRtp: featureBuyRtp } } : {}),
    play: ({ bet, stream, buyFeature }): SlotTitleRound => {
      const stake = stakeOfRound({ bet, buyFeature, featureBuy, title: definition.title });
      const { totalWin, detail } = playCascadeRound(definition, { bet, stream, buyFeature });
      return { gameId: definition.id, gameVersion: definition.version, stake, totalWin, detail };
    },
    paytable: () => ({
      ...waysPaytable(definition),
      mechanic: 'CASCADE',
      multiplierLadder: [...definition.multiplierLadder],
      multiplierCarriesOverInFreeSpins: true,
      refill: 'each reel refills from its strip continuing upward from its stop; no extra draws',
      maxCascadesPerSpin: definition.maxCascadesPerSpin,
      maxWinInBets: definition.maxWinInBets,
      featureBuy: featureBuy ? { ...featureBuy, declaredRtp: featureBuyRtp } : null,
    }),
  };
}
