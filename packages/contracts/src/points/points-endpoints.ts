import { z } from 'zod';
import { GAME_CATEGORIES } from '../common/constants.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { localizedLongText, localizedText } from '../vip/localized-text.ts';
import { pageOf, pageQuery, paymentPasswordInput, requestIdInput } from '../wallet/wallet-common.ts';
import {
  MALL_ITEM_KINDS,
  MALL_REDEMPTION_STATUSES,
  POINTS_RECORD_STATUSES,
  POINTS_RECORD_TYPES,
} from './points-constants.ts';
import { multiLineText, singleLineText } from '../common/text.ts';

/** Points are whole numbers; they never expire. */
const points = z.number().int();

export const mallItemSchema = z.object({
  id: z.number().int(),
  names: localizedText,
  descriptions: localizedLongText,
  imageUrl: z.string(),
  kind: z.enum(MALL_ITEM_KINDS),
  pointsCost: points,
  cashValue: moneyString,
  /** Null: unlimited. */
  stock: z.number().int().nullable(),
});

export const mallRedemptionSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  itemId: z.number().int(),
  itemNames: localizedText,
  itemImageUrl: z.string(),
  kind: z.enum(MALL_ITEM_KINDS),
  quantity: z.number().int(),
  points,
  cashValue: moneyString,
  status: z.enum(MALL_REDEMPTION_STATUSES),
  deliveryInfo: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});

/** A points record with the fields of spec section 3. */
export const pointsRecordSchema = z.object({
  id: z.number().int(),
  /** The size of the change. */
  points,
  /** The money it came from or went to (valid bet, deposit, cash), null when none. */
  amount: moneyString.nullable(),
  /** Signed change of the balance. */
  change: points,
  balance: points,
  remark: z.string().nullable(),
  type: z.enum(POINTS_RECORD_TYPES),
  applyTime: z.string(),
  status: z.enum(POINTS_RECORD_STATUSES),
  referenceNo: z.string(),
});

const rateInput = singleLineText()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,4})?$/, 'a decimal amount');

/** How points are earned and converted: money per point for each source; "0" earns nothing. */
export const pointsConfigSchema = z.object({
  betMoneyPerPoint: z.record(z.enum(GAME_CATEGORIES), rateInput),
  depositMoneyPerPoint: rateInput,
  convert: z.object({
    isEnabled: z.boolean(),
    /** `points` points become `cash` in the wallet; converting takes multiples of `points`. */
    points: z.number().int().min(1).max(1_000_000),
    cash: rateInput,
    minPoints: z.number().int().min(1).max(100_000_000),
  }),
});
export type PointsConfig = z.infer<typeof pointsConfigSchema>;

export const pointsBalance = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/PTS_balance',
  modules: ['POINTMALL3'],
  token: 'member',
  encrypted: false,
  tag: 'points',
  summary: 'My points balance and everything ever earned (points never expire)',
  value: z.object({ balance: points, lifetime: points }),
});

export const pointsRewardList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/PTS_rewardList',
  modules: ['POINTMALL3'],
  token: 'none',
  encrypted: false,
  tag: 'points',
  summary: 'The items of the points mall that can be redeemed',
  value: z.object({ list: z.array(mallItemSchema), currency: z.string() }),
});

export const pointsRedeem = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/PTS_redeem',
  modules: ['POINTMALL3'],
  token: 'member',
  encrypted: false,
  tag: 'points',
  summary: 'Redeem an item with points (payment password); cash is paid at once, goods wait for the operator',
  body: z.object({
    itemId: z.number().int().positive(),
    quantity: z.number().int().min(1).max(10).default(1),
    paymentPassword: paymentPasswordInput,
    requestId: requestIdInput,
    deliveryInfo: multiLineText().trim().max(300).optional(),
  }),
  value: z.object({ redemption: mallRedemptionSchema, balance: points }),
});

export const pointsRedeemedList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/PTS_redeemedList',
  modules: ['POINTMALL3'],
  token: 'member',
  encrypted: false,
  tag: 'points',
  summary: 'My redemptions, newest first',
  query: z.object({ ...pageQuery, status: z.enum(MALL_REDEMPTION_STATUSES).optional() }),
  value: pageOf(mallRedemptionSchema),
});

export const pointsConfig = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/PTS_config',
  modules: ['POINTMALL3'],
  token: 'none',
  encrypted: false,
  tag: 'points',
  summary: 'How points are earned (per category and deposit) and converted to cash',
  value: pointsConfigSchema.extend({ currency: z.string() }),
});

export const pointsConvert = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/PTS_convert',
  modules: ['POINTMALL3'],
  token: 'member',
  encrypted: false,
  tag: 'points',
  summary: 'Convert points to cash in the wallet at the configured rate (payment password)',
  body: z.object({
    points: z.number().int().positive().max(1_000_000_000),
    paymentPassword: paymentPasswordInput,
    requestId: requestIdInput,
  }),
  value: z.object({ points, cash: moneyString, balance: points }),
});

export const pointsRecords = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/PTS_memberTransactionDetail',
  modules: ['POINTMALL3'],
  token: 'member',
  encrypted: false,
  tag: 'points',
  summary: 'My points records, newest first, optionally of one type',
  query: z.object({ ...pageQuery, type: z.enum(POINTS_RECORD_TYPES).optional() }),
  value: pageOf(pointsRecordSchema),
});
