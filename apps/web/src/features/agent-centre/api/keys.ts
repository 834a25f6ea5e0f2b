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
};
