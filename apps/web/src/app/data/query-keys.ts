/** Query keys of the data the frame and pages share, so invalidation finds them. */
export const QUERY_KEYS = {
  gameVendor: (merchantCode: string) => ['gameVendor', merchantCode] as const,
  banners: (groupName: string, language: string) => ['banners', groupName, language] as const,
  notices: (types: string, language: string) => ['notices', types, language] as const,
  helpCenter: (language: string) => ['helpCenter', language] as const,
  walletBalance: ['walletBalance'] as const,
  unreadCount: ['unreadCount'] as const,
};
