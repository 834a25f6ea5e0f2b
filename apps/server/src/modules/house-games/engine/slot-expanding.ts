import type { RandomStream } from '../../../lib/fair-rng.ts';
import { compileSlotGame } from './slot-compile.ts';
import { lineBetOf, spinSlot } from './slot-engine.ts';
import { stakeOfRound, type FeatureBuyRules } from './slot-feature-buy.ts';
import { titleIdentityOf, type SlotTitle, type SlotTitleRound } from './slot-title.ts';
import { SLOT_REEL_COUNT, type SlotGameDefinition, type SlotSpinResult } from './slot-types.ts';

/**
 * Book-style free spins on a line game: at the start of free spins one symbol is drawn from the stream to be the
 * expanding symbol for all of them. After a free spin's ordinary line wins, if that symbol shows on at least as many
 * reels (anywhere, adjacent or not; wilds do not count) as its smallest paying count, it covers each of those reels
 * and pays its k-of-a-kind on every line, in addition to the ordinary wins: line bet × pay(k) × lines = bet × pay(k).
 */
export type ExpandingSymbolGameDefinition = SlotGameDefinition & {
  /** The symbols the draw picks from, each with equal chance, in this order (the draw is an index into it). */
  expandingSymbols: readonly string[];
  featureBuy?: FeatureBuyRules;
};

export type SymbolExpansion = {
  symbol: string;
  /** Reel indexes (0–4) the symbol covers. */
  reels: number[];
  /** Paytable multiple of the line bet, paid on every line. */
  pay: number;
  win: bigint;
};

export type ExpandingFreeSpin = SlotSpinResult & {
  /** Null when the expanding symbol shows on too few reels; totalWin includes the expansion's win. */
  expansion: SymbolExpansion | null;
};

export type ExpandingRoundDetail = {
  mechanic: 'EXPANDING_SYMBOL';
  bet: bigint;
  lineBet: bigint;
  boughtFeature: boolean;
  /** Null in a bought round, which starts directly in free spins. */
  baseSpin: SlotSpinResult | null;
  /** Drawn once when free spins start; null when the round has none. */
  expandingSymbol: string | null;
  freeSpins: ExpandingFreeSpin[];
};

/** Smallest count with a line pay: the symbol expands only when it shows on at least this many reels. */
export function minimumPayingCount(definition: SlotGameDefinition, symbol: string): number {
  const pays = definition.linePays[symbol] ?? {};
  const counts = Object.entries(pays)
    .filter(([, pay]) => (pay ?? 0) > 0)
    .map(([count]) => Number(count));
  return counts.length === 0 ? Infinity : Math.min(...counts);
}

export function expandSymbol(
  definition: ExpandingSymbolGameDefinition,
  { grid, symbol, bet }: { grid: readonly (readonly string[])[]; symbol: string; bet: bigint },
): SymbolExpansion | null {
  const reels: number[] = [];
  for (let reel = 0; reel < SLOT_REEL_COUNT; reel += 1) if (grid[reel].includes(symbol)) reels.push(reel);
  const pay = definition.linePays[symbol]?.[reels.length as 2 | 3 | 4 | 5] ?? 0;
  if (reels.length < minimumPayingCount(definition, symbol) || pay === 0) return null;
  return { symbol, reels, pay, win: bet * BigInt(pay * definition.freeSpins.winMultiplier) };
}

const validated = new WeakSet<ExpandingSymbolGameDefinition>();

function validate(definition: ExpandingSymbolGameDefinition): void {
  if (validated.has(definition)) return;
  compileSlotGame(definition);
  if (definition.expandingSymbols.length === 0) throw new Error(`${definition.id}: no expanding symbols`);
  for (const symbol of definition.expandingSymbols) {
    if (symbol === definition.wild || symbol === definition.scatter || !definition.linePays[symbol])
      throw new Error(`${definition.id}: ${symbol} cannot expand (it must be a paying symbol)`);
  }
  validated.add(definition);
}

/**
 * A round from one stream: the paid spin's five stops (none when the feature is bought), then — when free spins
 * start — one nextInt(expandingSymbols.length) for the expanding symbol, then five stops per free spin. Retriggers
 * add spins up to freeSpins.maxPerRound and keep the same symbol.
 */
export function playExpandingRound(
  definition: ExpandingSymbolGameDefinition,
  { bet, stream, buyFeature = false }: { bet: bigint; stream: RandomStream; buyFeature?: boolean },
): { totalWin: bigint; detail: ExpandingRoundDetail } {
  validate(definition);
  const lineBet = lineBetOf(definition, bet);
  const cap = definition.freeSpins.maxPerRound;
  let baseSpin: SlotSpinResult | null = null;
  let totalWin = 0n;
  let awarded: number;
  if (buyFeature) {
    if (!definition.featureBuy) throw new RangeError(`${definition.title} has no feature buy`);
    awarded = Math.min(cap, definition.featureBuy.freeSpins);
  } else {
    baseSpin = spinSlot({ game: definition, bet, stream });
    totalWin = baseSpin.totalWin;
    awarded = Math.min(cap, baseSpin.freeSpinsAwarded);
  }
  const freeSpins: ExpandingFreeSpin[] = [];
  let expandingSymbol: string | null = null;
  if (awarded > 0) expandingSymbol = definition.expandingSymbols[stream.nextInt(definition.expandingSymbols.length)];
  while (freeSpins.length < awarded && expandingSymbol !== null) {
    // The spin is this loop's own fresh object, so it is extended in place rather than copied.
    const spin = spinSlot({ game: definition, bet, stream, isFreeSpin: true }) as ExpandingFreeSpin;
    spin.expansion = expandSymbol(definition, { grid: spin.grid, symbol: expandingSymbol, bet });
    if (spin.expansion) spin.totalWin += spin.expansion.win;
    freeSpins.push(spin);
    totalWin += spin.totalWin;
    awarded = Math.min(cap, awarded + spin.freeSpinsAwarded);
  }
  return {
    totalWin,
    detail: {
      mechanic: 'EXPANDING_SYMBOL',
      bet,
      lineBet,
      boughtFeature: buyFeature,
      baseSpin,
      expandingSymbol,
      freeSpins,
    },
  };
}

export function createExpandingTitle(
  definition: ExpandingSymbolGameDefinition,
  { featureBuyRtp }: { featureBuyRtp: number },
): SlotTitle {
  const featureBuy = definition.featureBuy;
  return {
    ...titleIdentityOf(definition, definition.declaredRtp),
    mechanics: featureBuy ? ['LINES', 'FEATURE_BUY'] : ['LINES'],
    betUnit: definition.paylines.length,
    ...(featureBuy ? { featureBuy: { priceInBets: featureBuy.priceInBets, declaredRtp: featureBuyRtp } } : {}),
    play: ({ bet, stream, buyFeature }): SlotTitleRound => {
      const stake = stakeOfRound({ bet, buyFeature, featureBuy, title: definition.title });
      const { totalWin, detail } = playExpandingRound(definition, { bet, stream, buyFeature });
      return { gameId: definition.id, gameVersion: definition.version, stake, totalWin, detail };
    },
    paytable: () => ({
      mechanic: 'LINES_EXPANDING_SYMBOL',
      reels: SLOT_REEL_COUNT,
      rows: 3,
      betUnit: definition.paylines.length,
      payUnit: 'line bet = bet / lines',
      symbols: definition.symbols.map((symbol) => ({ ...symbol })),
      paylines: definition.paylines.map((line) => [...line]),
      linePays: structuredClone(definition.linePays),
      wild: definition.wild,
      scatter: definition.scatter,
      scatterPays: { ...definition.scatterPays },
      freeSpins: structuredClone(definition.freeSpins),
      expandingSymbols: [...definition.expandingSymbols],
      reelStrips: definition.reels.map((strip) => [...strip]),
      featureBuy: featureBuy ? { ...featureBuy, declaredRtp: featureBuyRtp } : null,
    }),
  };
}
