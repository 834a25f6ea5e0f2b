/** Query keys of the member centre's own reports. */
export const centreKeys = {
  bets: (query: object) => ['centre', 'bets', query] as const,
  profitAndLoss: (query: object) => ['centre', 'profitAndLoss', query] as const,
};
