import type { RandomStream } from '../../../lib/fair-rng.ts';
import { compileSlotGame } from './slot-compile.ts';
import { computeLineReturn, computeScatterCountProbabilities } from './slot-rtp.ts';
import { SLOT_REEL_COUNT, SLOT_ROW_COUNT, type SlotGameDefinition } from './slot-types.ts';

const CELL_COUNT = SLOT_REEL_COUNT * SLOT_ROW_COUNT;

/** A cash symbol's prize: a plain value, or one of the fixed jackpots it can carry, in multiples of the total bet. */
export type CashPrizeKind = 'CASH' | 'MINI' | 'MINOR' | 'MAJOR';
export type CashPrize = { kind: CashPrizeKind; valueInBets: number; weight: number };

export type HoldAndWinRules = {
  /** Cash symbols anywhere on the paid spin's grid that start the feature. */
  triggerCount: number;
  /** Respins granted at the start and again whenever a respin lands at least one new cash symbol. */
  respins: number;
  /**
   * What one empty cell draws on a respin: `nextInt(cellDrawRange)`; a value below the prizes' total weight W lands
   * the prize it falls on (cumulative weights, in table order), anything else leaves the cell empty. So a cell lands
   * a cash symbol with probability W / cellDrawRange, and a landed prize follows the same weights as a base-game one.
   */
  cellDrawRange: number;
  prizes: readonly CashPrize[];
  /** Paid in addition to every value when all 15 cells hold cash. */
  grandInBets: number;
};

export type CashCell = { reel: number; row: number; kind: CashPrizeKind; valueInBets: number; win: bigint };
export type HoldAndWinRespin = {
  /** The cash symbols this respin landed, in reel then row order. */
  landed: CashCell[];
  lockedCount: number;
  /** Respins still to play after this one: back to `respins` when something landed, else one fewer. */
  respinsLeft: number;
};
export type HoldAndWinResult = {
  /** The cash symbols of the paid spin that started the feature (locked before the first respin). */
  startCells: CashCell[];
  respins: HoldAndWinRespin[];
  /** Every locked cash symbol at the end, in reel then row order. */
  cells: CashCell[];
  isFullGrid: boolean;
  cashWin: bigint;
  grandWin: bigint;
  totalWin: bigint;
};

export function totalPrizeWeight(rules: HoldAndWinRules): number {
  return rules.prizes.reduce((sum, prize) => sum + prize.weight, 0);
}

/** The prize a draw below the total weight falls on, or null for a draw at or above it (an empty cell). */
export function prizeForDraw(rules: HoldAndWinRules, draw: number): CashPrize | null {
  let upTo = 0;
  for (const prize of rules.prizes) {
    upTo += prize.weight;
    if (draw < upTo) return prize;
  }
  return null;
}

export function cashCellOf({
  prize,
  reel,
  row,
  bet,
}: {
  prize: CashPrize;
  reel: number;
  row: number;
  bet: bigint;
}): CashCell {
  return { reel, row, kind: prize.kind, valueInBets: prize.valueInBets, win: bet * BigInt(prize.valueInBets) };
}

/** A cash symbol shown by the reels: one `nextInt(W)` picks its prize by weight. */
export function drawCashPrize(rules: HoldAndWinRules, stream: RandomStream): CashPrize {
  return prizeForDraw(rules, stream.nextInt(totalPrizeWeight(rules)))!;
}

/**
 * The feature: the start cells lock; each respin draws every empty cell once, in reel then row order, with
 * `nextInt(cellDrawRange)`. A respin that lands anything resets the respins to `respins`; the feature ends when
 * they run out or all 15 cells are locked (then the Grand is paid too). Every locked value is paid at the end.
 */
export function playHoldAndWin({
  rules,
  bet,
  startCells,
  stream,
}: {
  rules: HoldAndWinRules;
  bet: bigint;
  startCells: readonly CashCell[];
  stream: RandomStream;
}): HoldAndWinResult {
  const locked: (CashCell | null)[] = new Array<CashCell | null>(CELL_COUNT).fill(null);
  for (const cell of startCells) locked[cell.reel * SLOT_ROW_COUNT + cell.row] = cell;
  let lockedCount = startCells.length;
  let respinsLeft = rules.respins;
  const respins: HoldAndWinRespin[] = [];
  while (respinsLeft > 0 && lockedCount < CELL_COUNT) {
    const landed: CashCell[] = [];
    for (let index = 0; index < CELL_COUNT; index += 1) {
      if (locked[index]) continue;
      const prize = prizeForDraw(rules, stream.nextInt(rules.cellDrawRange));
      if (!prize) continue;
      const cell = cashCellOf({ prize, reel: Math.floor(index / SLOT_ROW_COUNT), row: index % SLOT_ROW_COUNT, bet });
      locked[index] = cell;
      landed.push(cell);
    }
    lockedCount += landed.length;
    respinsLeft = landed.length > 0 ? rules.respins : respinsLeft - 1;
    respins.push({ landed, lockedCount, respinsLeft });
  }
  const cells = locked.filter((cell): cell is CashCell => cell !== null);
  const cashWin = cells.reduce((sum, cell) => sum + cell.win, 0n);
  const isFullGrid = lockedCount === CELL_COUNT;
  const grandWin = isFullGrid ? bet * BigInt(rules.grandInBets) : 0n;
  return { startCells: [...startCells], respins, cells, isFullGrid, cashWin, grandWin, totalWin: cashWin + grandWin };
}

export type HoldAndWinOdds = {
  /** E[locked cash symbols at the end | the feature starts with n], for n = 0..15. */
  expectedFinalCount: number[];
  /** P(all 15 cells locked | the feature starts with n). */
  fullGridProbability: number[];
  /** E[prize in bets] of one cash symbol. */
  meanPrizeInBets: number;
};

function binomialRow(trials: number, p: number): number[] {
  const row = [1];
  for (let trial = 0; trial < trials; trial += 1) {
    const next = new Array<number>(row.length + 1).fill(0);
    row.forEach((q, k) => {
      next[k] += q * (1 - p);
      next[k + 1] += q * p;
    });
    row.splice(0, row.length, ...next);
  }
  return row;
}

/**
 * Exact expectations of the feature by dynamic programming over (locked, respins left): empty cells land
 * independently with p = W / cellDrawRange, so a respin with n locked lands Binomial(15 − n, p) new symbols.
 * Prizes are drawn independently of where and when they land, so E[cash paid] = E[final count] × mean prize.
 */
export function computeHoldAndWinOdds(rules: HoldAndWinRules): HoldAndWinOdds {
  const weight = totalPrizeWeight(rules);
  const p = weight / rules.cellDrawRange;
  const meanPrizeInBets = rules.prizes.reduce((sum, prize) => sum + prize.weight * prize.valueInBets, 0) / weight;
  // value[n][r] = [E final count, P full] from n locked with r respins left; n descends, since respins only add.
  const count: number[][] = Array.from({ length: CELL_COUNT + 1 }, () => []);
  const full: number[][] = Array.from({ length: CELL_COUNT + 1 }, () => []);
  for (let n = CELL_COUNT; n >= 0; n -= 1) {
    const landing = binomialRow(CELL_COUNT - n, p);
    for (let r = 0; r <= rules.respins; r += 1) {
      if (n === CELL_COUNT || r === 0) {
        count[n][r] = n;
        full[n][r] = n === CELL_COUNT ? 1 : 0;
        continue;
      }
      let expectedCount = landing[0] * count[n][r - 1];
      let fullChance = landing[0] * full[n][r - 1];
      for (let k = 1; k < landing.length; k += 1) {
        expectedCount += landing[k] * count[n + k][rules.respins];
        fullChance += landing[k] * full[n + k][rules.respins];
      }
      count[n][r] = expectedCount;
      full[n][r] = fullChance;
    }
  }
  return {
    expectedFinalCount: count.map((row) => row[rules.respins]),
    fullGridProbability: full.map((row) => row[rules.respins]),
    meanPrizeInBets,
  };
}

export type LinesHoldAndWinRtp = {
  lineReturn: number;
  /** P(the paid spin shows at least `triggerCount` cash symbols). */
  triggerProbability: number;
  /** E[feature win] per paid round, in total bets: values plus the Grand. */
  featureReturn: number;
  /** P(a round ends with all 15 cells locked). */
  fullGridProbability: number;
  totalRtp: number;
};

/**
 * Exact RTP of a payline game whose scatter is the cash symbol: the line part as `slot-rtp.ts` computes it, the
 * cash count by convolution over the reels, and for each count that triggers, the feature's exact expectation.
 */
export function computeLinesHoldAndWinRtp(game: SlotGameDefinition, rules: HoldAndWinRules): LinesHoldAndWinRtp {
  const lineReturn = computeLineReturn(game);
  const countProbabilities = computeScatterCountProbabilities(compileSlotGame(game));
  const odds = computeHoldAndWinOdds(rules);
  let triggerProbability = 0;
  let featureReturn = 0;
  let fullGridProbability = 0;
  countProbabilities.forEach((p, count) => {
    if (count < rules.triggerCount) return;
    triggerProbability += p;
    fullGridProbability += p * odds.fullGridProbability[count];
    featureReturn +=
      p * (odds.expectedFinalCount[count] * odds.meanPrizeInBets + odds.fullGridProbability[count] * rules.grandInBets);
  });
  return { lineReturn, triggerProbability, featureReturn, fullGridProbability, totalRtp: lineReturn + featureReturn };
}
