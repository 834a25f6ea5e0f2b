import { lineBetOf, spinSlot } from '../slot-engine.ts';
import {
  cashCellOf,
  drawCashPrize,
  playHoldAndWin,
  type CashCell,
  type HoldAndWinResult,
  type HoldAndWinRules,
} from '../slot-hold-and-win.ts';
import { PAYLINES_20 } from '../slot-paylines.ts';
import { paytableIdentityOf, titleIdentityOf, type SlotTitle, type SlotTitleRound } from '../slot-title.ts';
import type { SlotGameDefinition, SlotLineWin } from '../slot-types.ts';

const strip = (text: string): string[] => text.split(' ');

/**
 * The base game: 20 lines paid by the payline engine. The cash symbol (Fortune Pearl) is the engine's "scatter":
 * the wild never stands in for it, it pays nothing on lines, and the engine counts it anywhere; there are no free
 * spins. Its strips hold two single pearls (three on reels 1, 3 and 5) and a stack of two, so a reel shows up to two.
 */
export const KOI_BASE_GAME: SlotGameDefinition = {
  id: 'house-koi-fortune-link',
  title: 'Koi Fortune Link',
  version: '1',
  theme: 'Lotus pond at dusk: golden koi, lanterns and fortune pearls that lock in place for respins',
  volatility: 'high',
  declaredRtp: 95.88,
  symbols: [
    { id: 'WILD', name: 'Dragon Gate' },
    { id: 'PEARL', name: 'Fortune Pearl' },
    { id: 'KOI', name: 'Golden Koi' },
    { id: 'LOTUS', name: 'Lotus' },
    { id: 'LANTERN', name: 'Lantern' },
    { id: 'FAN', name: 'Paper Fan' },
    { id: 'A', name: 'Ace' },
    { id: 'K', name: 'King' },
    { id: 'Q', name: 'Queen' },
    { id: 'J', name: 'Jack' },
  ],
  reels: [
    strip(
      'J PEARL J FAN LOTUS A FAN K LANTERN KOI LOTUS A K Q A PEARL PEARL Q KOI Q PEARL J Q FAN A K LANTERN PEARL LANTERN K',
    ),
    strip(
      'J Q LOTUS K WILD A PEARL Q WILD FAN K J K LOTUS A PEARL A Q LANTERN FAN A PEARL PEARL KOI Q KOI K J FAN LANTERN J LANTERN',
    ),
    strip(
      'J FAN K FAN A FAN PEARL Q A K LANTERN J LOTUS K A WILD PEARL WILD J Q PEARL PEARL A KOI LOTUS Q LANTERN Q PEARL LANTERN K KOI',
    ),
    strip(
      'J K A KOI LOTUS J A K PEARL LOTUS Q K J FAN KOI J A Q LANTERN K FAN WILD Q PEARL LANTERN FAN Q WILD LANTERN PEARL PEARL A',
    ),
    strip(
      'LANTERN KOI PEARL FAN A LOTUS PEARL PEARL LOTUS K WILD J LANTERN FAN Q PEARL KOI Q FAN K Q K J PEARL A K A J A LANTERN Q WILD',
    ),
  ],
  paylines: PAYLINES_20,
  linePays: {
    WILD: { 3: 100, 4: 400, 5: 2000 },
    KOI: { 3: 50, 4: 200, 5: 1000 },
    LOTUS: { 3: 40, 4: 150, 5: 500 },
    LANTERN: { 3: 25, 4: 100, 5: 300 },
    FAN: { 3: 20, 4: 80, 5: 250 },
    A: { 3: 10, 4: 30, 5: 120 },
    K: { 3: 10, 4: 25, 5: 100 },
    Q: { 3: 5, 4: 20, 5: 80 },
    J: { 3: 5, 4: 15, 5: 60 },
  },
  wild: 'WILD',
  scatter: 'PEARL',
  scatterPays: {},
  freeSpins: { awards: {}, maxPerRound: 0, winMultiplier: 1 },
};

/**
 * Prize weights out of 1,000 (mean 3.755 bets). On a respin an empty cell draws nextInt(25,000): below 1,000 it
 * lands the prize its draw falls on (so p = 1/25 per cell), otherwise it stays empty.
 */
export const KOI_HOLD_AND_WIN: HoldAndWinRules = {
  triggerCount: 6,
  respins: 3,
  cellDrawRange: 25_000,
  grandInBets: 1000,
  prizes: [
    { kind: 'CASH', valueInBets: 1, weight: 350 },
    { kind: 'CASH', valueInBets: 2, weight: 250 },
    { kind: 'CASH', valueInBets: 3, weight: 150 },
    { kind: 'CASH', valueInBets: 5, weight: 110 },
    { kind: 'CASH', valueInBets: 8, weight: 60 },
    { kind: 'CASH', valueInBets: 10, weight: 40 },
    { kind: 'CASH', valueInBets: 15, weight: 20 },
    { kind: 'CASH', valueInBets: 25, weight: 5 },
    { kind: 'MINI', valueInBets: 20, weight: 10 },
    { kind: 'MINOR', valueInBets: 50, weight: 4 },
    { kind: 'MAJOR', valueInBets: 200, weight: 1 },
  ],
};

export type KoiFortuneLinkDetail = {
  bet: bigint;
  lineBet: bigint;
  baseSpin: {
    stops: number[];
    /** grid[reel][row], symbol ids. */
    grid: string[][];
    lineWins: SlotLineWin[];
    lineWin: bigint;
    /** Every pearl the paid spin shows, with its prize; paid only when the feature starts (then they lock). */
    cashCells: CashCell[];
  };
  /** Null unless the paid spin showed six or more pearls. */
  holdAndWin: HoldAndWinResult | null;
  totalWin: bigint;
};

/**
 * Stream order: five reel stops (`nextInt(strip length)`, reels 1→5); one `nextInt(1000)` per pearl shown, in reel
 * then row order, for its prize; then, if six or more, the respins (`playHoldAndWin`).
 */
function playKoiFortuneLink({ bet, stream, buyFeature }: Parameters<SlotTitle['play']>[0]): SlotTitleRound {
  if (buyFeature) throw new RangeError('Koi Fortune Link offers no feature buy');
  const lineBet = lineBetOf(KOI_BASE_GAME, bet);
  const spin = spinSlot({ game: KOI_BASE_GAME, bet, stream });
  const cashCells: CashCell[] = [];
  spin.grid.forEach((column, reel) =>
    column.forEach((symbol, row) => {
      if (symbol === KOI_BASE_GAME.scatter)
        cashCells.push(cashCellOf({ prize: drawCashPrize(KOI_HOLD_AND_WIN, stream), reel, row, bet }));
    }),
  );
  const holdAndWin =
    cashCells.length >= KOI_HOLD_AND_WIN.triggerCount
      ? playHoldAndWin({ rules: KOI_HOLD_AND_WIN, bet, startCells: cashCells, stream })
      : null;
  const totalWin = spin.totalWin + (holdAndWin?.totalWin ?? 0n);
  const detail: KoiFortuneLinkDetail = {
    bet,
    lineBet,
    baseSpin: { stops: spin.stops, grid: spin.grid, lineWins: spin.lineWins, lineWin: spin.totalWin, cashCells },
    holdAndWin,
    totalWin,
  };
  return { gameId: KOI_BASE_GAME.id, gameVersion: KOI_BASE_GAME.version, stake: bet, totalWin, detail };
}

const KOI_IDENTITY = titleIdentityOf(KOI_BASE_GAME, KOI_BASE_GAME.declaredRtp);

export const KOI_FORTUNE_LINK: SlotTitle = {
  ...KOI_IDENTITY,
  mechanics: ['LINES', 'HOLD_AND_WIN'],
  betUnit: KOI_BASE_GAME.paylines.length,
  play: playKoiFortuneLink,
  paytable: () => ({
    ...paytableIdentityOf(KOI_IDENTITY),
    mechanics: ['LINES', 'HOLD_AND_WIN'],
    betUnit: KOI_BASE_GAME.paylines.length,
    symbols: KOI_BASE_GAME.symbols,
    reels: KOI_BASE_GAME.reels,
    paylines: KOI_BASE_GAME.paylines,
    linePays: KOI_BASE_GAME.linePays,
    wild: KOI_BASE_GAME.wild,
    holdAndWin: {
      cashSymbol: KOI_BASE_GAME.scatter,
      ...KOI_HOLD_AND_WIN,
      prizes: KOI_HOLD_AND_WIN.prizes.map((prize) => ({ ...prize })),
      jackpots: {
        ...Object.fromEntries(
          KOI_HOLD_AND_WIN.prizes
            .filter((prize) => prize.kind !== 'CASH')
            .map((prize) => [prize.kind, prize.valueInBets]),
        ),
        GRAND: KOI_HOLD_AND_WIN.grandInBets,
      },
    },
  }),
};
