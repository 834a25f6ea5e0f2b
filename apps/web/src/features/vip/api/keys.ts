/** Query keys of the VIP page, all under 'vip'; the member's progress carries the session token. */
export const vipKeys = {
  all: ['vip'] as const,
  levels: ['vip', 'levels'] as const,
  /** Prefix of the progress of any token: what a monthly bonus claim changes. */
  progressAll: ['vip', 'progress'] as const,
  progress: (token: string | null) => ['vip', 'progress', token] as const,
};
