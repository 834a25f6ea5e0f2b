import {
  SLOT_MAX_STRIP_LENGTH,
  SLOT_REEL_COUNT,
  SLOT_ROW_COUNT,
  type SlotSymbol,
  type SymbolPays,
} from './slot-types.ts';

const REELS = SLOT_REEL_COUNT;
const ROWS = SLOT_ROW_COUNT;

/**
 * A 5×3 game whose lines pay both ways and whose wild, on the middle reels only, expands to fill its reel and holds
 * there while the other reels respin.
 */
export type ExpandingWildsGame = {
  id: string;
  version: string;
  symbols: readonly SlotSymbol[];
  /** Five strips; a stop at p shows p, p+1, p+2 (wrapping). The wild may appear only on the expanding reels. */
  reels: readonly (readonly string[])[];
  paylines: readonly (readonly number[])[];
  /**
   * The bet is spread as this many coins on every line, so a coin is bet / (lines × coinsPerLine) and the bet must
   * be a multiple of lines × coinsPerLine: two coins a line let pays step in halves of a line bet.
   */
  coinsPerLine: number;
  /** Pays by count of a kind from either end of a line, in coins; the wild has no pay of its own. */
  linePays: Readonly<Record<string, SymbolPays>>;
  wild: string;
  /** Reel indexes (0-based) where the wild lands and expands: never the first or the last. */
  expandingReels: readonly number[];
};

export type CompiledExpandingWildsGame = {
  game: ExpandingWildsGame;
  symbolIds: string[];
  strips: Uint8Array[];
  /** paylineRows[line * 5 + reel] = row. */
  paylineRows: Uint8Array;
  lineCount: number;
  /** lines × coinsPerLine: the bet is this many coins. */
  coinsPerBet: number;
  /** linePays[symbol * 6 + count]. */
  linePays: Int32Array;
  wild: number;
  /** isExpanding[reel]. */
  isExpanding: boolean[];
};

const compiledGames = new WeakMap<ExpandingWildsGame, CompiledExpandingWildsGame>();

function fail(game: ExpandingWildsGame, message: string): never {
  throw new Error(`slot game ${game.id}: ${message}`);
}

function checkReels(game: ExpandingWildsGame, strips: Uint8Array[], wild: number, isExpanding: boolean[]): void {
  if (strips.length !== REELS) fail(game, `needs ${REELS} reels`);
  if (isExpanding[0] || isExpanding[REELS - 1]) fail(game, 'the first and last reels cannot expand');
  strips.forEach((strip, reel) => {
    if (strip.length < ROWS || strip.length > SLOT_MAX_STRIP_LENGTH) fail(game, 'strip length out of range');
    if (!isExpanding[reel] && strip.includes(wild)) fail(game, `reel ${reel + 1} shows a wild but does not expand`);
  });
}

export function compileExpandingWildsGame(game: ExpandingWildsGame): CompiledExpandingWildsGame {
  const cached = compiledGames.get(game);
  if (cached) return cached;
  const symbolIds = game.symbols.map((symbol) => symbol.id);
  const indexOf = new Map(symbolIds.map((id, index) => [id, index]));
  if (indexOf.size !== symbolIds.length || symbolIds.length > 255) fail(game, 'symbols must be distinct, at most 255');
  const lookup = (id: string): number => indexOf.get(id) ?? fail(game, `unknown symbol ${id}`);
  const strips = game.reels.map((reel) => Uint8Array.from(reel, lookup));
  const wild = lookup(game.wild);
  const isExpanding = Array.from({ length: REELS }, (_, reel) => game.expandingReels.includes(reel));
  checkReels(game, strips, wild, isExpanding);
  const paylineRows = new Uint8Array(game.paylines.length * REELS);
  game.paylines.forEach((rows, line) => {
    if (rows.length !== REELS || rows.some((row) => !Number.isInteger(row) || row < 0 || row >= ROWS))
      fail(game, `payline ${line} is malformed`);
    paylineRows.set(rows, line * REELS);
  });
  const linePays = new Int32Array(symbolIds.length * 6);
  for (const [id, pays] of Object.entries(game.linePays)) {
    if (id === game.wild) fail(game, 'the wild has no pay of its own');
    for (const [count, pay] of Object.entries(pays)) {
      if (!Number.isSafeInteger(pay) || pay < 0) fail(game, `pay for ${id} must be a non-negative integer`);
      linePays[lookup(id) * 6 + Number(count)] = pay;
    }
  }
  if (!Number.isSafeInteger(game.coinsPerLine) || game.coinsPerLine < 1)
    fail(game, 'coinsPerLine must be an integer >= 1');
  const lineCount = game.paylines.length;
  const coinsPerBet = lineCount * game.coinsPerLine;
  const compiled = { game, symbolIds, strips, paylineRows, lineCount, coinsPerBet, linePays, wild, isExpanding };
  compiledGames.set(game, compiled);
  return compiled;
}

export type BothWaysOutcome = {
  leftSymbol: number;
  leftCount: number;
  leftPay: number;
  rightSymbol: number;
  rightCount: number;
  rightPay: number;
};

/**
 * Pays a line from reel 1 rightwards and from reel 5 leftwards: the end cell names the symbol and the run takes it
 * or wilds (the ends are never wild). A run of all five pays once, as the left-to-right win. Returns the line's pay.
 */
export function evaluateBothWays(
  compiled: CompiledExpandingWildsGame,
  symbols: ArrayLike<number>,
  out: BothWaysOutcome,
): number {
  const { wild, linePays } = compiled;
  const left = symbols[0];
  let leftCount = 1;
  while (leftCount < REELS && (symbols[leftCount] === left || symbols[leftCount] === wild)) leftCount += 1;
  out.leftSymbol = left;
  out.leftCount = leftCount;
  out.leftPay = linePays[left * 6 + leftCount];
  const right = symbols[REELS - 1];
  let rightCount = 1;
  while (rightCount < REELS && (symbols[REELS - 1 - rightCount] === right || symbols[REELS - 1 - rightCount] === wild))
    rightCount += 1;
  out.rightSymbol = right;
  out.rightCount = rightCount;
  out.rightPay = leftCount === REELS ? 0 : linePays[right * 6 + rightCount];
  return out.leftPay + out.rightPay;
}

/** Whether a reel stopped at `stop` shows a wild in its window of three. */
export function showsWild(compiled: CompiledExpandingWildsGame, reel: number, stop: number): boolean {
  const strip = compiled.strips[reel];
  for (let row = 0; row < ROWS; row += 1) if (strip[(stop + row) % strip.length] === compiled.wild) return true;
  return false;
}
