import { z } from 'zod';
import { moneyString } from '../common/envelope.ts';
import { multiLineText, singleLineText } from '../common/text.ts';
import { chipAmountInput, PVP_GAMES, tableIdInput } from './pvp-schemas.ts';

/*
 * The shapes of the card rooms' desk (pvp-ops-endpoints.ts): its inputs, the checks a table's terms must pass, a
 * table row and a hand row. Amounts are decimal strings in the merchant's currency.
 */

export const PVP_TABLE_STATUSES = ['OPEN', 'CLOSED'] as const;

/** A day (UTC) as YYYY-MM-DD, a real calendar day. */
export const dayInput = singleLineText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD')
  .refine(isCalendarDay, { message: 'not a calendar day' });

function isCalendarDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March: the day must come back unchanged.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}
const stakeLevelInput = singleLineText().regex(/^[A-Z0-9_-]{1,16}$/, 'a stake level such as NL200');
export const reasonInput = multiLineText().trim().min(3).max(200);
export const pageQuery = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** The longest report range: a quarter of days keeps the grouped queries bounded. */
export const PVP_REPORT_MAX_DAYS = 92;

/** A report's days, from and to inclusive: ordered, and at most PVP_REPORT_MAX_DAYS. */
export function checkDayRange(range: { from: string; to: string }, context: z.RefinementCtx) {
  if (range.from > range.to) context.addIssue({ code: 'custom', path: ['from'], message: 'from is after to' });
  else if (Date.parse(range.to) - Date.parse(range.from) >= PVP_REPORT_MAX_DAYS * 86_400_000)
    context.addIssue({ code: 'custom', path: ['to'], message: `at most ${PVP_REPORT_MAX_DAYS} days` });
}

const minor = (text: string) => Number(text);

/**
 * A table's terms as the desk sets them. Hold'em has blinds (small ≤ big); the other games a unit stake (ante).
 * The buy-in range must hold at least 10 big blinds (or antes) at its low end and be ordered.
 */
const stakesFields = {
  stakeLevel: stakeLevelInput,
  smallBlind: chipAmountInput.optional(),
  bigBlind: chipAmountInput.optional(),
  ante: chipAmountInput.optional(),
  /** Basis points of the pot: 500 is 5%. Ten percent at most. */
  rakeBp: z.number().int().min(0).max(1000),
  rakeCap: chipAmountInput,
  minBuyIn: chipAmountInput,
  maxBuyIn: chipAmountInput,
};

type StakesDraft = {
  smallBlind?: string;
  bigBlind?: string;
  ante?: string;
  minBuyIn: string;
  maxBuyIn: string;
};

/** The checks shared by create and change: the schema refuses a table no hand could be dealt at. */
function checkStakes(
  game: (typeof PVP_GAMES)[number],
  draft: StakesDraft,
  issue: (path: string, message: string) => void,
) {
  const unit = game === 'HOLDEM' ? draft.bigBlind : draft.ante;
  if (game === 'HOLDEM') {
    if (draft.smallBlind === undefined || draft.bigBlind === undefined)
      return issue('bigBlind', "Hold'em needs a small and a big blind");
    if (minor(draft.smallBlind) <= 0 || minor(draft.smallBlind) > minor(draft.bigBlind))
      issue('smallBlind', 'the small blind must be above 0 and at most the big blind');
  } else if (draft.ante === undefined || minor(draft.ante) <= 0)
    return issue('ante', 'this game needs an ante above 0');
  if (minor(draft.minBuyIn) > minor(draft.maxBuyIn)) issue('minBuyIn', 'the minimum buy-in is above the maximum');
  if (unit !== undefined && minor(draft.minBuyIn) < minor(unit) * 10)
    issue('minBuyIn', 'the minimum buy-in must be at least 10 big blinds (or antes)');
}

/** How many players each game deals in: Hold'em up to nine, Niu-Niu six (five cards each), Tiến Lên four (thirteen). */
export const PVP_MAX_SEATS = { HOLDEM: 9, NIUNIU: 6, TIENLEN: 4 } as const satisfies Record<
  (typeof PVP_GAMES)[number],
  number
>;

export const tableCreateBody = z
  .object({
    game: z.enum(PVP_GAMES),
    name: singleLineText().trim().min(2).max(40),
    ...stakesFields,
    seats: z.number().int().min(2).max(9),
    practice: z.boolean().default(false),
    /** Labelled computer players a practice table may seat beside a member; none at real-money tables. */
    botSeats: z.number().int().min(0).max(8).default(0),
    turnSeconds: z.number().int().min(5).max(60).default(15),
    /** New tables start CLOSED unless asked otherwise, so their terms can be checked before anyone sits. */
    status: z.enum(PVP_TABLE_STATUSES).default('CLOSED'),
    /** Free-text chat at this table (it also needs the site-wide switch); phrases and emoji are always on. */
    freeChat: z.boolean().default(false),
    reason: reasonInput,
  })
  .superRefine((body, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    checkStakes(body.game, body, issue);
    if (body.seats > PVP_MAX_SEATS[body.game])
      issue('seats', `this game deals in at most ${PVP_MAX_SEATS[body.game]} players`);
    if (!body.practice && body.botSeats > 0) issue('botSeats', 'real-money tables seat people only');
    if (body.botSeats >= body.seats) issue('botSeats', 'bots must leave a seat for a member');
  });

/** A change of terms: the game and seats stay (players sit at them); the game decides which stakes apply. */
export const tableUpdateBody = z
  .object({
    tableId: tableIdInput,
    game: z.enum(PVP_GAMES),
    name: singleLineText().trim().min(2).max(40),
    ...stakesFields,
    turnSeconds: z.number().int().min(5).max(60),
    /** Left as it is when not sent. */
    freeChat: z.boolean().optional(),
    reason: reasonInput,
  })
  .superRefine((body, context) =>
    checkStakes(body.game, body, (path, message) => context.addIssue({ code: 'custom', path: [path], message })),
  );

export type OpsPvpTableCreate = z.output<typeof tableCreateBody>;
export type OpsPvpTableUpdate = z.output<typeof tableUpdateBody>;

export const opsPvpTableSchema = z.object({
  tableId: z.number().int(),
  game: z.enum(PVP_GAMES),
  name: z.string(),
  stakeLevel: z.string(),
  smallBlind: moneyString.nullable(),
  bigBlind: moneyString.nullable(),
  ante: moneyString.nullable(),
  rakeBp: z.number().int(),
  rakeCap: moneyString,
  minBuyIn: moneyString,
  maxBuyIn: moneyString,
  seats: z.number().int(),
  practice: z.boolean(),
  botSeats: z.number().int(),
  turnSeconds: z.number().int(),
  status: z.enum(PVP_TABLE_STATUSES),
  /** This table's free-text chat switch (the site-wide one is in opsPvpChat). */
  freeChat: z.boolean(),
  /** The instance running the table while its lease holds; null when no instance does. */
  ownerInstance: z.string().nullable(),
  playersSeated: z.number().int(),
  /** The chips in front of the seated players (as of their last settled hand). */
  chipsOnTable: moneyString,
});
export type OpsPvpTable = z.infer<typeof opsPvpTableSchema>;

export const opsPvpHandRow = z.object({
  handId: z.string(),
  tableId: z.number().int(),
  tableName: z.string(),
  game: z.enum(PVP_GAMES),
  stakeLevel: z.string(),
  status: z.enum(['RUNNING', 'ENDED', 'CANCELLED']),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  players: z.number().int(),
  pot: moneyString,
  rake: moneyString,
  /** The searched member's part of the hand, when the search named one. */
  member: z
    .object({ seatNo: z.number().int(), bet: moneyString, won: moneyString, net: moneyString, rake: moneyString })
    .nullable(),
});
