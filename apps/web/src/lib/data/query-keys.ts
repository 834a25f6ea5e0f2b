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
  /** Member-bound: keyed by token so another login never sees the last member's favourites. */
  favouriteIds: (token: string | null) => ['member', 'favouriteIds', token] as const,
  favouriteList: (token: string | null, pageNo: number) => ['member', 'favouriteList', token, pageNo] as const,
  recentGames: (token: string | null, pageNo: number) => ['member', 'recentGames', token, pageNo] as const,
};
