import type { Endpoint, OperatorRole } from '../common/endpoint.ts';
import type { EndpointName } from '../endpoint-table.ts';

/**
 * THE role matrix: which operator role may call which desk endpoint. The endpoint table takes every operator
 * endpoint's `roles` from here (`withOperatorRoles`), the server enforces them before validation
 * (`operator.forbidden`), the desk shows a role only the sections whose calls it may make (`mayCall`), and
 * docs/ops-roles.md is rendered from it (`npm run generate -w @lucky/contracts`). A new operator endpoint needs an
 * entry here: without one the type check fails (operator endpoints are named ops…) and the table refuses to load,
 * so no desk call is ever open to every role by omission.
 *
 * Roles are granted per desk (DESK_ROLES below), and each endpoint names its desk, so a role's reach reads in
 * one place. The rule, and why:
 * - `admin` may call everything: a small merchant runs the desk with one person, and every admin call is audited.
 *   Only admin manages operators, reads the audit log and runs the ledger check, changes the merchant
 *   configuration and the clock, and sets the games' and products' terms.
 * - `finance` works the queues where a member's money or claim waits for a person: deposits, withdrawals,
 *   adjustments, VIP payouts, and the review of promotion applications and mall redemptions (the same check the
 *   evidence, then pay once or refuse work as a deposit review).
 * - `support` answers members: member look-up and feedback, nothing that moves money.
 * - `risk` reads members and the products' exposure, hands and collusion hints, and nothing that moves money.
 * - `marketing` sets the rules of rewards: promotions, missions, referral rules, VIP levels, the mall and the
 *   points rate, and sends member messages. Whoever sets those terms does not approve claims against them
 *   (finance does), and whoever approves claims cannot change the terms.
 * - `content` edits what every visitor reads: notices, banners, help articles, site pages; and sends messages.
 */
type Roles = readonly OperatorRole[];
export const DESK_ROLES = {
  /** The operator's own session. */
  session: ['admin', 'finance', 'support', 'risk', 'marketing', 'content'],
  /** Money waiting for a person: queues, adjustments, payouts, claim reviews. */
  money: ['admin', 'finance'],
  /** Finding a member and reading their funds. */
  members: ['admin', 'finance', 'support', 'risk'],
  /** Verification (KYC) reviews: the desks that check who a member is; finance reads the state on the player 360. */
  kyc: ['admin', 'risk', 'support'],
  /** Members' feedback and its replies. */
  feedback: ['admin', 'finance', 'support'],
  /** The promotions as they stand: finance reviews claims against them, marketing writes them. */
  promotionsRead: ['admin', 'finance', 'marketing'],
  /** The rules of rewards. */
  marketing: ['admin', 'marketing'],
  /** Site content every visitor reads. */
  content: ['admin', 'content'],
  /** Member messages: announcements by content or marketing. */
  messages: ['admin', 'content', 'marketing'],
  /** Reading the products' exposure, hands and hints. */
  risk: ['admin', 'risk'],
  /** Games, vendors and products' terms; agents' platform contracts; the server and its configuration. */
  admin: ['admin'],
  /** Operator accounts, their roles, second factors and login history. */
  operators: ['admin'],
  /** The audit log and the ledger check. */
  oversight: ['admin'],
  /** The dashboard, reports and the daily reconciliation: figures to read, nothing that moves money. */
  reports: ['admin', 'finance', 'risk'],
} as const satisfies Record<string, Roles>;
const D = DESK_ROLES;

/** Every endpoint that needs an operator token: the ops… names of the table, except the login and its enrolment. */
export type OperatorEndpointName = Exclude<
  Extract<EndpointName, `ops${string}`>,
  'opsLogin' | 'opsTotpEnrolStart' | 'opsTotpEnrolConfirm'
>;

export const OPERATOR_ROLE_MATRIX = {
  // The operator's own session.
  opsLogout: D.session,
  opsMe: D.session,
  // Operators.
  opsOperatorList: D.operators,
  opsOperatorCreate: D.operators,
  opsOperatorUpdate: D.operators,
  opsOperatorResetTotp: D.operators,
  opsOperatorLogins: D.operators,
  // The money queues and the member desk.
  opsDepositQueue: D.money,
  opsDepositApprove: D.money,
  opsDepositReject: D.money,
  opsWithdrawalQueue: D.money,
  opsWithdrawalApprove: D.money,
  opsWithdrawalReject: D.money,
  opsWithdrawalMarkPaid: D.money,
  opsWithdrawalResolve: D.money,
  opsWithdrawalProof: D.money,
  opsMemberLookup: D.members,
  opsAdjustment: D.money,
  // The member desk (issue 19): search, the player 360 page, notes and account actions (closing is admin's: the
  // service refuses it to other roles); the second operator's queue of adjustments above the role threshold.
  opsMemberSearch: D.members,
  opsMemberDetail: D.members,
  opsMemberRecords: D.members,
  opsMemberNote: D.members,
  opsMemberAction: D.members,
  opsAdjustmentQueue: D.money,
  opsAdjustmentApprove: D.money,
  opsAdjustmentReject: D.money,
  // Risk: the queue and the blacklists are the risk desk's; a member's flags read wherever the member is read;
  // a withdrawal's risk panel wherever a withdrawal is reviewed or its risk weighed.
  opsRiskQueue: D.risk,
  opsBlacklist: D.risk,
  opsBlacklistAdd: D.risk,
  opsBlacklistRemove: D.risk,
  opsMemberRiskFlags: D.members,
  opsWithdrawalRisk: D.reports,
  // Verification (KYC): the review queue, the images and decisions; the member's state on the player 360 page.
  opsKycQueue: D.kyc,
  opsKycDocumentImage: D.kyc,
  opsKycReview: D.kyc,
  opsKycMember: D.members,
  // The agent network: moving members and sub-trees, account types, top-level agents, contract terminations.
  opsMemberMove: D.admin,
  opsMemberAccountType: D.admin,
  opsAgentTree: D.admin,
  opsAgentCreate: D.admin,
  opsContractTerminationAnswer: D.admin,
  // The member desk (issue 19): search, the player 360 page, notes and account actions (closing is admin's: the
  // service refuses it to other roles); the second operator's queue of adjustments above the role threshold.
  // The agent network: moving members and sub-trees, account types, top-level agents, contract terminations.
  opsFeedbackList: D.feedback,
  opsFeedbackReply: D.feedback,
  opsFeedbackImage: D.feedback,
  // Reviews of members' claims: finance works them (see above); reading the promotions shows what a claim is for.
  opsPromotionList: D.promotionsRead,
  opsPromotionApplications: D.money,
  opsPromotionApplicationImage: D.money,
  opsPromotionApplicationApprove: D.money,
  opsPromotionApplicationReject: D.money,
  opsMallRedemptions: D.money,
  opsMallRedemptionApprove: D.money,
  opsMallRedemptionReject: D.money,
  opsVipPayouts: D.money,
  // Oversight and the server itself.
  opsAuditLog: D.oversight,
  opsLedgerCheck: D.oversight,
  // The dashboard, reports and the daily reconciliation (modules/reports).
  opsReportDashboard: D.reports,
  opsReportGaming: D.reports,
  opsReportMoney: D.reports,
  opsReportPlayers: D.reports,
  opsReportBonus: D.reports,
  opsReconciliation: D.reports,
  opsMerchantConfig: D.admin,
  opsMerchantConfigUpdate: D.admin,
  opsClockAdvance: D.admin,
  // Games and vendors.
  opsGameVendors: D.admin,
  opsVendorGames: D.admin,
  opsVendorStatus: D.admin,
  opsGameStatus: D.admin,
  opsVendorAccessList: D.admin,
  opsVendorCreate: D.admin,
  opsVendorUpdate: D.admin,
  opsVendorRotateSecret: D.admin,
  // The lottery desk: its rules (odds, limits, caps, switches) and the draw monitor; voiding a draw refunds every bet on it.
  opsLotteryGames: D.admin,
  opsLotteryGameUpdate: D.admin,
  opsLotteryDraws: D.admin,
  opsLotteryExposure: D.risk,
  opsLotteryDrawVoid: D.admin,
  // The sportsbook desk: margins, limits and caps set the book's terms; suspending and voiding move members' bets.
  opsSportsSettings: D.admin,
  opsSportsSettingsUpdate: D.admin,
  opsSportsEvents: D.admin,
  opsSportsLiability: D.risk,
  opsSportsMarketSuspend: D.admin,
  opsSportsEventVoid: D.admin,
  // The card rooms' desk: stakes and rake set the tables' terms; hand history and collusion hints read members' play.
  opsPvpTables: D.admin,
  opsPvpTableCreate: D.admin,
  opsPvpTableUpdate: D.admin,
  opsPvpTableStatus: D.admin,
  opsPvpLiveTables: D.admin,
  opsPvpHands: D.risk,
  opsPvpHandDetail: D.risk,
  opsPvpRakeReport: D.admin,
  opsPvpCollusion: D.risk,
  opsPvpChat: D.admin,
  opsPvpChatUpdate: D.admin,
  opsPvpChatTable: D.admin,
  opsPvpChatMute: D.admin,
  // Platform contracts of agents.
  opsContractGrant: D.admin,
  opsContractTerminate: D.admin,
  opsContractList: D.admin,
  // Site content every visitor reads.
  opsNoticeList: D.content,
  opsNoticeSave: D.content,
  opsNoticeEnd: D.content,
  opsBannerList: D.content,
  opsBannerSave: D.content,
  opsHelpList: D.content,
  opsHelpSave: D.content,
  opsHelpDelete: D.content,
  opsSitePageList: D.content,
  opsSitePageSave: D.content,
  opsMessageSend: D.messages,
  opsMessageHistory: D.messages,
  // The rules of rewards: missions, referrals, promotions, VIP levels, the mall and the points rate.
  opsMissionList: D.marketing,
  opsMissionCreate: D.marketing,
  opsMissionUpdate: D.marketing,
  opsMissionStatus: D.marketing,
  opsReferralRules: D.marketing,
  opsReferralRuleUpdate: D.marketing,
  opsPromotionCreate: D.marketing,
  opsPromotionUpdate: D.marketing,
  opsPromotionClose: D.marketing,
  opsVipLevels: D.marketing,
  opsVipLevelSave: D.marketing,
  opsMallItems: D.marketing,
  opsMallItemSave: D.marketing,
  opsMallItemEnable: D.marketing,
  opsPointsConfig: D.marketing,
  opsPointsConfigSave: D.marketing,
  // Responsible play: reading a member's limits is member work; lowering a limit or excluding protects the member
  // (audited, never the other way), so the desks that look after members may do it.
  opsPlayMember: D.members,
  opsPlayLimitLower: D.members,
  opsPlayExclude: D.members,
  opsPlayReport: D.members,
} as const satisfies Record<OperatorEndpointName, Roles>;

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
