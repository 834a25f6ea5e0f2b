/** Query keys of the member's feedback, all under 'feedback'; member-bound keys carry the session token. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  /** Prefix of the member's own list, whichever token; refreshed after a new feedback is sent. */
  mineAll: ['feedback', 'mine'] as const,
  mine: (token: string | null) => ['feedback', 'mine', token] as const,
};

/** How many of the member's earlier feedbacks the page shows. */
export const FEEDBACK_LIST_SIZE = 20;
