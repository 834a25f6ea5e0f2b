/**
 * The sportsbook's market types, shared by the engine, the schemas and the pages (no zod here, so a page chunk
 * that lays out a board does not pull in the schemas). Listed in the order a board shows them. A market key is
 * `TYPE` or `TYPE:LINE`; the engine's ODDS.md lists every market with its selections.
 */
export const SPORT_MARKET_TYPES = [
  'FT_1X2',
  'FT_DC',
  'FT_AH',
  'FT_OU',
  'FT_CS',
  'FT_BTTS',
  'FT_OE',
  'HT_1X2',
  'HT_OU',
  'BK_ML',
  'BK_HCP',
  'BK_OU',
  'BK_OE',
  'ES_WINNER',
  'ES_MAP_HCP',
  'ES_TOTAL_MAPS',
  'ES_CS',
  'CF_WINNER',
] as const;
export type SportMarketType = (typeof SPORT_MARKET_TYPES)[number];

/** Markets whose line is the HOME side's handicap (the away side reads it with the other sign). */
export const HANDICAP_MARKET_TYPES: readonly SportMarketType[] = ['FT_AH', 'BK_HCP', 'ES_MAP_HCP'];
/** Markets whose line is a total (over / under). */
export const TOTAL_MARKET_TYPES: readonly SportMarketType[] = ['FT_OU', 'HT_OU', 'BK_OU', 'ES_TOTAL_MAPS'];
/** Market types that carry a line in their key; the others are keyed by their type alone. */
export const LINE_MARKET_TYPES: readonly SportMarketType[] = [...HANDICAP_MARKET_TYPES, ...TOTAL_MARKET_TYPES];
