import type { Endpoint, OperatorRole } from '../common/endpoint.ts';
import type { EndpointName } from '../endpoint-table.ts';

/**
 * THE role matrix: which operator role may call which finance-desk endpoint. The endpoint table takes every
 * operator endpoint's `roles` from here (`withOperatorRoles`), the server enforces them before validation
 * (`operator.forbidden`), and docs/ops-roles.md is rendered from it (`npm run generate -w @lucky/contracts`).
 * A new operator endpoint needs an entry here: without one the type check fails (operator endpoints are named
 * ops…) and the table refuses to load, so no desk call is ever open to every role by omission.
 *
 * The rule, and why:
 * - `admin` may call everything: a small merchant runs the desk with one person, and every admin call is audited.
 * - `finance` works the queues where a member's money or claim waits for a person: deposits, withdrawals,
 *   member look-up and adjustments, feedback, and the review of promotion applications and mall redemptions.
 *   Reviewing an application or a redemption is the same work as a deposit or withdrawal review (check the
 *   member's evidence, then pay once or refuse with a reason), so the same desk staffs it; the ledger and the
 *   audit log record who did it. (README used to list these as admin-only; the code and the desk were right.)
 * - Only `admin` sets the rules those reviews follow or that every visitor sees: promotion terms, mall items
 *   and the points rate, VIP levels, missions, referral rules, platform contracts, game switches, vendors and
 *   their wallet secrets, site content, the merchant configuration, the clock; and reads the audit log and the
 *   ledger check. So whoever approves claims cannot also change the terms they approve against.
 */
const EVERY_ROLE = ['admin', 'finance'] as const satisfies readonly OperatorRole[];
const ADMIN = ['admin'] as const satisfies readonly OperatorRole[];

/** Every endpoint that needs an operator token: the ops… names of the table, except the login itself. */
export type OperatorEndpointName = Exclude<Extract<EndpointName, `ops${string}`>, 'opsLogin'>;

export const OPERATOR_ROLE_MATRIX = {
  // The operator's own session.
  opsLogout: EVERY_ROLE,
  opsMe: EVERY_ROLE,
  // The money queues and the member desk.
  opsDepositQueue: EVERY_ROLE,
  opsDepositApprove: EVERY_ROLE,
  opsDepositReject: EVERY_ROLE,
  opsWithdrawalQueue: EVERY_ROLE,
  opsWithdrawalApprove: EVERY_ROLE,
  opsWithdrawalReject: EVERY_ROLE,
  opsWithdrawalMarkPaid: EVERY_ROLE,
  opsWithdrawalResolve: EVERY_ROLE,
  opsWithdrawalProof: EVERY_ROLE,
  opsMemberLookup: EVERY_ROLE,
  opsAdjustment: EVERY_ROLE,
  opsFeedbackList: EVERY_ROLE,
  opsFeedbackReply: EVERY_ROLE,
  opsFeedbackImage: EVERY_ROLE,
  // Reviews of members' claims: finance works them (see above); reading the promotions shows what a claim is for.
  opsPromotionList: EVERY_ROLE,
  opsPromotionApplications: EVERY_ROLE,
  opsPromotionApplicationImage: EVERY_ROLE,
  opsPromotionApplicationApprove: EVERY_ROLE,
  opsPromotionApplicationReject: EVERY_ROLE,
  opsMallRedemptions: EVERY_ROLE,
  opsMallRedemptionApprove: EVERY_ROLE,
  opsMallRedemptionReject: EVERY_ROLE,
  opsVipPayouts: EVERY_ROLE,
  // Oversight and the server itself.
  opsAuditLog: ADMIN,
  opsLedgerCheck: ADMIN,
  opsMerchantConfig: ADMIN,
  opsMerchantConfigUpdate: ADMIN,
  opsClockAdvance: ADMIN,
  // Games and vendors.
  opsGameVendors: ADMIN,
  opsVendorGames: ADMIN,
  opsVendorStatus: ADMIN,
  opsGameStatus: ADMIN,
  opsVendorAccessList: ADMIN,
  opsVendorCreate: ADMIN,
  opsVendorUpdate: ADMIN,
  opsVendorRotateSecret: ADMIN,
  // The lottery desk: its rules (odds, limits, caps, switches) and the draw monitor; voiding a draw refunds every bet on it.
  opsLotteryGames: ADMIN,
  opsLotteryGameUpdate: ADMIN,
  opsLotteryDraws: ADMIN,
  opsLotteryExposure: ADMIN,
  opsLotteryDrawVoid: ADMIN,
  // The sportsbook desk: margins, limits and caps set the book's terms; suspending and voiding move members' bets.
  opsSportsSettings: ADMIN,
  opsSportsSettingsUpdate: ADMIN,
  opsSportsEvents: ADMIN,
  opsSportsLiability: ADMIN,
  opsSportsMarketSuspend: ADMIN,
  opsSportsEventVoid: ADMIN,
  // The card rooms' desk: stakes and rake set the tables' terms; hand history and collusion hints read members' play.
  opsPvpTables: ADMIN,
  opsPvpTableCreate: ADMIN,
  opsPvpTableUpdate: ADMIN,
  opsPvpTableStatus: ADMIN,
  opsPvpLiveTables: ADMIN,
  opsPvpHands: ADMIN,
  opsPvpHandDetail: ADMIN,
  opsPvpRakeReport: ADMIN,
  opsPvpCollusion: ADMIN,
  // Platform contracts of agents.
  opsContractGrant: ADMIN,
  opsContractTerminate: ADMIN,
  opsContractList: ADMIN,
  // Site content every visitor reads.
  opsNoticeList: ADMIN,
  opsNoticeSave: ADMIN,
  opsNoticeEnd: ADMIN,
  opsBannerList: ADMIN,
  opsBannerSave: ADMIN,
  opsHelpList: ADMIN,
  opsHelpSave: ADMIN,
  opsHelpDelete: ADMIN,
  opsSitePageList: ADMIN,
  opsSitePageSave: ADMIN,
  opsMessageSend: ADMIN,
  opsMessageHistory: ADMIN,
  // The rules of rewards: missions, referrals, promotions, VIP levels, the mall and the points rate.
  opsMissionList: ADMIN,
  opsMissionCreate: ADMIN,
  opsMissionUpdate: ADMIN,
  opsMissionStatus: ADMIN,
  opsReferralRules: ADMIN,
  opsReferralRuleUpdate: ADMIN,
  opsPromotionCreate: ADMIN,
  opsPromotionUpdate: ADMIN,
  opsPromotionClose: ADMIN,
  opsVipLevels: ADMIN,
  opsVipLevelSave: ADMIN,
  opsMallItems: ADMIN,
  opsMallItemSave: ADMIN,
  opsMallItemEnable: ADMIN,
  opsPointsConfig: ADMIN,
  opsPointsConfigSave: ADMIN,
} as const satisfies Record<OperatorEndpointName, readonly OperatorRole[]>;

const matrix: Partial<Record<string, readonly OperatorRole[]>> = OPERATOR_ROLE_MATRIX;

/** The roles that may call an operator endpoint (none for a name the matrix lacks). */
export function rolesOf(name: string): readonly OperatorRole[] {
  return matrix[name] ?? [];
}

/** Whether `role` may call `name`: for the desk's menus, a convenience; the server's check is the control. */
export function mayCall(role: OperatorRole, name: OperatorEndpointName): boolean {
  return rolesOf(name).includes(role);
}

/**
 * Gives every operator endpoint of the table its roles from the matrix. Throws at load, so neither the server
 * nor a test starts, when an operator endpoint has no entry, when an entry names an endpoint that needs no
 * operator token, or when a definition carries roles of its own that disagree with the matrix. (An entry for a
 * name the table lacks gates nothing; the type check and role-matrix.test.ts refuse it.)
 */
export function withOperatorRoles<T extends Record<string, Endpoint>>(table: T): T {
  const problems: string[] = [];
  const entries = Object.entries(table).map(([name, endpoint]) => {
    if (endpoint.token !== 'operator') {
      if (name in matrix) problems.push(`${name} needs no operator token but has a role-matrix entry`);
      return [name, endpoint] as const;
    }
    const roles = matrix[name];
    if (!roles) problems.push(`${name} needs an operator token but has no role-matrix entry`);
    else if (endpoint.roles && [...endpoint.roles].sort().join() !== [...roles].sort().join()) {
      problems.push(`${name} declares roles ${endpoint.roles.join('+')} but the matrix says ${roles.join('+')}`);
    }
    return [name, { ...endpoint, roles: roles ?? [] }] as const;
  });
  if (problems.length > 0) throw new Error(`packages/contracts/src/ops/role-matrix.ts: ${problems.join('; ')}`);
  return Object.fromEntries(entries) as T;
}
