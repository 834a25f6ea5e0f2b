import type { ContractKind } from '@lucky/contracts/agent/contract-endpoints';

/** Query keys of the agent centre: every key starts with 'agent' so a change to the team can refresh them together. */
export const agentKeys = {
  all: ['agent'] as const,
  overview: (query: object) => ['agent', 'overview', query] as const,
  downline: ['agent', 'downline'] as const,
  downlinePage: (query: object) => ['agent', 'downline', query] as const,
  registerCenter: ['agent', 'registerCenter'] as const,
  announcements: (language: string) => ['agent', 'announcements', language] as const,
  teamBets: (query: object) => ['agent', 'teamBets', query] as const,
  teamTransactions: (query: object) => ['agent', 'teamTransactions', query] as const,
  teamProfit: (query: object) => ['agent', 'profit', query] as const,
  /** Everything about contracts is refreshed together after any change. */
  contracts: ['agent', 'contracts'] as const,
  /** The caller's own contracts of a kind, or of every kind ('all', what the offer dialog checks against). */
  contractsHeld: (kind: ContractKind | 'all') => ['agent', 'contracts', 'held', kind] as const,
  contractsOffered: (query: object) => ['agent', 'contracts', 'offered', query] as const,
  contractPayouts: (query: object) => ['agent', 'contracts', 'payouts', query] as const,
  revenue: (query: object) => ['agent', 'contracts', 'revenue', query] as const,
};

/**
 * Keys outside the agent prefix that the agent centre reads or refreshes. Their values are shared with other parts of
 * the site, so they stay exactly as those parts write them.
 */
export const sharedKeys = {
  /** The consolidated funds call (contract flags), per session. */
  consolidated: ['member', 'fundsConsolidated'] as const,
  consolidatedOf: (token: string | null) => ['member', 'fundsConsolidated', token] as const,
  /** The member centre's wallet pages (summary, history): every key there starts with 'wallet'. */
  wallet: ['wallet'] as const,
};
