import type { AddressInfo } from 'node:net';
import { PUSH_PATH, type PushEvent } from '@lucky/contracts/common/push';
import type { LotteryDraw } from '@lucky/contracts/lottery/lottery-schemas';
import type { PushedSportEvent } from './push-hub.ts';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A draw as the lottery module would publish it; `drawKey` tells test events apart. */
export const sampleDraw = (gameCode: string, drawKey = '20261124-0001'): LotteryDraw => ({
  drawId: 1,
  gameCode,
  drawKey,
  station: null,
  stationName: null,
  opensAt: '2026-11-24T00:00:00.000Z',
  stopsSaleAt: '2026-11-24T00:00:50.000Z',
  drawAt: '2026-11-24T00:01:00.000Z',
  status: 'SCHEDULED',
  phase: 'OPEN',
  seedHash: 'ab'.repeat(32),
  seed: null,
  resultSource: null,
  result: null,
});

/** A sportsbook event as the sportsbook's job would publish it; `minute` tells test events apart. */
export const sampleSportEvent = (
  eventId = 'FBL-PL-s1-md3-m1',
  minute = 0,
  sport: PushedSportEvent['sport'] = 'FOOTBALL',
): PushedSportEvent => ({
  eventId,
  sport,
  category: sport === 'MOBA' || sport === 'SHOOTER' ? 'ESPORTS' : sport === 'COCKFIGHT' ? 'COCKFIGHT' : 'SPORTS',
  competitionCode: 'FBL-PL',
  competitionName: 'Crown League',
  season: 1,
  round: 3,
  arena: null,
  participants: [
    { code: 'PL-ARD', name: 'Ardent Rovers', shortName: 'ARD' },
    { code: 'PL-BLK', name: 'Blackmoor City', shortName: 'BLK' },
  ],
  opensAt: '2026-11-24T00:00:00.000Z',
  startsAt: '2026-11-24T00:04:00.000Z',
  expectedEndsAt: '2026-11-24T00:05:45.000Z',
  endedAt: null,
  status: 'LIVE',
  seedHash: 'cd'.repeat(32),
  seed: null,
  elapsedMs: minute * 1000,
  state: { sport: 'FOOTBALL', minute, home: 1, away: 0, halfTime: null },
  score: { home: 1, away: 0 },
  result: null,
  isBettable: true,
  mainMarkets: [
    {
      key: 'FT_1X2',
      type: 'FT_1X2',
      line: null,
      suspended: false,
      selections: [
        { key: 'HOME', oddsMilli: 1500 },
        { key: 'DRAW', oddsMilli: 3900 },
        { key: 'AWAY', oddsMilli: 6200 },
      ],
    },
  ],
  marketCount: 40,
  suspendedMarkets: [],
});

export const isSportMinute =
  (eventId: string, minute: number) =>
  (event: PushEvent): boolean =>
    event.type === 'sports.event' &&
    event.sportEvent.eventId === eventId &&
    event.sportEvent.elapsedMs === minute * 1000;

/** Listens on a free loopback port and answers the push channel's URL. */
export async function listenForPush(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${PUSH_PATH}`;
}

export type PushTestSocket = {
  ws: WebSocket;
  /** Every event received so far, in order. */
  events: PushEvent[];
  send(message: unknown): void;
  /** The first event received (before or after the call) that matches; fails after a while. */
  waitFor(match: (event: PushEvent) => boolean): Promise<PushEvent>;
  count(match: (event: PushEvent) => boolean): number;
  closed: Promise<{ code: number; reason: string }>;
};

const WAIT_MS = 3000;

/** A real `ws` client, open; `ip` goes in X-Forwarded-For (the test app trusts one proxy hop). */
export async function connectPush(url: string, ip: string): Promise<PushTestSocket> {
  const ws = new WebSocket(url, { headers: { 'x-forwarded-for': ip } });
  const events: PushEvent[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    events.push(JSON.parse(String(data)) as PushEvent);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    events,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    count: (match) => events.filter(match).length,
    waitFor: (match) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching push event within ${WAIT_MS} ms; got ${JSON.stringify(events)}`));
        }, WAIT_MS);
        waiters.add(check);
        check();
      }),
    closed,
  };
}

/** The HTTP status an upgrade request is answered with instead of 101. */
export function readRefusedUpgrade(url: string, ip: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { 'x-forwarded-for': ip } });
    ws.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      ws.terminate();
    });
    ws.on('open', () => reject(new Error('the upgrade was accepted')));
    ws.on('error', () => undefined);
  });
}

export const isDrawKey =
  (drawKey: string) =>
  (event: PushEvent): boolean =>
    event.type === 'lottery.draw' && event.draw.drawKey === drawKey;
