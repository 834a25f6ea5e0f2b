/** House accounts money moves through; each may go negative, member wallets never. */
export const HOUSE_ACCOUNTS = [
  'HOUSE_DEPOSITS',
  'HOUSE_WITHDRAWALS',
  'HOUSE_GAMES',
  'HOUSE_BONUSES',
  'HOUSE_COMMISSIONS',
  'HOUSE_ADJUSTMENTS',
  'HOUSE_FREEPLAY',
  'HOUSE_JACKPOT', // its balance is the progressive pool (house-games/jackpot/)
  'HOUSE_PVP_TABLES', // chips in front of players at real-money card tables, by table (pvp/)
  'HOUSE_PVP_PRACTICE', // the same at practice tables (demo credit)
  'HOUSE_PVP_RAKE', // the card rooms' rake: the house's income from them
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];
