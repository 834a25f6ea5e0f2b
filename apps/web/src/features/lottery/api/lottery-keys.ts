/**
 * Query keys of the lottery feature. Every key starts with 'lottery', so a reconnect of the push channel refreshes
 * them all; member-bound keys carry the token, so another login never sees the last member's bets.
 */
export type MyBetsState = 'open' | 'settled' | 'all';

export const lotteryKeys = {
  all: ['lottery'] as const,
  menus: ['lottery', 'menu'] as const,
  menu: (prizeMode: string | undefined, language: string) => ['lottery', 'menu', prizeMode ?? 'ALL', language] as const,
  recent: (token: string | null) => ['lottery', 'member', 'recent', token] as const,
  openedOf: (gameCode: string) => ['lottery', 'opened', gameCode] as const,
  opened: (gameCode: string, count: number, station: string | null) =>
    ['lottery', 'opened', gameCode, count, station ?? ''] as const,
  latestAll: ['lottery', 'latest'] as const,
  latest: (prizeMode: string | undefined, date: string | null) =>
    ['lottery', 'latest', prizeMode ?? 'ALL', date ?? ''] as const,
  popular: (gameCode: string, language: string) => ['lottery', 'popular', gameCode, language] as const,
  gameOf: (gameCode: string) => ['lottery', 'game', gameCode] as const,
  game: (gameCode: string, chaseCount: number, language: string) =>
    ['lottery', 'game', gameCode, chaseCount, language] as const,
  draw: (drawId: number) => ['lottery', 'draw', drawId] as const,
  verify: (drawId: number) => ['lottery', 'verify', drawId] as const,
  quote: (gameCode: string, fingerprint: string, drawCount: number) =>
    ['lottery', 'quote', gameCode, fingerprint, drawCount] as const,
  member: ['lottery', 'member'] as const,
  myBets: (token: string | null, gameCode: string | null, state: MyBetsState, pageNo: number) =>
    ['lottery', 'member', 'bets', token, gameCode ?? '', state, pageNo] as const,
  myChases: (token: string | null, gameCode: string | null, pageNo: number) =>
    ['lottery', 'member', 'chases', token, gameCode ?? '', pageNo] as const,
};
