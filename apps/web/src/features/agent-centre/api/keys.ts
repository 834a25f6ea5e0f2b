import type { ContractKind } from '@lucky/contracts/agent/contract-endpoints';

type Token = string | null;

/**
 * Query keys of the agent centre: every key starts with 'agent' so a change to the team can refresh them together.
 * Member-bound: each key carries the session token after its name, so another login never sees the last agent's
 * team; the names alone (`downline`, `registerCenter`, `contracts`) are the prefixes invalidation uses.
 */
export const agentKeys = {
  all: ['agent'] as const,
  overview: (token: Token, query: object) => ['agent', 'overview', token, query] as const,
  downline: ['agent', 'downline'] as const,
  downlinePage: (token: Token, query: object) => ['agent', 'downline', token, query] as const,
  registerCenter: ['agent', 'registerCenter'] as const,
  registerCenterOf: (token: Token) => ['agent', 'registerCenter', token] as const,
  announcements: (token: Token, language: string) => ['agent', 'announcements', token, language] as const,
  teamBets: (token: Token, query: object) => ['agent', 'teamBets', token, query] as const,
  teamTransactions: (token: Token, query: object) => ['agent', 'teamTransactions', token, query] as const,
  teamProfit: (token: Token, query: object) => ['agent', 'profit', token, query] as const,
  statement: (token: Token, query: object) => ['agent', 'statement', token, query] as const,
  memberDetails: ['agent', 'memberDetail'] as const,
  memberDetail: (token: Token, username: string) => ['agent', 'memberDetail', token, username] as const,
  /** Everything about contracts is refreshed together after any change. */
  contracts: ['agent', 'contracts'] as const,
  /** The caller's own contracts of a kind, or of every kind ('all', what the offer dialog checks against). */
  contractsHeld: (token: Token, kind: ContractKind | 'all') => ['agent', 'contracts', 'held', token, kind] as const,
  contractsOffered: (token: Token, query: object) => ['agent', 'contracts', 'offered', token, query] as const,
  contractPayouts: (token: Token, query: object) => ['agent', 'contracts', 'payouts', token, query] as const,
  revenue: (token: Token, query: object) => ['agent', 'contracts', 'revenue', token, query] as const,
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
