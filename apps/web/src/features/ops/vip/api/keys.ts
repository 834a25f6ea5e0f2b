/** Query keys of the VIP desk, under the desk-wide 'ops' prefix. */
export const vipKeys = {
  levels: ['ops', 'vip', 'levels'] as const,
  payouts: (page: number, username: string) => ['ops', 'vip', 'payouts', page, username] as const,
};
