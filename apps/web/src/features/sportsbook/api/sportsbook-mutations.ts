import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { OddsChangePolicy } from '../hooks/use-sportsbook-prefs.ts';
import { sportsbookKeys } from './sportsbook-keys.ts';

/** The slip's and the cash-out's calls: pricing (reads cached per slip), placing and cashing out. */

export type SlipLeg = { eventId: string; marketKey: string; selectionKey: string; oddsMilli: number };
type QuoteBody = { kind: 'SINGLE' | 'PARLAY'; legs: SlipLeg[]; stake?: string };

const quoteOptions = (body: QuoteBody, enabled: boolean) => ({
  queryKey: sportsbookKeys.quote(JSON.stringify(body)),
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi('sportsbookQuote', { body, signal }),
  enabled,
  staleTime: 5000,
  refetchInterval: 5000,
  retry: false,
  placeholderData: keepPreviousData,
});

/** The parlay's quote: every leg's price now or why it cannot be bet, the combined odds, limits and payout. */
export function useParlayQuote(legs: SlipLeg[], stake: string | undefined, enabled: boolean) {
  return useQuery(quoteOptions({ kind: 'PARLAY', legs, stake }, enabled && legs.length >= 2));
}

/** One quote per single: each pick is its own bet with its own limits. */
export function useSingleQuotes(legs: SlipLeg[], stake: string | undefined, enabled: boolean) {
  return useQueries({ queries: legs.map((leg) => quoteOptions({ kind: 'SINGLE', legs: [leg], stake }, enabled)) });
}

/** A fresh id per placement attempt; a retry of the same attempt (network, 5xx) reuses it, so it is placed once. */
export const newSportsRequestId = (): string => `sb-${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;

function useRefreshAfterMoney() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: sportsbookKeys.member });
    void client.invalidateQueries({ queryKey: QUERY_KEYS.walletBalance });
  };
}

export type PlaceBetInput = {
  requestId: string;
  kind: 'SINGLE' | 'PARLAY';
  stake: string;
  legs: SlipLeg[];
  oddsChange: OddsChangePolicy;
};

export function usePlaceSportBet() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: (body: PlaceBetInput) => callApi('sportsbookPlaceBet', { body }),
    onSettled: refresh,
  });
}

export function useCashOut() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: (body: { betId: number; value: string; acceptLower: boolean }) =>
      callApi('sportsbookCashOut', { body }),
    onSettled: refresh,
  });
}
