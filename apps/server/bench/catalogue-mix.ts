import { GAME_CATEGORIES } from '@lucky/contracts/common/constants';
import { ENDPOINTS } from '@lucky/contracts/endpoint-table';

/**
 * The GCSGAME_gameList requests of the API benchmark: what a lobby sends — a category or a vendor
 * page by page (mostly the first pages, some deep ones), name searches, a minimum-bet filter and
 * combinations, in several languages. Vendors BENCH_V01..40 and names come from generate-games.ts.
 */
export function catalogueMix(): string[] {
  const queries: Record<string, string>[] = [];
  const languages = ['EN', 'VI', 'CN'];
  GAME_CATEGORIES.forEach((gameType, index) => {
    queries.push(
      { gameType, pageNo: '1' },
      { gameType, pageNo: String(2 + index) },
      { gameType, pageNo: String(10 + index * 6), pageSize: '50' },
    );
    queries.push({ gameType, minBet: ['0.50', '1.00', '5'][index % 3]!, pageNo: '1' });
  });
  for (let vendor = 1; vendor <= 40; vendor += 3) {
    const vassalage = `BENCH_V${String(vendor).padStart(2, '0')}`;
    queries.push(
      { vassalage, pageNo: String(1 + (vendor % 4)) },
      { vassalage, gameClassify: vendor % 2 ? 'VIDEO_SLOT' : 'TABLE', pageNo: '1' },
    );
  }
  for (const gameName of ['Dragon', 'gold tiger', 'Jade', '77', 'Fortune Star', 'moon', 'Royal Ocean 1']) {
    queries.push({ gameName, pageNo: '1' }, { gameName, gameType: 'RNG', pageNo: '1' });
  }
  queries.push(
    { pageNo: '1' },
    { pageNo: '3' },
    { minBet: '0.10', pageNo: '1' },
    { minLineNum: '25', pageNo: '2' },
    { gameType: 'RNG', minLineNum: '40', minBet: '1.00', pageNo: '1' },
  );
  return queries.map(
    (query, index) =>
      `${ENDPOINTS.gameList.path}?${new URLSearchParams({ ...query, language: languages[index % languages.length]! })}`,
  );
}
