import type { SelectionInput } from '@lucky/contracts/lottery/lottery-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { lotteryKeys } from './lottery-keys.ts';

/** The slip's calls: pricing (a read, cached per slip), placing, chasing and cancelling. */

export const slipFingerprint = (selections: readonly SelectionInput[]): string => JSON.stringify(selections);

/** Prices the slip as it stands; the confirm button waits for this answer. */
export function useSlipQuote(gameCode: string, selections: readonly SelectionInput[], drawCount: number) {
  const fingerprint = slipFingerprint(selections);
  return useQuery({
    queryKey: lotteryKeys.quote(gameCode, fingerprint, drawCount),
    queryFn: ({ signal }) =>
      callApi('lotteryQuote', { body: { gameCode, selections: [...selections], drawCount }, signal }),
    enabled: Boolean(gameCode) && selections.length > 0,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** A fresh id per confirm attempt; a retry of the same attempt reuses it, so the server answers it once. */
export const newLotteryRequestId = (): string => `lt-${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;

function useRefreshAfterMoney() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: lotteryKeys.member });
    void client.invalidateQueries({ queryKey: QUERY_KEYS.walletBalance });
  };
}

export type PlaceBetsInput = { requestId: string; gameCode: string; drawId: number; selections: SelectionInput[] };
export type PlaceChaseInput = {
  requestId: string;
  gameCode: string;
  selections: SelectionInput[];
  drawCount: number;
  stopOnWin: boolean;
};

export function usePlaceBets() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: (body: PlaceBetsInput) => callApi('lotteryPlaceBets', { body }),
    onSettled: refresh,
  });
}

export function usePlaceChase() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: (body: PlaceChaseInput) => callApi('lotteryPlaceChase', { body }),
    onSettled: refresh,
  });
}

export function useCancelBet() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: (betId: number) => callApi('lotteryCancelBet', { body: { betId } }),
    onSettled: refresh,
  });
}

export function useCancelChase() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: (chaseId: number) => callApi('lotteryCancelChase', { body: { chaseId } }),
    onSettled: refresh,
  });
}
