import type { SlotSymbol, SlotVolatility } from './slot-types.ts';

/**
 * "Ways" slots (243 on 5×3, 1024 on 5×4): a symbol pays when it shows anywhere on each of the adjacent reels from
 * reel 1. The number of ways is the product of its matching cells per reel, and a wild with multiplier m counts as
 * m cells, so a way's win is multiplied by the product of the multipliers of the wilds in it.
 */
export const WAYS_REEL_COUNT = 5;
/** Longer strips make the published strips hard to audit; 40 leaves room for 4-row reels. */
export const WAYS_MAX_STRIP_LENGTH = 40;

/** Pays by count of adjacent reels from reel 1, in credits per way: a credit is bet / betUnit. */
export type WaysPays = Readonly<Partial<Record<2 | 3 | 4 | 5, number>>>;

export type WaysFreeSpinRules = {
  /** Scatter count anywhere → free spins; also inside free spins (retrigger). */
  awards: Readonly<Partial<Record<number, number>>>;
  /** Total free spins one round may play, retriggers included; awards beyond it are dropped. */
  maxPerRound: number;
  /** Integer factor on every free-spin win (ways and scatter). */
  winMultiplier: number;
};

export type WaysGameDefinition = {
  id: string;
  title: string;
  version: string;
  theme: string;
  volatility: SlotVolatility;
  rows: number;
  /** The bet is a positive multiple of betUnit; one credit = bet / betUnit minor units. */
  betUnit: number;
  symbols: readonly SlotSymbol[];
  /** Five strips; a stop at position p shows p, p+1, … p+rows−1 (wrapping) top to bottom. */
  baseReels: readonly (readonly string[])[];
  /** The strips free spins use (the same array as baseReels when free spins change nothing on the reels). */
  freeSpinReels: readonly (readonly string[])[];
  /** Wild symbol id → its multiplier (1 for a plain wild). Wilds never stand on reel 1, so a wild never leads a way. */
  wilds: Readonly<Record<string, number>>;
  scatter: string;
  pays: Readonly<Record<string, WaysPays>>;
  /** Scatter count anywhere → integer multiple of the total bet. */
  scatterPays: Readonly<Partial<Record<number, number>>>;
  freeSpins: WaysFreeSpinRules;
};

export type CompiledWaysGame = {
  definition: WaysGameDefinition;
  symbolIds: string[];
  rows: number;
  baseStrips: Uint8Array[];
  freeSpinStrips: Uint8Array[];
  /** pays[symbol * 6 + count], credits per way. */
  pays: Int32Array;
  /** wildMultipliers[symbol]: 0 for a symbol that is not wild. */
  wildMultipliers: Int32Array;
  scatter: number;
  /** Indexed by scatter count 0..5·rows, filled from the highest table entry not above the count. */
  scatterPays: Int32Array;
  freeSpinAwards: Int32Array;
};

export type WaysWin = {
  symbol: string;
  /** Adjacent reels from reel 1 showing the symbol or a wild. */
  count: number;
  /** Plain number of ways (product of matching cells per reel). */
  ways: number;
  /** Ways weighted by the product of their wilds' multipliers; equals ways when no multiplier wild is in them. */
  weightedWays: number;
  /** Credits per way, from the paytable. */
  pay: number;
  /** pay × weightedWays × credit × the spin's win multiplier, in minor units. */
  win: bigint;
};

const compiledGames = new WeakMap<WaysGameDefinition, CompiledWaysGame>();

export function compileWaysGame(definition: WaysGameDefinition): CompiledWaysGame {
  const cached = compiledGames.get(definition);
  if (cached) return cached;
  const compiled = buildCompiledWaysGame(definition);
  compiledGames.set(definition, compiled);
  return compiled;
}

function fail(definition: WaysGameDefinition, message: string): never {
  throw new Error(`ways game ${definition.id}: ${message}`);
}

export function expandCountTable(table: Readonly<Partial<Record<number, number>>>, maxCount: number): Int32Array {
  const expanded = new Int32Array(maxCount + 1);
  let current = 0;
  for (let count = 0; count <= maxCount; count += 1) {
    current = table[count] ?? current;
    expanded[count] = current;
  }
  return expanded;
}

function compileStrips(
  definition: WaysGameDefinition,
  reels: readonly (readonly string[])[],
  lookup: (id: string) => number,
): Uint8Array[] {
  if (reels.length !== WAYS_REEL_COUNT) fail(definition, `needs ${WAYS_REEL_COUNT} reels`);
  return reels.map((reel, index) => {
    if (reel.length < definition.rows || reel.length > WAYS_MAX_STRIP_LENGTH)
      fail(definition, 'strip length out of range');
    if (index === 0 && reel.some((id) => id in definition.wilds)) fail(definition, 'no wild may stand on reel 1');
    return Uint8Array.from(reel, lookup);
  });
}

function buildCompiledWaysGame(definition: WaysGameDefinition): CompiledWaysGame {
  const symbolIds = definition.symbols.map((symbol) => symbol.id);
  const indexOf = new Map(symbolIds.map((id, index) => [id, index]));
  if (indexOf.size !== symbolIds.length) fail(definition, 'duplicate symbol ids');
  const lookup = (id: string): number => indexOf.get(id) ?? fail(definition, `unknown symbol ${id}`);
  if (!Number.isInteger(definition.rows) || definition.rows < 3 || definition.rows > 4) fail(definition, 'rows 3–4');
  if (!Number.isSafeInteger(definition.betUnit) || definition.betUnit < 1) fail(definition, 'betUnit must be >= 1');
  const pays = new Int32Array(symbolIds.length * 6);
  for (const [id, symbolPays] of Object.entries(definition.pays)) {
    if (id in definition.wilds || id === definition.scatter) fail(definition, `${id} cannot pay by ways`);
    for (const [count, pay] of Object.entries(symbolPays)) {
      if (!Number.isSafeInteger(pay) || pay < 0) fail(definition, `pay for ${id} must be a non-negative integer`);
      pays[lookup(id) * 6 + Number(count)] = pay;
    }
  }
  const wildMultipliers = new Int32Array(symbolIds.length);
  for (const [id, multiplier] of Object.entries(definition.wilds)) {
    if (!Number.isSafeInteger(multiplier) || multiplier < 1) fail(definition, `wild ${id} multiplier must be >= 1`);
    wildMultipliers[lookup(id)] = multiplier;
  }
  const scatter = lookup(definition.scatter);
  if (definition.scatter in definition.wilds) fail(definition, 'the scatter cannot be wild');
  const { winMultiplier, maxPerRound } = definition.freeSpins;
  if (!Number.isSafeInteger(winMultiplier) || winMultiplier < 1) fail(definition, 'free-spin multiplier >= 1');
  if (!Number.isSafeInteger(maxPerRound) || maxPerRound < 0) fail(definition, 'free-spin cap >= 0');
  const maxScatters = WAYS_REEL_COUNT * definition.rows;
  return {
    definition,
    symbolIds,
    rows: definition.rows,
    baseStrips: compileStrips(definition, definition.baseReels, lookup),
    freeSpinStrips: compileStrips(definition, definition.freeSpinReels, lookup),
    pays,
    wildMultipliers,
    scatter,
    scatterPays: expandCountTable(definition.scatterPays, maxScatters),
    freeSpinAwards: expandCountTable(definition.freeSpins.awards, maxScatters),
  };
}

/** A total bet that is a positive multiple of betUnit gives the credit every pay is counted in. */
export function creditOf(betUnit: number, bet: bigint): bigint {
  const unit = BigInt(betUnit);
  if (typeof bet !== 'bigint' || bet <= 0n || bet % unit !== 0n) {
    throw new RangeError(`bet must be a positive multiple of ${unit} minor units, got ${String(bet)}`);
  }
  return bet / unit;
}

/** One winning symbol of a grid, before turning into a WaysWin; reused scratch to keep the spin loop lean. */
export type WaysHit = { symbol: number; count: number; ways: number; weightedWays: number; pay: number };

/**
 * Evaluates the grid cells[reel * rows + row] and appends each winning symbol to `hits` (reusing its objects).
 * Returns how many hits it wrote and the total in credits (pays × weighted ways) in `totals[0]`.
 */
export function evaluateWays(
  game: CompiledWaysGame,
  cells: ArrayLike<number>,
  hits: WaysHit[],
  totals: Float64Array,
): number {
  const { rows, pays, wildMultipliers, scatter } = game;
  let hitCount = 0;
  let totalCredits = 0;
  for (let leadRow = 0; leadRow < rows; leadRow += 1) {
    const symbol = cells[leadRow];
    if (symbol === scatter) continue;
    let seenAbove = false;
    for (let row = 0; row < leadRow; row += 1) if (cells[row] === symbol) seenAbove = true;
    if (seenAbove) continue;
    let ways = 0;
    for (let row = 0; row < rows; row += 1) if (cells[row] === symbol) ways += 1;
    let weightedWays = ways;
    let count = 1;
    for (let reel = 1; reel < WAYS_REEL_COUNT; reel += 1) {
      let plain = 0;
      let weighted = 0;
      for (let row = 0; row < rows; row += 1) {
        const cell = cells[reel * rows + row];
        if (cell === symbol) {
          plain += 1;
          weighted += 1;
        } else if (wildMultipliers[cell] > 0) {
          plain += 1;
          weighted += wildMultipliers[cell];
        }
      }
      if (plain === 0) break;
      ways *= plain;
      weightedWays *= weighted;
      count += 1;
    }
    const pay = pays[symbol * 6 + count];
    if (pay === 0) continue;
    if (hits.length <= hitCount) hits.push({ symbol: 0, count: 0, ways: 0, weightedWays: 0, pay: 0 });
    const hit = hits[hitCount];
    hit.symbol = symbol;
    hit.count = count;
    hit.ways = ways;
    hit.weightedWays = weightedWays;
    hit.pay = pay;
    hitCount += 1;
    totalCredits += pay * weightedWays;
  }
  totals[0] = totalCredits;
  return hitCount;
}

/** Fills cells from one stop per reel (drawn reels 1→5 with nextInt(strip length)) and returns the stops. */
export function landReels(
  strips: readonly Uint8Array[],
  rows: number,
  nextInt: (maxExclusive: number) => number,
  cells: Uint8Array,
): number[] {
  const stops: number[] = [];
  for (let reel = 0; reel < WAYS_REEL_COUNT; reel += 1) {
    const strip = strips[reel];
    const stop = nextInt(strip.length);
    stops.push(stop);
    for (let row = 0; row < rows; row += 1) cells[reel * rows + row] = strip[(stop + row) % strip.length];
  }
  return stops;
}

/** grid[reel][row] as symbol ids, for the round's detail. */
export function gridOf(game: CompiledWaysGame, cells: ArrayLike<number>): string[][] {
  const grid: string[][] = [];
  for (let reel = 0; reel < WAYS_REEL_COUNT; reel += 1) {
    const column: string[] = [];
    for (let row = 0; row < game.rows; row += 1) column.push(game.symbolIds[cells[reel * game.rows + row]]);
    grid.push(column);
  }
  return grid;
}

export function countScatters(game: CompiledWaysGame, cells: ArrayLike<number>): number {
  let count = 0;
  for (let cell = 0; cell < WAYS_REEL_COUNT * game.rows; cell += 1) if (cells[cell] === game.scatter) count += 1;
  return count;
}
