import { z } from 'zod';
import { moneyString } from '../common/envelope.ts';

/** Money limits per period; SESSION is the session time limit, in minutes. */
export const PLAY_LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER', 'SESSION'] as const;
export const PLAY_MONEY_LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export const PLAY_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export const COOL_OFF_DURATIONS = ['24H', '7D', '30D'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6M', '1Y', '5Y', 'PERMANENT'] as const;
/** Reality-check intervals a player may choose, in minutes. */
export const REALITY_CHECK_MINUTES = [5, 10, 15, 20, 30, 45, 60, 90, 120] as const;
export const SESSION_LIMIT_MINUTES = { min: 5, max: 24 * 60 } as const;
/** A raise or removal applies only after this wait and the player's confirmation within the confirmation window. */
export const LIMIT_RAISE_WAIT_HOURS = 24;
export const LIMIT_CONFIRM_WINDOW_DAYS = 7;
/** At the end of a self-exclusion the account reopens this long after the player asks. */
export const REOPEN_WAIT_HOURS = 24;
/** Share of a limit at which the desk flags a member as near it. */
export const NEAR_LIMIT_SHARE = 0.8;

/**
 * What the seamless wallet answers a vendor whose debit responsible play refuses (with the balance, as every answer):
 * `play.blocked` (cool-off or self-exclusion), `play.limit.wager`, `play.limit.loss`, `play.session.limit`.
 */
export const SEAMLESS_PLAY_REFUSALS = [
  'play.blocked',
  'play.limit.wager',
  'play.limit.loss',
  'play.session.limit',
] as const;

const instant = z.iso.datetime({ offset: true });

export const playLimitSchema = z.object({
  kind: z.enum(PLAY_LIMIT_KINDS),
  period: z.enum([...PLAY_PERIODS, 'SESSION']),
  /** Money for DEPOSIT, LOSS and WAGER; whole minutes for SESSION. */
  amount: z.string(),
  /** What is used of it in the current window (money), or minutes of the current session. */
  used: z.string(),
  resetsAt: instant.nullable(),
  pending: z
    .object({
      amount: z.string().nullable(),
      isRemoval: z.boolean(),
      requestedAt: instant,
      confirmFrom: instant,
      confirmUntil: instant,
    })
    .nullable(),
});
export type PlayLimitView = z.infer<typeof playLimitSchema>;

export const playExclusionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['COOL_OFF', 'SELF_EXCLUSION']),
  duration: z.enum([...COOL_OFF_DURATIONS, ...SELF_EXCLUSION_DURATIONS]),
  startsAt: instant,
  /** Null: permanent. */
  endsAt: instant.nullable(),
  reopenRequestedAt: instant.nullable(),
  reopensAt: instant.nullable(),
  byOperator: z.boolean(),
});

export const playStateSchema = z.object({
  currency: z.string(),
  limits: z.array(playLimitSchema),
  realityCheckMinutes: z.number().int().nullable(),
  /** The exclusion that still blocks play (running, or ended and not reopened yet), if any. */
  exclusion: playExclusionSchema.nullable(),
  canRequestReopen: z.boolean(),
});

export const playEventSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  kind: z.string().nullable(),
  period: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  operator: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: instant,
});

export const statementMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  deposits: moneyString,
  withdrawals: moneyString,
  wagers: moneyString,
  wins: moneyString,
  net: moneyString,
});
