import { z } from 'zod';
import { GAME_CATEGORIES, TRANSLATED_LANGUAGES } from '../common/constants.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { REFERRAL_REWARD_KINDS } from '../referral/referral-constants.ts';
import { amountInput } from '../wallet/wallet-common.ts';
import {
  MISSION_METRICS,
  MISSION_PERIODS,
  MISSION_STATUSES,
  PROMOTION_COUNT_TYPES,
  REWARD_SOURCES,
} from './mission-constants.ts';
import { multiLineText, singleLineText } from '../common/text.ts';

/** A mission as a member sees it, for the current period of its kind (UTC day or ISO week). */
export const missionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  period: z.enum(MISSION_PERIODS),
  metric: z.enum(MISSION_METRICS),
  gameCategory: z.enum(GAME_CATEGORIES).nullable(),
  /** Money metrics as money strings, ROUNDS as a whole number string. */
  target: z.string(),
  progress: z.string(),
  rewardAmount: moneyString,
  status: z.enum(MISSION_STATUSES),
  periodKey: z.string(),
  /** When this period ends (exclusive); a new period starts afresh. */
  periodEndsAt: z.string(),
  /** When the whole mission ends, if it has an end. */
  endsAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
});

export const missionList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_missionList',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'missions',
  summary: 'Daily and weekly missions running now, with my progress in the current period and what I can claim',
  value: z.object({ list: z.array(missionSchema), claimableCount: z.number().int(), serverTime: z.string() }),
});

export const missionClaim = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_claimMission',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'missions',
  summary: 'Claim a completed mission for the current period: paid once per member, mission and period',
  body: z.object({ missionId: z.number().int().positive() }),
  value: z.object({ mission: missionSchema, amount: moneyString }),
});

export const availablePromotionCounts = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_availablePromotionCounts',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'missions',
  summary: 'Available promotion counts: the MISSION entry counts missions I can claim now (the member-centre badge)',
  value: z.array(z.object({ type: z.enum(PROMOTION_COUNT_TYPES), count: z.number().int() })),
});

export const rewardItemSchema = z.object({
  source: z.enum(REWARD_SOURCES),
  /** Unique within the answer. */
  key: z.string(),
  title: z.string(),
  amount: moneyString,
  missionId: z.number().int().nullable(),
  periodKey: z.string().nullable(),
  friendId: z.number().int().nullable(),
  friendName: z.string().nullable(),
  referralKind: z.enum(REFERRAL_REWARD_KINDS).nullable(),
  /** A mission reward must be claimed before its period ends. */
  expiresAt: z.string().nullable(),
});

export const rewardCenter = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_rewardCenter',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'missions',
  summary: 'Everything I can claim now from missions and (when referral is on) invited friends, with the total',
  value: z.object({ items: z.array(rewardItemSchema), totalAmount: moneyString, isReferralEnabled: z.boolean() }),
});

const localizedInput = (text: typeof singleLineText) =>
  z
    .partialRecord(z.enum(TRANSLATED_LANGUAGES), text().trim().max(500))
    .refine((text) => Boolean(text.EN?.length), { message: 'the English text is required' });
const instantInput = z.iso.datetime({ offset: true }).nullable();

export const missionInput = z.object({
  title: localizedInput(singleLineText),
  description: localizedInput(multiLineText),
  period: z.enum(MISSION_PERIODS),
  metric: z.enum(MISSION_METRICS),
  gameCategory: z.enum(GAME_CATEGORIES).nullable().default(null),
  /** Money for VALID_BET and DEPOSIT ("100.00"), a whole number of rounds for ROUNDS. */
  target: amountInput,
  rewardAmount: amountInput,
  sort: z.number().int().min(0).max(100_000).default(0),
  startsAt: instantInput.default(null),
  endsAt: instantInput.default(null),
});

export const opsMissionSchema = z.object({
  id: z.number().int(),
  title: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  period: z.enum(MISSION_PERIODS),
  metric: z.enum(MISSION_METRICS),
  gameCategory: z.enum(GAME_CATEGORIES).nullable(),
  target: z.string(),
  rewardAmount: moneyString,
  enabled: z.boolean(),
  sort: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  claimCount: z.number().int(),
  paidAmount: moneyString,
  updatedAt: z.string(),
});

export const opsMissionList = defineEndpoint({
  method: 'GET',
  path: '/ops/api/missions',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Every mission with its texts, settings, claims made and amount paid',
  value: z.array(opsMissionSchema),
});

export const opsMissionCreate = defineEndpoint({
  method: 'POST',
  path: '/ops/api/missions/create',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Create a mission (audited); it starts enabled',
  body: missionInput,
  value: opsMissionSchema,
});

export const opsMissionUpdate = defineEndpoint({
  method: 'POST',
  path: '/ops/api/missions/update',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Edit a mission (audited); claims already paid are kept',
  body: missionInput.extend({ id: z.number().int().positive() }),
  value: opsMissionSchema,
});

export const opsMissionStatus = defineEndpoint({
  method: 'POST',
  path: '/ops/api/missions/status',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Enable or disable a mission (audited)',
  body: z.object({ id: z.number().int().positive(), enabled: z.boolean() }),
  value: opsMissionSchema,
});
