/** Query keys of the reports desk, all under ['ops', 'reports'] so the desk's logout clears them with the rest. */
export const reportKeys = {
  all: ['ops', 'reports'] as const,
  dashboard: ['ops', 'reports', 'dashboard'] as const,
  gaming: (query: object) => ['ops', 'reports', 'gaming', query] as const,
  money: (query: object) => ['ops', 'reports', 'money', query] as const,
  players: (query: object) => ['ops', 'reports', 'players', query] as const,
  bonus: (query: object) => ['ops', 'reports', 'bonus', query] as const,
  reconciliation: (day: string) => ['ops', 'reports', 'reconciliation', day] as const,
  ledgerCheck: ['ops', 'reports', 'ledger-check'] as const,
};
