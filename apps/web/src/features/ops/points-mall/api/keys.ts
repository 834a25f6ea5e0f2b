/** Query keys of the mall desk, under the desk-wide 'ops' prefix the logout clears. */
export const mallKeys = {
  items: ['ops', 'mall', 'items'] as const,
  redemptions: ['ops', 'mall', 'redemptions'] as const,
  redemptionPage: (status: string, page: number) => ['ops', 'mall', 'redemptions', status, page] as const,
  config: ['ops', 'mall', 'config'] as const,
};
