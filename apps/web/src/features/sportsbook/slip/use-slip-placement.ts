import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { newSportsRequestId, usePlaceSportBet, type SlipLeg } from '../api/sportsbook-mutations.ts';
import { useSportsbookPrefs } from '../hooks/use-sportsbook-prefs.ts';
import { pickId, useSlipStore, type SlipPick } from './slip-store.ts';

export type ChangedPrice = SlipLeg & { before: number | null };

export type PlacementState =
  | { phase: 'idle' }
  | { phase: 'placing' }
  | { phase: 'placed'; betIds: number[] }
  | { phase: 'changed'; prices: ChangedPrice[] }
  | { phase: 'failed'; error: unknown; canRetry: boolean };

const toLeg = (pick: SlipPick): SlipLeg => ({
  eventId: pick.eventId,
  marketKey: pick.marketKey,
  selectionKey: pick.selectionKey,
  oddsMilli: pick.oddsMilli,
});

/** A refusal worth retrying with the same request id: nothing reached the server, or it failed on its side. */
const isRetryable = (error: unknown): boolean =>
  error instanceof ApiError ? error.status === 0 || error.status >= 500 : true;

function changedPrices(error: ApiError, picks: readonly SlipPick[]): ChangedPrice[] {
  const legs = (error.value as { legs?: SlipLeg[] } | null)?.legs ?? [];
  return legs.map((leg) => ({ ...leg, before: picks.find((pick) => pickId(pick) === pickId(leg))?.oddsMilli ?? null }));
}

/**
 * Places the slip: one parlay, or each single as its own bet, one after the other. Each bet of an attempt has its own
 * request id; "try again" after a network or server failure reuses them (the server answers a replay with the bet
 * it already took), while a new attempt — a changed stake, accepted new odds — takes new ones. A price that moved
 * against the policy stops the attempt with the new prices for the player to accept.
 */
export function useSlipPlacement() {
  const place = usePlaceSportBet();
  const [state, setState] = useState<PlacementState>({ phase: 'idle' });
  const requestIds = useRef(new Map<string, string>());
  const lastStake = useRef('');

  const run = async (stake: string, isRetry: boolean) => {
    const { picks, mode, remove, clear } = useSlipStore.getState();
    const oddsChange = useSportsbookPrefs.getState().oddsChange;
    lastStake.current = stake;
    if (!isRetry) requestIds.current.clear();
    const bets =
      mode === 'PARLAY' ? [{ id: 'parlay', legs: picks }] : picks.map((pick) => ({ id: pickId(pick), legs: [pick] }));
    const betIds: number[] = [];
    setState({ phase: 'placing' });
    for (const bet of bets) {
      const key = `${bet.id}|${stake}`;
      const requestId = requestIds.current.get(key) ?? newSportsRequestId();
      requestIds.current.set(key, requestId);
      try {
        const answer = await place.mutateAsync({
          requestId,
          kind: mode === 'PARLAY' ? 'PARLAY' : 'SINGLE',
          stake,
          legs: bet.legs.map(toLeg),
          oddsChange,
        });
        betIds.push(answer.bet.betId);
        requestIds.current.delete(key);
        if (mode === 'PARLAY') clear();
        else remove(bet.legs[0]!.eventId, bet.legs[0]!.marketKey, bet.legs[0]!.selectionKey);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'sports.odds.changed') {
          requestIds.current.clear();
          setState({ phase: 'changed', prices: changedPrices(error, picks) });
        } else {
          const canRetry = isRetryable(error);
          if (!canRetry) requestIds.current.clear();
          setState({ phase: 'failed', error, canRetry });
        }
        return;
      }
    }
    setState({ phase: 'placed', betIds });
  };

  return {
    state,
    /** A new attempt at this stake. */
    submit: (stake: string) => run(stake, false),
    /** The same attempt again, at the same stake, with its request ids. */
    retry: () => run(lastStake.current, true),
    /** Takes the new prices onto the slip and places again, at the same stake, as a new attempt. */
    acceptNewPrices: () => {
      if (state.phase === 'changed') useSlipStore.getState().reprice(state.prices);
      return run(lastStake.current, false);
    },
    dismiss: () => setState({ phase: 'idle' }),
  };
}
