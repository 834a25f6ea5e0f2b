/** Query keys of the content desks: every key starts with ['ops', 'content'] so a save refreshes every desk list. */
export const contentKeys = {
  all: ['ops', 'content'] as const,
  notices: (type: string, page: number) => ['ops', 'content', 'notices', type, page] as const,
  banners: ['ops', 'content', 'banners'] as const,
  help: ['ops', 'content', 'help'] as const,
  pages: ['ops', 'content', 'pages'] as const,
  messages: (page: number) => ['ops', 'content', 'messages', page] as const,
};
