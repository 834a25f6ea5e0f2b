import type { RawData } from 'ws';
import { z } from 'zod';
import type { PvpSocket } from './pvp-connection.ts';

/* The card tables' relay between instances (pvp-relay.ts): its Redis names, its envelopes, the owner's stand-in. */

export const PVP_RELAY_PREFIX = 'lucky:pvp';
export const PRESENCE_MS = 3000;
/** 1012 (service restart): the web client reconnects, authenticates and joins again. */
export const RELAY_MOVED_CODE = 1012;

export const envelopeSchema = z.discriminatedUnion('t', [
  // proxy → owner: a client message (the token's `auth` first), or the client's socket closed
  z.object({ t: z.literal('msg'), from: z.string(), link: z.string(), ip: z.string(), data: z.string() }),
  z.object({ t: z.literal('end'), from: z.string(), link: z.string() }),
  // owner → proxy: a server message for the client, or the owner closed the stand-in socket
  z.object({ t: z.literal('out'), link: z.string(), data: z.string() }),
  z.object({ t: z.literal('close'), link: z.string(), code: z.number().int(), reason: z.string() }),
]);
export type RelayEnvelope = z.infer<typeof envelopeSchema>;

export const channelOf = (instance: string) => `${PVP_RELAY_PREFIX}:to:${instance}`;
export const presenceKey = (instance: string) => `${PVP_RELAY_PREFIX}:alive:${instance}`;

/** A stand-in socket on the owner for a client connected to another instance. */
export type Remote = { origin: string; socket: PvpSocket; emitMessage(data: string): void; emitClose(): void };

export function parseEnvelope(text: string): RelayEnvelope | null {
  try {
    const result = envelopeSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The owner's stand-in for a remote client's socket: what the connection sends goes back through Redis. */
export function createRemoteSocket(
  origin: string,
  out: { send(data: string): void; close(code: number, reason: string): void },
): Remote {
  const onMessage: ((data: RawData, isBinary: boolean) => void)[] = [];
  const onClose: (() => void)[] = [];
  let state = 1;
  const emitClose = () => {
    if (state === 3) return;
    state = 3;
    for (const listener of onClose) listener();
  };
  const socket: PvpSocket = {
    get readyState() {
      return state;
    },
    send: (data) => {
      if (state === 1) out.send(data);
    },
    close: (code = 1000, reason = '') => {
      if (state === 3) return;
      out.close(code, reason);
      emitClose();
    },
    on: ((event: 'message' | 'close', listener: never) => {
      if (event === 'message') onMessage.push(listener);
      else onClose.push(listener);
    }) as PvpSocket['on'],
  };
  return {
    origin,
    socket,
    emitMessage: (data) => {
      if (state === 1) for (const listener of onMessage) listener(Buffer.from(data), false);
    },
    emitClose,
  };
}
