import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { singleLineText } from '../common/text.ts';
import { reasonInput } from '../ops/ops-money-endpoints.ts';
import { amountInput } from '../wallet/wallet-common.ts';
import {
  COOL_OFF_DURATIONS,
  PLAY_MONEY_LIMIT_KINDS,
  PLAY_PERIODS,
  SELF_EXCLUSION_DURATIONS,
  SESSION_LIMIT_MINUTES,
  playEventSchema,
  playExclusionSchema,
  playStateSchema,
} from './responsible-play-schemas.ts';

const opsEndpoint = { modules: [], token: 'operator', encrypted: false, tag: 'ops' } as const;
const username = singleLineText().trim().min(1).max(64);

export const opsPlayMember = defineEndpoint({
  ...opsEndpoint,
  method: 'GET',
  path: '/ops/api/responsible-play/member',
  summary: "A member's limits with their use, exclusions and the history of both",
  query: z.object({ username }),
  value: playStateSchema.extend({
    memberId: z.number().int(),
    username: z.string(),
    exclusions: z.array(playExclusionSchema),
    events: z.array(playEventSchema),
  }),
});

export const opsPlayLimitLower = defineEndpoint({
  ...opsEndpoint,
  method: 'POST',
  path: '/ops/api/responsible-play/lower-limit',
  summary: "Lowers (or sets) a member's limit with a reason, audited; never raises one",
  body: z.union([
    z.object({
      username,
      kind: z.enum(PLAY_MONEY_LIMIT_KINDS),
      period: z.enum(PLAY_PERIODS),
      amount: amountInput,
      reason: reasonInput,
    }),
    z.object({
      username,
      kind: z.literal('SESSION'),
      period: z.literal('SESSION'),
      amount: z.number().int().min(SESSION_LIMIT_MINUTES.min).max(SESSION_LIMIT_MINUTES.max),
      reason: reasonInput,
    }),
  ]),
  value: z.object({ username: z.string(), kind: z.string(), period: z.string(), amount: z.string() }),
});

export const opsPlayExclude = defineEndpoint({
  ...opsEndpoint,
  method: 'POST',
  path: '/ops/api/responsible-play/exclude',
  summary: 'Puts a member on a cool-off or self-exclusion with a reason, audited; never shortens one',
  body: z.discriminatedUnion('kind', [
    z.object({ username, kind: z.literal('COOL_OFF'), duration: z.enum(COOL_OFF_DURATIONS), reason: reasonInput }),
    z.object({
      username,
      kind: z.literal('SELF_EXCLUSION'),
      duration: z.enum(SELF_EXCLUSION_DURATIONS),
      reason: reasonInput,
    }),
  ]),
  value: z.object({ endsAt: z.iso.datetime({ offset: true }).nullable() }),
});

export const opsPlayReport = defineEndpoint({
  ...opsEndpoint,
  method: 'GET',
  path: '/ops/api/responsible-play/report',
  summary: 'Exclusions and limit hits of the last days, and the members near a limit now',
  query: z.object({ days: z.coerce.number().int().min(1).max(90).default(30) }),
  value: z.object({
    exclusions: z.array(playExclusionSchema.extend({ username: z.string() })),
    hits: z.array(
      z.object({
        username: z.string(),
        code: z.string(),
        count: z.number().int(),
        lastAt: z.iso.datetime({ offset: true }),
      }),
    ),
    nearLimits: z.array(
      z.object({
        username: z.string(),
        kind: z.string(),
        period: z.string(),
        amount: z.string(),
        used: z.string(),
        share: z.number(),
      }),
    ),
  }),
});
