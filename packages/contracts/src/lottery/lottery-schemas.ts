import { z } from 'zod';
import { moneyString } from '../common/envelope.ts';
import { singleLineText } from '../common/text.ts';

/**
 * Shapes shared by the lottery calls. Prize modes of spec section 3: Lott (Vietnamese lottery), Elott (fast
 * electronic games), ZY (the 3-digit game) and SEA (4D). Kinds are the engine families behind the games.
 */
export const LOTTERY_PRIZE_MODES = ['Lott', 'Elott', 'ZY', 'SEA'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];
export const LOTTERY_KINDS = ['VN', 'KENO', 'FIVE_D', 'THREE_D', 'FOUR_D'] as const;
export const LOTTERY_GAME_STATUSES = ['ACTIVE', 'MAINTENANCE', 'DISABLED'] as const;
/** SCHEDULED (seed hash published, selling until stop-sale), DRAWN (numbers out, settling), SETTLED, VOIDED. */
export const DRAW_STATUSES = ['SCHEDULED', 'DRAWN', 'SETTLED', 'VOIDED'] as const;
/** Where a draw is as seen at a given instant: NOT_OPEN, OPEN (selling), CLOSED (stop-sale passed), then the status. */
export const DRAW_PHASES = ['NOT_OPEN', 'OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'VOIDED'] as const;
export const LOTTERY_BET_STATUSES = ['OPEN', 'WON', 'LOST', 'REFUNDED', 'CANCELLED', 'VOIDED'] as const;
export const CHASE_STATUSES = ['ACTIVE', 'FINISHED', 'STOPPED', 'CANCELLED'] as const;

export const gameCodeInput = singleLineText()
  .trim()
  .regex(/^[A-Z0-9_]{2,32}$/, 'a lottery game code');
export const prizeModeInput = z.enum(LOTTERY_PRIZE_MODES);

/** A result as the pages show it: the numbers in display order, the prize-by-prize board, per-game facts. */
export const resultViewSchema = z.object({
  numbers: z.array(z.string()),
  board: z.array(z.object({ prize: z.string(), numbers: z.array(z.string()) })).optional(),
  facts: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const drawSchema = z.object({
  drawId: z.number().int(),
  gameCode: z.string(),
  /** The draw's number within its game (`20261124-0517`, `vn-mb-20261124`). */
  drawKey: z.string(),
  /** The station of a Vietnamese draw (`hcm`), null elsewhere. */
  station: z.string().nullable(),
  stationName: z.string().nullable(),
  opensAt: z.string(),
  stopsSaleAt: z.string(),
  drawAt: z.string(),
  status: z.enum(DRAW_STATUSES),
  phase: z.enum(DRAW_PHASES),
  /** SHA-256 of the seed, published before the draw opened. */
  seedHash: z.string(),
  /** Revealed once the draw is drawn; null before. */
  seed: z.string().nullable(),
  /** HOUSE (our draw from the seed) or the results feed's name. */
  resultSource: z.string().nullable(),
  result: resultViewSchema.nullable(),
});
export type LotteryDraw = z.infer<typeof drawSchema>;

export const betTypeSchema = z.object({
  betType: z.string(),
  /** Thousandths of a unit: what one winning unit (point or combination) pays back, as the operator set it. */
  odds: z.record(z.string(), z.union([z.string(), z.number()])),
  minStake: moneyString,
  maxStake: moneyString,
});

export const lotteryGameSchema = z.object({
  gameCode: z.string(),
  /** The catalogue game behind it (launch, favourites, betting record). */
  gameId: z.number().int(),
  kind: z.enum(LOTTERY_KINDS),
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  category: z.enum(['ELOTT', 'LOTT']),
  gameGroupCode: z.string(),
  labelName: z.string(),
  /** VN region (MB, MT, MN) for Vietnamese games, null elsewhere. */
  variant: z.string().nullable(),
  /** Minutes between draws for fast games; null for daily or weekly ones. */
  intervalMinutes: z.number().int().nullable(),
  stopSaleSeconds: z.number().int(),
  timeZone: z.string(),
  status: z.enum(LOTTERY_GAME_STATUSES),
  iconPath: z.string(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

/** One selection of the slip: see apps/server/src/modules/lottery/engine/adapters for each family's bet types. */
export const selectionInput = z.object({
  betType: singleLineText().trim().min(1).max(32),
  picks: z.array(z.array(singleLineText().trim().min(1).max(8)).max(80)).max(10),
  /** Stake per unit (per point for the Vietnamese lottery, per combination elsewhere). */
  unitStake: singleLineText().trim().min(1).max(32),
  points: z.number().int().min(1).max(1_000_000).default(1),
  position: z.number().int().min(0).max(4).optional(),
  segment: singleLineText().trim().max(16).optional(),
});
export type SelectionInput = z.input<typeof selectionInput>;

export const pricedSelectionSchema = z.object({
  betType: z.string(),
  combinations: z.number().int(),
  cost: moneyString,
  maxPayout: moneyString,
});

export const lotteryBetSchema = z.object({
  betId: z.number().int(),
  betNo: z.string(),
  gameCode: z.string(),
  drawId: z.number().int(),
  drawKey: z.string(),
  station: z.string().nullable(),
  drawAt: z.string(),
  chaseId: z.number().int().nullable(),
  betType: z.string(),
  picks: z.array(z.array(z.string())),
  points: z.number().int(),
  position: z.number().int().nullable(),
  segment: z.string().nullable(),
  unitStake: moneyString,
  combinations: z.number().int(),
  stake: moneyString,
  payout: moneyString,
  status: z.enum(LOTTERY_BET_STATUSES),
  /** May the member still cancel it (open, before stop-sale)? */
  isCancellable: z.boolean(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

export const chaseSchema = z.object({
  chaseId: z.number().int(),
  gameCode: z.string(),
  status: z.enum(CHASE_STATUSES),
  stopOnWin: z.boolean(),
  drawCount: z.number().int(),
  settledCount: z.number().int(),
  cancelledCount: z.number().int(),
  totalStake: moneyString,
  totalPayout: moneyString,
  createdAt: z.string(),
  bets: z.array(lotteryBetSchema),
});
