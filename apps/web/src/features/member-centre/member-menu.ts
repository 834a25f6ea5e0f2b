/**
 * The member centre's left menu, in the spec's order (section 2). `module` hides an item
 * while that whitelabel module is off; `badge` names a count shown beside the label.
 */
export type MemberMenuItem = { page: string; labelKey: string; module?: string; badge?: 'availableMissions' };

export const MEMBER_MENU: readonly MemberMenuItem[] = [
  { page: 'securityCenter', labelKey: 'member.menu.securityCenter' },
  { page: 'verification', labelKey: 'member.menu.verification' },
  { page: 'transferFund', labelKey: 'member.menu.transferFund' },
  { page: 'depositv2', labelKey: 'member.menu.depositv2' },
  { page: 'withdraw', labelKey: 'member.menu.withdraw' },
  { page: 'transferUpline', labelKey: 'member.menu.transferUpline' },
  { page: 'personalHistoryCopy', labelKey: 'member.menu.personalHistoryCopy' },
  { page: 'transactionHistory', labelKey: 'member.menu.transactionHistory' },
  { page: 'personalProfit', labelKey: 'member.menu.personalProfit' },
  { page: 'bonusDetails', labelKey: 'member.menu.bonusDetails' },
  { page: 'rewardCenter', labelKey: 'member.menu.rewardCenter' },
  { page: 'referral', labelKey: 'member.menu.referral', module: 'REFERRAL3' },
  { page: 'missionLeaderboard', labelKey: 'member.menu.missionLeaderboard', badge: 'availableMissions' },
  { page: 'messageV2', labelKey: 'member.menu.messageV2' },
];

/** Counts for the menu badges: availableMissions is the MISSION entry of availablePromotionCounts. */
export type MemberMenuCounts = Partial<Record<NonNullable<MemberMenuItem['badge']>, number>>;
