/**
 * The table screen's tests against a WebSocket stand-in: the server's messages are fed in by hand (`serverSays`),
 * and what the page sends is read back from `sent`. `useTableScreenHarness` installs it (and a wallet balance) around
 * each test of a describe block.
 */
import type { PvpServerMessage } from '@lucky/contracts/pvp/pvp-messages';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { mockApi } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';

export class StandInSocket {
  static last: StandInSocket | null = null;
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    StandInSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
}

/** The page's socket opens (as the server's would). */
export function openSocket(): StandInSocket {
  const socket = StandInSocket.last!;
  act(() => {
    socket.readyState = 1;
    socket.onopen?.(new Event('open'));
  });
  return socket;
}

export function serverSays(socket: StandInSocket, message: PvpServerMessage): void {
  act(() => socket.onmessage?.({ data: JSON.stringify(message) } as MessageEvent));
}

export function useTableScreenHarness(): void {
  beforeEach(() => {
    resetApp();
    vi.stubGlobal('WebSocket', StandInSocket);
    mockApi({
      'GET /wps/v2/wallets/balance': () => ({ value: { sumBalance: '150.00', currency: 'USD', currencySymbol: '$' } }),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetApp();
  });
}
