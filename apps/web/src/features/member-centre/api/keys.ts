/** Query keys of the member centre's own reports. */
export const centreKeys = {
  bets: (query: object) => ['centre', 'bets', query] as const,
  profitAndLoss: (query: object) => ['centre', 'profitAndLoss', query] as const,
  /** Under 'promotions', with the turnover notice, as both come from the promotions service. */
  bonusDetails: (query: object) => ['promotions', 'bonusDetails', query] as const,
  /** The bonus turnover still to play before a withdrawal; a promotions invalidation refreshes it too. */
  turnover: ['promotions', 'turnover'] as const,
};

/**
 * The wallet's queries, every key under 'wallet': after money moves, one invalidation of `all` refreshes them
 * (the agent centre's transfer invalidates ['wallet'] too). Member-bound keys carry the session token after the
 * second part, so another login never sees the last member's wallet and the two-part prefixes still match.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  summary: (token: string | null) => ['wallet', 'summary', token] as const,
  depositMethods: (token: string | null) => ['wallet', 'depositMethods', token] as const,
  /** Prefix of every page of the deposit history. */
  depositPages: ['wallet', 'deposits'] as const,
  deposits: (token: string | null, page: number) => ['wallet', 'deposits', token, page] as const,
  depositReturn: (token: string | null, orderNo: string) => ['wallet', 'depositReturn', token, orderNo] as const,
  withdrawalSettings: (token: string | null) => ['wallet', 'withdrawalSettings', token] as const,
  /** Prefix of every page of the withdrawal history. */
  withdrawalPages: ['wallet', 'withdrawals'] as const,
  withdrawals: (token: string | null, page: number) => ['wallet', 'withdrawals', token, page] as const,
  /** Prefix of the upline transfer's facts. */
  uplineAll: ['wallet', 'upline'] as const,
  upline: (token: string | null) => ['wallet', 'upline', token] as const,
  transactions: (query: Record<string, unknown>) => ['wallet', 'transactions', query] as const,
};

/** The rewards views, every key under 'rewards', so one invalidation after any claim refreshes them all. */
export const rewardKeys = {
  all: ['rewards'] as const,
  missions: (token: string | null) => ['rewards', 'missions', token] as const,
  counts: (token: string | null) => ['rewards', 'counts', token] as const,
  center: (token: string | null) => ['rewards', 'center', token] as const,
  promotions: (token: string | null) => ['rewards', 'promotions', token] as const,
  vip: (token: string | null) => ['rewards', 'vip', token] as const,
  referralInfo: (token: string | null) => ['rewards', 'referral', 'info', token] as const,
  referralFriends: (token: string | null, page: number) => ['rewards', 'referral', 'friends', token, page] as const,
};

/** The inbox pages; reading or deleting refreshes every one of them through `all`. */
export const inboxKeys = {
  all: ['member', 'messages'] as const,
  page: (token: string | null, filter: string, pageNo: number) =>
    ['member', 'messages', token, filter, pageNo] as const,
};
