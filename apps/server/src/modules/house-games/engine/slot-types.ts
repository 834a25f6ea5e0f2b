export const SLOT_REEL_COUNT = 5;
export const SLOT_ROW_COUNT = 3;
/** Longer strips would make the published strips hard to audit and the brute-force checks slow. */
export const SLOT_MAX_STRIP_LENGTH = 32;

export type SlotVolatility = 'low' | 'medium' | 'high';

export type SlotSymbol = { id: string; name: string };

/** Line pays by count of a kind from reel 1, as integer multiples of the line bet. */
export type SymbolPays = Readonly<Partial<Record<2 | 3 | 4 | 5, number>>>;

export type SlotFreeSpinRules = {
  /** Scatter count anywhere → free spins awarded; also applies inside free spins (retrigger). */
  awards: Readonly<Partial<Record<number, number>>>;
  /** Total free spins one round may play, retriggers included; awards beyond it are dropped. */
  maxPerRound: number;
  /** Integer factor on every win (lines and scatter) during free spins, which cost nothing and use the round's bet. */
  winMultiplier: number;
};

export type SlotGameDefinition = {
  id: string;
  title: string;
  /** Bumped whenever strips, lines or pays change; logged with every round so old rounds stay verifiable. */
  version: string;
  theme: string;
  volatility: SlotVolatility;
  /** Percent, as computed exactly by computeSlotRtp and rounded to two decimals. */
  declaredRtp: number;
  symbols: readonly SlotSymbol[];
  /** Five reel strips of symbol ids; a stop at position p shows p, p+1, p+2 (wrapping) top to bottom. */
  reels: readonly (readonly string[])[];
  /** Each payline is the row index (0 = top) on reels 1 to 5. */
  paylines: readonly (readonly number[])[];
  linePays: Readonly<Record<string, SymbolPays>>;
  wild: string;
  scatter: string;
  /** Scatter count anywhere → integer multiple of the total bet. */
  scatterPays: Readonly<Partial<Record<number, number>>>;
  freeSpins: SlotFreeSpinRules;
};

export type SlotLineWin = {
  /** Index into the game's paylines. */
  line: number;
  symbol: string;
  count: number;
  /** Paytable multiple of the line bet, before the free-spin multiplier. */
  pay: number;
  win: bigint;
};

export type SlotSpinResult = {
  isFreeSpin: boolean;
  stops: number[];
  /** grid[reel][row], symbol ids. */
  grid: string[][];
  lineWins: SlotLineWin[];
  scatterCount: number;
  scatterWin: bigint;
  /** Straight from the award table; the round applies the per-round cap. */
  freeSpinsAwarded: number;
  winMultiplier: number;
  totalWin: bigint;
};

export type SlotRoundResult = {
  gameId: string;
  gameVersion: string;
  bet: bigint;
  lineBet: bigint;
  baseSpin: SlotSpinResult;
  freeSpins: SlotSpinResult[];
  /** Everything credited for the round: base spin plus all free spins. */
  totalWin: bigint;
};
