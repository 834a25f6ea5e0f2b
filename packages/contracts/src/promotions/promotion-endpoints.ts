import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { pageOf, pageQuery } from '../wallet/wallet-common.ts';
import {
  bonusRecordSchema,
  localizedTextSchema,
  PROMOTION_TYPES,
  promotionDetailSchema,
  promotionSchema,
  turnoverSummarySchema,
} from './promotion-schemas.ts';

const promotionIdBody = z.object({ promotionId: z.number().int().positive() });

export const promotionList = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_promotionList',
  modules: [],
  token: 'optional',
  encrypted: false,
  tag: 'promotions',
  summary:
    "Live and coming-soon promotions (and those ended in the last 30 days), optionally of one type; with a session, the member's status in each",
  query: z.object({ type: z.enum(PROMOTION_TYPES).optional() }),
  value: z.object({ list: z.array(promotionSchema) }),
});

export const promotionDetail = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_promotionDetail',
  modules: [],
  token: 'optional',
  encrypted: false,
  tag: 'promotions',
  summary: "One promotion with its full content and, with a session, the member's status",
  query: z.object({ id: z.coerce.number().int().positive() }),
  value: promotionDetailSchema,
});

export const promotionJoin = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_joinPromotion',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'promotions',
  summary:
    'Join a deposit-bonus promotion for the current period; the next qualifying deposit makes the bonus claimable',
  body: promotionIdBody,
  value: promotionSchema,
});

export const promotionClaim = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_claimPromotion',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'promotions',
  summary:
    'Claim a deposit bonus (after a qualifying deposit) or the unclaimed daily rebates (manual rebate, MANPLAYREB3); paid once per member and period',
  body: promotionIdBody,
  value: z.object({ amount: moneyString, promotion: promotionSchema }),
});

export const promotionApply = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_applyPromotion',
  modules: [],
  token: 'member',
  encrypted: false,
  bodyFormat: 'multipart',
  tag: 'promotions',
  summary:
    'Apply for an application promotion (multipart/form-data: fields promotionId and comment of at most 140 characters, up to 3 png or jpg images of at most 5 MB in field "file")',
  value: z.object({ applicationId: z.number().int(), promotion: promotionSchema }),
});

export const promotionRaffleClaim = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'promotions',
  summary:
    "Draw this period's raffle prize (once per member and period, for members whose deposits of the period reach the minimum)",
  body: promotionIdBody,
  value: z.object({ prize: z.object({ name: localizedTextSchema, amount: moneyString }), promotion: promotionSchema }),
});

export const bonusDetails = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_bonusDetails',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'promotions',
  summary: 'Bonus details: every promotion payout of the member, newest first, in a date range',
  query: z.object({ ...pageQuery }),
  value: pageOf(bonusRecordSchema).extend({ total: moneyString }),
});

export const turnoverRequirements = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_turnoverRequirements',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'promotions',
  summary: 'The valid bet the member must still turn over before withdrawing, and its requirements',
  value: turnoverSummarySchema,
});
