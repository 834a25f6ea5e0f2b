/** Query keys of the finance desks: every key starts with 'ops', so an action refreshes every desk at once. */
export const opsKeys = {
  all: ['ops'] as const,
  deposits: (status: string, page: number) => ['ops', 'deposits', status, page] as const,
  withdrawals: (status: string, page: number) => ['ops', 'withdrawals', status, page] as const,
  member: (username: string) => ['ops', 'member', username] as const,
  members: ['ops', 'member'] as const,
  audit: (page: number) => ['ops', 'audit', page] as const,
  feedback: (page: number, status: string) => ['ops', 'feedback', page, status] as const,
  feedbackLists: ['ops', 'feedback'] as const,
  feedbackImage: (feedbackId: number, index: number) => ['ops', 'feedbackImage', feedbackId, index] as const,
};
