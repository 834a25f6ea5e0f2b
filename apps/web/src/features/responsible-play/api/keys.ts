/** Query keys of responsible play: every key starts with 'responsiblePlay' and carries the member's token. */
export const playKeys = {
  all: ['responsiblePlay'] as const,
  state: (token: string | null) => ['responsiblePlay', 'state', token] as const,
  session: (token: string | null) => ['responsiblePlay', 'session', token] as const,
  statement: (token: string | null) => ['responsiblePlay', 'statement', token] as const,
};
