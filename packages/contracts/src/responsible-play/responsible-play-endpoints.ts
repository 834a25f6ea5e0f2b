import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { amountInput } from '../wallet/wallet-common.ts';
import {
  COOL_OFF_DURATIONS,
  PLAY_MONEY_LIMIT_KINDS,
  PLAY_PERIODS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DURATIONS,
  SESSION_LIMIT_MINUTES,
  playStateSchema,
  statementMonthSchema,
} from './responsible-play-schemas.ts';

const memberEndpoint = { modules: [], token: 'member', encrypted: false, tag: 'responsible-play' } as const;

export const limitTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(PLAY_MONEY_LIMIT_KINDS), period: z.enum(PLAY_PERIODS) }),
  z.object({ kind: z.literal('SESSION'), period: z.literal('SESSION') }),
]);

export const playState = defineEndpoint({
  ...memberEndpoint,
  method: 'GET',
  path: '/wps/relay/RP_state',
  summary: 'My limits (with what is used and when each resets), reality check and exclusion',
  value: playStateSchema,
});

export const playLimitSet = defineEndpoint({
  ...memberEndpoint,
  method: 'POST',
  path: '/wps/relay/RP_limitSet',
  summary: 'Sets, lowers, raises or removes a limit: lower applies at once, raise or removal after 24 h and a confirm',
  body: z.union([
    z.object({
      kind: z.enum(PLAY_MONEY_LIMIT_KINDS),
      period: z.enum(PLAY_PERIODS),
      amount: amountInput.nullable().describe('null removes the limit'),
    }),
    z.object({
      kind: z.literal('SESSION'),
      period: z.literal('SESSION'),
      amount: z.number().int().min(SESSION_LIMIT_MINUTES.min).max(SESSION_LIMIT_MINUTES.max).nullable(),
    }),
  ]),
  value: playStateSchema.extend({ applied: z.enum(['NOW', 'PENDING', 'UNCHANGED']) }),
});

export const playLimitConfirm = defineEndpoint({
  ...memberEndpoint,
  method: 'POST',
  path: '/wps/relay/RP_limitConfirm',
  summary: 'Confirms a raise or removal once its 24 hours have passed (within 7 days)',
  body: limitTarget,
  value: playStateSchema,
});

export const playRealityCheckSet = defineEndpoint({
  ...memberEndpoint,
  method: 'POST',
  path: '/wps/relay/RP_realityCheck',
  summary: 'Chooses the reality-check interval in minutes (null: none)',
  body: z.object({
    minutes: z
      .number()
      .int()
      .refine((value) => (REALITY_CHECK_MINUTES as readonly number[]).includes(value), 'not an offered interval')
      .nullable(),
  }),
  value: playStateSchema,
});

export const playExclude = defineEndpoint({
  ...memberEndpoint,
  method: 'POST',
  path: '/wps/relay/RP_exclude',
  summary: 'Takes a cool-off or self-excludes: effective at once, every session ended; cannot be shortened',
  body: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('COOL_OFF'), duration: z.enum(COOL_OFF_DURATIONS) }),
    z.object({ kind: z.literal('SELF_EXCLUSION'), duration: z.enum(SELF_EXCLUSION_DURATIONS) }),
  ]),
  value: z.object({ endsAt: z.iso.datetime({ offset: true }).nullable() }),
});

export const playReopen = defineEndpoint({
  ...memberEndpoint,
  method: 'POST',
  path: '/wps/relay/RP_reopen',
  summary: 'Asks to reopen the account after a self-exclusion ended: play resumes 24 hours later',
  value: playStateSchema,
});

export const playSession = defineEndpoint({
  ...memberEndpoint,
  method: 'GET',
  path: '/wps/relay/RP_session',
  summary: "This session's time and net result, for the reality check",
  value: z.object({
    startedAt: z.iso.datetime({ offset: true }),
    minutesPlayed: z.number().int(),
    wagered: moneyString,
    net: moneyString,
    realityCheckMinutes: z.number().int().nullable(),
  }),
});

export const playStatement = defineEndpoint({
  ...memberEndpoint,
  method: 'GET',
  path: '/wps/relay/RP_statement',
  summary: 'Deposits, withdrawals, wagers and net result by month (the last 12 months)',
  value: z.object({ currency: z.string(), months: z.array(statementMonthSchema) }),
});
