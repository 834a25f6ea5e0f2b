/** Query keys of the data the frame and pages share, so invalidation finds them. */
export const QUERY_KEYS = {
  gameVendor: (merchantCode: string) => ['gameVendor', merchantCode] as const,
  banners: (groupName: string, language: string) => ['banners', groupName, language] as const,
  notices: (types: string, language: string) => ['notices', types, language] as const,
  helpCenter: (language: string) => ['helpCenter', language] as const,
  sitePage: (slug: string, language: string) => ['sitePage', slug, language] as const,
  walletBalance: ['walletBalance'] as const,
  unreadCount: ['unreadCount'] as const,
  /** Game lists: every key starts with 'games' so a favourite toggle or a launch can refresh them together. */
  gameList: (query: Record<string, unknown>) => ['games', 'list', query] as const,
  hotGames: (merchantCode: string, language: string) => ['games', 'hot', merchantCode, language] as const,
  vassGameType: (merchantCode: string) => ['games', 'classifies', merchantCode] as const,
  rankList: (language: string) => ['games', 'rank', language] as const,
  /** The jackpot counter's pool; refreshed on a timer (use-jackpot-value.ts). */
  siteJackpot: ['jackpot'] as const,
  /** Member-bound: keyed by token so another login never sees the last member's favourites. */
  favouriteIds: (token: string | null) => ['member', 'favouriteIds', token] as const,
  /** Prefix of every page of the favourites, refreshed after a favourite toggle. */
  favouriteLists: ['member', 'favouriteList'] as const,
  favouriteList: (token: string | null, pageNo: number) => ['member', 'favouriteList', token, pageNo] as const,
  /** Prefix of every page of the recent games, refreshed after a launch. */
  recentGamesAll: ['member', 'recentGames'] as const,
  recentGames: (token: string | null, pageNo: number) => ['member', 'recentGames', token, pageNo] as const,
  /** Prefix of the member info of any token: what a claim or a new payment password changes. */
  memberInfoAll: ['member', 'info'] as const,
  /** Keyed by token, so a new login never shows the previous member. */
  memberInfo: (token: string | null) => ['member', 'info', token] as const,
  /** Under 'system', so logout keeps it with the other merchant values. */
  registerSettings: ['system', 'registerSettings'] as const,
};
