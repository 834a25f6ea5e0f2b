/** Query keys of the member centre's own reports. */
export const centreKeys = {
  bets: (query: object) => ['centre', 'bets', query] as const,
  profitAndLoss: (query: object) => ['centre', 'profitAndLoss', query] as const,
  /** Under 'promotions', with the turnover notice, as both come from the promotions service. */
  bonusDetails: (query: object) => ['promotions', 'bonusDetails', query] as const,
};
