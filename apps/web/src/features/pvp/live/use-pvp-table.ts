import type { PvpClientMessage } from '@lucky/contracts/pvp/pvp-messages';
import type { HoldemActionType, PvpChatMessage } from '@lucky/contracts/pvp/pvp-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { QUERY_KEYS } from '../../../lib/data/query-keys.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { pvpKeys } from '../api/pvp-keys.ts';
import { openTableSocket, tableSocketUrl, type TableSocket } from './table-socket.ts';
import { tableReducer } from './table-reducer.ts';
import { initialTableState, type RequestKind } from './table-state.ts';

export const newPvpRequestId = (): string => `pv-${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;

type RequestMessage = Extract<PvpClientMessage, { requestId: string }>;
type WithoutRequest<M> = M extends RequestMessage ? Omit<M, 'requestId' | 'tableId'> : never;

/**
 * Owns the table socket of one table: the state reducer fed by every server message, a fresh snapshot whenever the
 * reducer asks for one, and the player's commands. Each money or action command carries a new requestId, so the
 * server applies it once; the answer (`ok` or `error`) clears it from the pending list.
 */
export function usePvpTable(tableId: number) {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(tableReducer, tableId, initialTableState);
  const socketRef = useRef<TableSocket | null>(null);

  useEffect(() => {
    if (!token) {
      dispatch({ type: 'connection', connection: 'unauthenticated' });
      return;
    }
    const socket = openTableSocket({
      url: tableSocketUrl(),
      tableId,
      readToken: () => useSessionStore.getState().token,
      onMessage: (message) => dispatch({ type: 'server', message, receivedAtMs: Date.now() }),
      onConnection: (connection) => dispatch({ type: 'connection', connection }),
    });
    socketRef.current = socket;
    return () => {
      socketRef.current = null;
      socket.close();
    };
  }, [tableId, token]);

  useEffect(() => {
    if (!state.needsSnapshot) return;
    if (socketRef.current?.send({ type: 'join', tableId })) dispatch({ type: 'snapshotRequested' });
  }, [state.needsSnapshot, tableId]);

  // Money moved between the wallet and the table: the header balance and the room list show it.
  const lastHandId = state.snapshot?.lastHands[0]?.handId;
  const viewerChips = state.snapshot?.seats.find((seat) => seat.isViewer)?.chips;
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.walletBalance });
    void queryClient.invalidateQueries({ queryKey: pvpKeys.rooms });
  }, [queryClient, lastHandId, viewerChips]);

  const request = useCallback(
    (kind: RequestKind, message: WithoutRequest<RequestMessage>) => {
      const requestId = newPvpRequestId();
      const sent = socketRef.current?.send({ ...message, tableId, requestId } as RequestMessage) ?? false;
      if (sent) dispatch({ type: 'sent', request: { requestId, kind } });
      else dispatch({ type: 'notice', code: 'network.error', message: 'Network link is abnormal, please try again' });
    },
    [tableId],
  );
  const post = useCallback((message: PvpClientMessage) => socketRef.current?.send(message) ?? false, []);

  const commands = useMemo(
    () => ({
      sit: (seatNo: number, buyIn: string) => request('sit', { type: 'sit', seatNo, buyIn }),
      topUp: (amount: string) => request('topUp', { type: 'topUp', amount }),
      leave: () => request('leave', { type: 'leave' }),
      act: (handId: string, action: HoldemActionType, amount?: string) =>
        request('action', { type: 'action', handId, action, ...(amount ? { amount } : {}) }),
      show: (handId: string) => request('action', { type: 'show', handId }),
      play: (handId: string, cards: string[]) => request('action', { type: 'play', handId, cards }),
      pass: (handId: string) => request('action', { type: 'pass', handId }),
      sitOut: () => post({ type: 'sitOut', tableId }),
      sitIn: () => post({ type: 'sitIn', tableId }),
      chat: (message: PvpChatMessage) => post({ type: 'chat', tableId, message }),
      seed: (seed: string) => post({ type: 'seed', tableId, seed }),
      dismiss: (id: number) => dispatch({ type: 'dismiss', id }),
    }),
    [request, post, tableId],
  );
  return { state, commands };
}
