import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { moneyString } from '../common/envelope.ts';
import { checkDayRange, dayInput } from '../pvp/pvp-ops-schemas.ts';

/*
 * The desk's dashboard, reports and daily reconciliation (apps/server/src/modules/reports). Days are UTC, as the
 * roll-ups they read. GGR is what members staked less what they were paid on settled rounds; NGR is GGR less the
 * bonus cost (the net outflow of the house's bonus account: promotions, VIP, missions, referral, points). Bonus cost
 * belongs to a member, not to a game, so the product, vendor and game reports show GGR only.
 */

export const REPORT_DIMENSIONS = ['day', 'product', 'vendor', 'game', 'agent'] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

const count = z.number().int();
const rangeQuery = z.object({ from: dayInput, to: dayInput }).superRefine(checkDayRange);
/** When the roll-ups a report reads were last brought up to date (null: never yet). */
const rolledUpAt = z.string().nullable();
/** Where the figures were read: the primary, or the read replica with its lag at the time. */
const readFrom = z.object({ source: z.enum(['primary', 'replica']), lagMs: z.number().nullable() });

const moneyCount = z.object({ count, amount: moneyString });

export const opsReportDashboard = defineEndpoint({
  method: 'GET',
  path: '/ops/api/reports/dashboard',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-reports',
  summary:
    "Today's figures (UTC day): deposits, withdrawals, GGR, bonus cost and NGR, active players, new members and first-time depositors, and the queues waiting for an operator",
  value: z.object({
    day: z.string(),
    deposits: moneyCount.extend({ depositors: count }),
    withdrawals: moneyCount,
    bet: moneyString,
    payout: moneyString,
    ggr: moneyString,
    bonusCost: moneyString,
    ngr: moneyString,
    activePlayers: count,
    newMembers: count,
    firstDepositors: moneyCount,
    pending: z.object({
      deposits: moneyCount,
      withdrawals: moneyCount,
      promotionApplications: count,
      mallRedemptions: count,
      feedback: count,
    }),
    rolledUpAt,
    readFrom,
  }),
});

/** One row of the gaming report: a day, product (category), vendor, game or agent (its whole team). */
export const gamingRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  rounds: count,
  bet: moneyString,
  validBet: moneyString,
  payout: moneyString,
  ggr: moneyString,
  /** Null where bonus cost cannot be attributed (product, vendor, game). */
  bonusCost: moneyString.nullable(),
  ngr: moneyString.nullable(),
  /** Players with a settled round: per day and per agent's team a count of distinct members, else null. */
  players: count.nullable(),
});

export const opsReportGaming = defineEndpoint({
  method: 'GET',
  path: '/ops/api/reports/gaming',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-reports',
  summary:
    'GGR and NGR over a range of days grouped by day, product, vendor, game or agent (the agents directly under parentAgentId, or the top-level agents), with the totals',
  query: z
    .object({
      from: dayInput,
      to: dayInput,
      by: z.enum(REPORT_DIMENSIONS).default('day'),
      parentAgentId: z.coerce.number().int().min(1).optional(),
    })
    .superRefine(checkDayRange),
  value: z.object({
    from: z.string(),
    to: z.string(),
    by: z.enum(REPORT_DIMENSIONS),
    rows: z.array(gamingRowSchema),
    totals: gamingRowSchema.omit({ key: true, label: true }),
    rolledUpAt,
    readFrom,
  }),
});

export const opsReportMoney = defineEndpoint({
  method: 'GET',
  path: '/ops/api/reports/money',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-reports',
  summary: 'Deposits credited and withdrawals paid out per day, and deposits per payment method, over a range of days',
  query: rangeQuery,
  value: z.object({
    from: z.string(),
    to: z.string(),
    days: z.array(
      z.object({
        day: z.string(),
        deposits: moneyString,
        depositCount: count,
        depositors: count,
        withdrawals: moneyString,
        withdrawalCount: count,
        net: moneyString,
      }),
    ),
    methods: z.array(z.object({ methodCode: z.string(), methodName: z.string(), count, amount: moneyString })),
    readFrom,
  }),
});

export const opsReportPlayers = defineEndpoint({
  method: 'GET',
  path: '/ops/api/reports/players',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-reports',
  summary:
    'Per day: registrations, first deposits (members and amount) and active players; and retention of each registration day (players active 1, 7 and 30 days later)',
  query: rangeQuery,
  value: z.object({
    from: z.string(),
    to: z.string(),
    days: z.array(
      z.object({
        day: z.string(),
        registrations: count,
        firstDepositors: count,
        firstDepositAmount: moneyString,
        activePlayers: count,
      }),
    ),
    cohorts: z.array(
      z.object({
        day: z.string(),
        registered: count,
        deposited: count,
        /** Members of the cohort with a settled round on day +1, +7 and +30 (null while that day is still to come). */
        day1: count.nullable(),
        day7: count.nullable(),
        day30: count.nullable(),
      }),
    ),
    readFrom,
  }),
});

export const opsReportBonus = defineEndpoint({
  method: 'GET',
  path: '/ops/api/reports/bonus',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-reports',
  summary:
    "Bonus cost per day and per kind (the house bonus account's transfers: paid out, taken back, net), over a range of days",
  query: rangeQuery,
  value: z.object({
    from: z.string(),
    to: z.string(),
    rows: z.array(
      z.object({
        day: z.string(),
        kind: z.string(),
        transfers: count,
        paid: moneyString,
        returned: moneyString,
        net: moneyString,
      }),
    ),
    kinds: z.array(z.object({ kind: z.string(), transfers: count, net: moneyString })),
    total: moneyString,
    rolledUpAt,
    readFrom,
  }),
});

export const RECONCILIATION_CHECKS = ['DEPOSITS', 'WITHDRAWALS', 'GAMES'] as const;

export const opsReconciliation = defineEndpoint({
  method: 'GET',
  path: '/ops/api/reports/reconciliation',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops-reports',
  summary:
    "A day's reconciliation: every house account's flows by transfer kind from the ledger, and deposits, withdrawals and game results from their own records beside what the ledger moved for them",
  query: z.object({ day: dayInput }),
  value: z.object({
    day: z.string(),
    accounts: z.array(
      z.object({
        account: z.string(),
        inflow: moneyString,
        outflow: moneyString,
        net: moneyString,
        transfers: count,
        kinds: z.array(z.object({ kind: z.string(), inflow: moneyString, outflow: moneyString, transfers: count })),
      }),
    ),
    checks: z.array(
      z.object({
        check: z.enum(RECONCILIATION_CHECKS),
        records: moneyString,
        ledger: moneyString,
        difference: moneyString,
      }),
    ),
    rolledUpAt,
    readFrom,
  }),
});
