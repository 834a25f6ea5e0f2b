import type { PvpServerMessage } from '@lucky/contracts/pvp/pvp-messages';
import type { PvpChatMessage, PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';

/**
 * What the table screen knows from the socket. The server's snapshot is the truth; the deltas after it are applied
 * in version order, and any gap (or a turn of the viewer's whose choices only a snapshot carries) asks for a new
 * snapshot instead of guessing.
 */
export type TableConnection = 'connecting' | 'open' | 'reconnecting' | 'unauthenticated' | 'replaced';

export type RequestKind = 'sit' | 'topUp' | 'leave' | 'action';
export type PendingRequest = { requestId: string; kind: RequestKind };

/** A refusal or an event to tell the player about, shown translated by its code. */
export type TableNotice = { id: number; code: string; message: string; requestKind: RequestKind | null };

export type ChatLine = { id: number; seatNo: number | null; nickname: string; message: PvpChatMessage; atMs: number };

export type TableState = {
  tableId: number;
  connection: TableConnection;
  snapshot: PvpTableSnapshot | null;
  /** A delta was missed or the viewer's choices are unknown: the hook sends `join` for a fresh snapshot. */
  needsSnapshot: boolean;
  /** Server clock minus this browser's, from the last message that carried the server's time. */
  clockOffsetMs: number;
  pending: PendingRequest[];
  notices: TableNotice[];
  chat: ChatLine[];
  /** What each seat did last on this street ("Raise to 40"), cleared by a new street or hand. */
  lastActions: Record<number, SeatAction>;
  nextId: number;
};

export type SeatAction = { action: string; betThisStreet: string; timedOut: boolean };

export type TableAction =
  | { type: 'connection'; connection: TableConnection }
  | { type: 'server'; message: PvpServerMessage; receivedAtMs: number }
  | { type: 'sent'; request: PendingRequest }
  | { type: 'snapshotRequested' }
  | { type: 'dismiss'; id: number }
  | { type: 'notice'; code: string; message: string };

export const CHAT_LINES_KEPT = 50;
export const NOTICES_KEPT = 4;

export function initialTableState(tableId: number): TableState {
  return {
    tableId,
    connection: 'connecting',
    snapshot: null,
    needsSnapshot: false,
    clockOffsetMs: 0,
    pending: [],
    notices: [],
    chat: [],
    lastActions: {},
    nextId: 1,
  };
}

export function addNotice(
  state: TableState,
  notice: { code: string; message: string; requestKind?: RequestKind | null },
): TableState {
  const entry: TableNotice = { id: state.nextId, requestKind: notice.requestKind ?? null, ...notice };
  return { ...state, nextId: state.nextId + 1, notices: [...state.notices, entry].slice(-NOTICES_KEPT) };
}

export function clockOffsetOf(serverTime: string, receivedAtMs: number): number | null {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? null : server - receivedAtMs;
}
