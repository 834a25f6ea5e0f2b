import type { DeskSection } from './desk-section.ts';

/**
 * The desks that were tabs before the back-office layout, now each at its own address. Screens added with the
 * back office (member 360, reports, settings…) list themselves in their folder's desk-sections.ts.
 */
export const BUILTIN_SECTIONS: DeskSection[] = [
  {
    route: 'members/lookup',
    nav: { group: 'members', ns: 'ops', label: 'nav.lookup', order: 50 },
    endpoint: 'opsMemberLookup',
    load: () => import('../members/member-lookup.tsx').then((module) => module.MemberLookup),
  },
  {
    route: 'members/feedback',
    nav: { group: 'members', ns: 'ops', label: 'nav.feedback', order: 60 },
    endpoint: 'opsFeedbackList',
    load: () => import('../feedback/ops-feedback-desk.tsx').then((module) => module.OpsFeedbackDesk),
  },
  {
    route: 'money/deposits',
    nav: { group: 'money', ns: 'ops', label: 'nav.deposits', order: 10 },
    endpoint: 'opsDepositQueue',
    load: () => import('../finance/deposit-queue.tsx').then((module) => module.DepositQueue),
  },
  {
    route: 'money/withdrawals',
    nav: { group: 'money', ns: 'ops', label: 'nav.withdrawals', order: 20 },
    endpoint: 'opsWithdrawalQueue',
    load: () => import('../finance/withdrawal-queue.tsx').then((module) => module.WithdrawalQueue),
  },
  {
    route: 'games/catalogue',
    nav: { group: 'games', ns: 'ops', label: 'nav.games', order: 10 },
    endpoint: 'opsGameVendors',
    load: () => import('../games/ops-games.tsx').then((module) => module.OpsGames),
  },
  {
    route: 'games/vendors',
    nav: { group: 'games', ns: 'opsVendors', label: 'nav', order: 20 },
    endpoint: 'opsVendorAccessList',
    load: () => import('../vendors/ops-vendors.tsx').then((module) => module.OpsVendors),
  },
  {
    route: 'games/lottery',
    nav: { group: 'games', ns: 'opsLottery', label: 'nav', order: 30 },
    endpoint: 'opsLotteryGames',
    load: () => import('../lottery/ops-lottery.tsx').then((module) => module.OpsLottery),
  },
  {
    route: 'games/sports',
    nav: { group: 'games', ns: 'opsSports', label: 'nav', order: 40 },
    endpoint: 'opsSportsEvents',
    load: () => import('../sportsbook/ops-sportsbook.tsx').then((module) => module.OpsSportsbook),
  },
  {
    route: 'games/pvp',
    nav: { group: 'games', ns: 'opsPvp', label: 'nav', order: 50 },
    endpoint: 'opsPvpTables',
    load: () => import('../pvp/ops-pvp.tsx').then((module) => module.OpsPvp),
  },
  {
    route: 'marketing/promotions',
    nav: { group: 'marketing', ns: 'ops', label: 'nav.promotions', order: 10 },
    endpoint: 'opsPromotionList',
    load: () => import('../promotions/ops-promotions.tsx').then((module) => module.OpsPromotions),
  },
  {
    route: 'marketing/missions',
    nav: { group: 'marketing', ns: 'ops', label: 'nav.missions', order: 20 },
    endpoint: 'opsMissionList',
    load: () => import('../missions/ops-missions.tsx').then((module) => module.OpsMissions),
  },
  {
    route: 'marketing/vip',
    nav: { group: 'marketing', ns: 'ops', label: 'nav.vip', order: 30 },
    endpoint: 'opsVipLevels',
    load: () => import('../vip/ops-vip-desk.tsx').then((module) => module.OpsVipDesk),
  },
  {
    route: 'marketing/mall',
    nav: { group: 'marketing', ns: 'ops', label: 'nav.mall', order: 40 },
    endpoint: 'opsMallItems',
    orEndpoints: ['opsMallRedemptions'],
    load: () => import('../points-mall/ops-mall-desk.tsx').then((module) => module.OpsMallDesk),
  },
  {
    route: 'content/site',
    nav: { group: 'content', ns: 'opsContent', label: 'nav', order: 10 },
    endpoint: 'opsNoticeList',
    load: () => import('../content/content-desk.tsx').then((module) => module.ContentDesk),
  },
  {
    route: 'operators/accounts',
    nav: { group: 'operators', ns: 'ops', label: 'nav.operators', order: 10 },
    endpoint: 'opsOperatorList',
    load: () => import('../operators/ops-operators.tsx').then((module) => module.OpsOperators),
  },
  {
    route: 'operators/logins',
    nav: { group: 'operators', ns: 'ops', label: 'nav.logins', order: 20 },
    endpoint: 'opsOperatorLogins',
    load: () => import('../operators/login-history.tsx').then((module) => module.LoginHistory),
  },
  {
    route: 'operators/audit',
    nav: { group: 'operators', ns: 'ops', label: 'nav.audit', order: 30 },
    endpoint: 'opsAuditLog',
    load: () => import('../audit/audit-log.tsx').then((module) => module.AuditLog),
  },
];
