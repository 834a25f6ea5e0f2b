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
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];
