import type { PvpServerMessage } from '@lucky/contracts/pvp/pvp-messages';
import { applyTableEvent } from './hand-events.ts';
import { addNotice, CHAT_LINES_KEPT, clockOffsetOf, type TableAction, type TableState } from './table-state.ts';

type TableEvent = Extract<PvpServerMessage, { version: number }>;

function isTableEvent(message: PvpServerMessage): message is TableEvent {
  return 'version' in message && typeof message.version === 'number';
}

/**
 * A delta of this table: applied when it is the next version, dropped when already seen (a duplicate after a
 * resync), and a gap asks for a snapshot. Deltas before the first snapshot wait for it.
 */
function onTableEvent(state: TableState, event: TableEvent): TableState {
  const snapshot = state.snapshot;
  if (event.tableId !== state.tableId || !snapshot) return state;
  if (event.version <= snapshot.version) return state;
  if (event.version !== snapshot.version + 1) return { ...state, needsSnapshot: true };
  const applied = applyTableEvent(snapshot, event);
  const next = {
    ...state,
    snapshot: applied.snapshot,
    needsSnapshot: state.needsSnapshot || applied.needsSnapshot,
    lastActions: nextLastActions(state.lastActions, event),
  };
  if (event.type !== 'hand.cancelled') return next;
  return addNotice(next, { code: `pvp.hand.cancelled.${event.reason}`, message: 'The hand was cancelled' });
}

function nextLastActions(current: TableState['lastActions'], event: TableEvent): TableState['lastActions'] {
  if (event.type === 'hand.started' || event.type === 'street') return {};
  if (event.type !== 'acted') return current;
  return {
    ...current,
    [event.seatNo]: { action: event.action, betThisStreet: event.betThisStreet, timedOut: event.timedOut },
  };
}

function onServerMessage(state: TableState, message: PvpServerMessage, receivedAtMs: number): TableState {
  if (isTableEvent(message)) return onTableEvent(state, message);
  switch (message.type) {
    case 'hello':
    case 'pong': {
      const offset = clockOffsetOf(message.serverTime, receivedAtMs);
      return offset === null ? state : { ...state, clockOffsetMs: offset };
    }
    case 'snapshot': {
      if (message.table.room.roomId !== state.tableId) return state;
      const offset = clockOffsetOf(message.table.serverTime, receivedAtMs);
      return {
        ...state,
        snapshot: message.table,
        needsSnapshot: false,
        clockOffsetMs: offset ?? state.clockOffsetMs,
      };
    }
    case 'chat': {
      if (message.tableId !== state.tableId) return state;
      const line = {
        id: state.nextId,
        seatNo: message.seatNo,
        nickname: message.nickname,
        message: message.message,
        atMs: receivedAtMs,
      };
      return { ...state, nextId: state.nextId + 1, chat: [...state.chat, line].slice(-CHAT_LINES_KEPT) };
    }
    case 'ok':
      return { ...state, pending: state.pending.filter((entry) => entry.requestId !== message.requestId) };
    case 'error': {
      if (message.tableId !== null && message.tableId !== state.tableId) return state;
      const request = state.pending.find((entry) => entry.requestId === message.requestId);
      const pending = state.pending.filter((entry) => entry.requestId !== message.requestId);
      // A refused action may mean the table moved on without us: a snapshot shows where it is.
      const needsSnapshot = state.needsSnapshot || request?.kind === 'action';
      return addNotice(
        { ...state, pending, needsSnapshot },
        { code: message.code, message: message.message, requestKind: request?.kind ?? null },
      );
    }
  }
}

export function tableReducer(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'connection':
      // Requests sent on a socket that dropped get no answer: the snapshot after reconnecting says what happened.
      return action.connection === 'open'
        ? { ...state, connection: 'open' }
        : { ...state, connection: action.connection, pending: [] };
    case 'server':
      return onServerMessage(state, action.message, action.receivedAtMs);
    case 'sent':
      return { ...state, pending: [...state.pending, action.request] };
    case 'snapshotRequested':
      return { ...state, needsSnapshot: false };
    case 'dismiss':
      return { ...state, notices: state.notices.filter((notice) => notice.id !== action.id) };
    case 'notice':
      return addNotice(state, { code: action.code, message: action.message });
  }
}
