import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createPushHub, type PushHub } from './push-hub.ts';
import { PUSH_CLOSE_CODES, PUSH_LIMITS } from './push-limits.ts';
import { sampleDraw as draw, sampleSportEvent } from './push-test-kit.ts';

/** A socket that records what it is sent and closes like ws does (the close event comes after). */
class FakeSocket extends EventEmitter {
  readyState = 1;
  bufferedAmount = 0;
  sent: { type: string }[] = [];
  closedWith: number | null = null;
  pings = 0;
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  ping(): void {
    this.pings += 1;
  }
  close(code?: number): void {
    if (this.readyState !== 1) return;
    this.closedWith = code ?? 1005;
    this.readyState = 3;
    queueMicrotask(() => this.emit('close'));
  }
  terminate(): void {
    this.close(1006);
  }
}

const silentLog = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
describe('push hub (one instance)', () => {
  let hub: PushHub;
  afterEach(async () => {
    await hub.close();
  });
  const newHub = (heartbeatMs?: number) =>
    (hub = createPushHub({ log: silentLog, now: () => new Date('2026-11-24T00:00:00Z'), heartbeatMs }));
  const attach = (ip = '10.0.0.1') => {
    const socket = new FakeSocket();
    const client = hub.attachSocket({ socket, ip });
    return { socket, client: client! };
  };

  it('sends a draw event to the sockets of its game and of all lottery, each once, and to no other game', () => {
    newHub();
    const [keno, all, both, other] = [attach(), attach(), attach(), attach()];
    hub.subscribeTopics(keno.client, ['lottery:KENO_1M']);
    hub.subscribeTopics(all.client, ['lottery']);
    hub.subscribeTopics(both.client, ['lottery', 'lottery:KENO_1M']);
    hub.subscribeTopics(other.client, ['lottery:PK10_1M']);
    hub.publishDrawEvent({ gameCode: 'KENO_1M', event: 'opened', draw: draw('KENO_1M') });
    expect(keno.socket.sent).toEqual([
      { type: 'lottery.draw', gameCode: 'KENO_1M', event: 'opened', draw: draw('KENO_1M') },
    ]);
    expect(all.socket.sent).toHaveLength(1);
    expect(both.socket.sent).toHaveLength(1);
    expect(other.socket.sent).toHaveLength(0);
  });

  it('sends a sports event to the sockets of all sports, its sport and the event, each once, and to no other', () => {
    newHub();
    const [all, football, event, everything, basketball, otherEvent, lottery] = Array.from({ length: 7 }, () =>
      attach(),
    );
    hub.subscribeTopics(all.client, ['sports']);
    hub.subscribeTopics(football.client, ['sports:FOOTBALL']);
    hub.subscribeTopics(event.client, ['sports:event:FBL-PL-s1-md3-m1']);
    hub.subscribeTopics(everything.client, ['sports', 'sports:FOOTBALL', 'sports:event:FBL-PL-s1-md3-m1']);
    hub.subscribeTopics(basketball.client, ['sports:BASKETBALL']);
    hub.subscribeTopics(otherEvent.client, ['sports:event:FBL-PL-s1-md3-m2']);
    hub.subscribeTopics(lottery.client, ['lottery']);
    const sportEvent = sampleSportEvent('FBL-PL-s1-md3-m1', 12);
    hub.publishSportEvent({ event: 'state', sportEvent });
    const sent = { type: 'sports.event', event: 'state', sportEvent };
    for (const socket of [all, football, event, everything]) expect(socket.socket.sent).toEqual([sent]);
    for (const socket of [basketball, otherEvent, lottery]) expect(socket.socket.sent).toHaveLength(0);
  });

  it('delivers a change named by a dedupe key once, however many times it is published', () => {
    newHub();
    const { socket, client } = attach();
    hub.subscribeTopics(client, ['sports']);
    const sportEvent = sampleSportEvent('FBL-PL-s1-md3-m1', 12);
    hub.publishSportEvent({ event: 'state', sportEvent, dedupeKey: 'FBL-PL-s1-md3-m1:state:12' });
    hub.publishSportEvent({ event: 'state', sportEvent, dedupeKey: 'FBL-PL-s1-md3-m1:state:12' });
    hub.publishSportEvent({ event: 'live', sportEvent, dedupeKey: 'FBL-PL-s1-md3-m1:live' });
    hub.publishSportEvent({ event: 'state', sportEvent, dedupeKey: 'FBL-PL-s1-md3-m1:state:13' });
    // Without a key nothing is held back (the desk's changes come from one request).
    hub.publishSportEvent({ event: 'suspended', sportEvent });
    hub.publishSportEvent({ event: 'suspended', sportEvent });
    expect(socket.sent.map((event) => (event as { event?: string }).event)).toEqual([
      'state',
      'live',
      'state',
      'suspended',
      'suspended',
    ]);
  });

  it('replaces the topics of a socket at each subscribe', () => {
    newHub();
    const { socket, client } = attach();
    hub.subscribeTopics(client, ['lottery:KENO_1M']);
    hub.subscribeTopics(client, ['lottery:PK10_1M']);
    hub.publishDrawEvent({ gameCode: 'KENO_1M', event: 'drawn', draw: draw('KENO_1M') });
    expect(socket.sent).toHaveLength(0);
  });

  it('sends a balance only to the sockets of that member, and stops after their session is forgotten', () => {
    newHub();
    const [mine, mineToo, theirs, guest] = [attach(), attach(), attach(), attach()];
    hub.bindMember(mine.client, { memberId: 7, sessionId: 70 });
    hub.bindMember(mineToo.client, { memberId: 7, sessionId: 71 });
    hub.bindMember(theirs.client, { memberId: 8, sessionId: 80 });
    hub.publishBalance({ memberId: 7, balance: '12.50' });
    expect(mine.socket.sent).toEqual([{ type: 'wallet.balance', balance: '12.50' }]);
    expect(mineToo.socket.sent).toHaveLength(1);
    expect(theirs.socket.sent).toHaveLength(0);
    expect(guest.socket.sent).toHaveLength(0);

    hub.forgetMemberSessions({ memberId: 7, keepSessionId: 71 });
    expect(mine.socket.sent.at(-1)).toEqual({ type: 'hello', serverTime: '2026-11-24T00:00:00.000Z', isMember: false });
    hub.publishBalance({ memberId: 7, balance: '13.00' });
    expect(mine.socket.sent.filter((event) => event.type === 'wallet.balance')).toHaveLength(1);
    expect(mineToo.socket.sent.at(-1)).toEqual({ type: 'wallet.balance', balance: '13.00' });
  });

  it('refuses a member socket beyond the limit and frees its place when one closes', async () => {
    newHub();
    const held = Array.from({ length: PUSH_LIMITS.socketsPerMember }, () => attach());
    for (const [index, { client }] of held.entries())
      expect(hub.bindMember(client, { memberId: 9, sessionId: index })).toBe('bound');
    const extra = attach();
    expect(hub.bindMember(extra.client, { memberId: 9, sessionId: 99 })).toBe('full');
    held[0].socket.close(1000);
    await Promise.resolve();
    expect(hub.bindMember(extra.client, { memberId: 9, sessionId: 99 })).toBe('bound');
  });

  it('refuses a socket beyond the limit of its address', async () => {
    newHub();
    for (let index = 0; index < PUSH_LIMITS.socketsPerIp; index += 1) attach('10.9.9.9');
    expect(hub.countSocketsOfIp('10.9.9.9')).toBe(PUSH_LIMITS.socketsPerIp);
    const refused = new FakeSocket();
    expect(hub.attachSocket({ socket: refused, ip: '10.9.9.9' })).toBeNull();
    expect(refused.closedWith).toBe(PUSH_CLOSE_CODES.TOO_MANY);
    expect(hub.attachSocket({ socket: new FakeSocket(), ip: '10.9.9.10' })).not.toBeNull();
  });

  it('drops a socket that does not read what it is sent', () => {
    newHub();
    const { socket, client } = attach();
    hub.subscribeTopics(client, ['lottery']);
    socket.bufferedAmount = PUSH_LIMITS.maxBufferedBytes + 1;
    hub.publishDrawEvent({ gameCode: 'KENO_1M', event: 'opened', draw: draw('KENO_1M') });
    expect(socket.sent).toHaveLength(0);
    expect(socket.closedWith).toBe(1006);
  });

  it('pings every socket and drops the one that did not answer the previous ping', async () => {
    newHub(20);
    const answering = attach();
    const silent = attach();
    const answer = setInterval(() => answering.socket.emit('pong'), 5);
    await new Promise((resolve) => setTimeout(resolve, 90));
    clearInterval(answer);
    expect(silent.socket.closedWith).toBe(1006);
    expect(answering.socket.closedWith).toBeNull();
    expect(answering.socket.pings).toBeGreaterThan(1);
  });

  it('closes every socket with GOING_AWAY on close and refuses new ones after', async () => {
    newHub();
    const { socket } = attach();
    await hub.close();
    expect(socket.closedWith).toBe(PUSH_CLOSE_CODES.GOING_AWAY);
    const late = new FakeSocket();
    expect(hub.attachSocket({ socket: late, ip: '10.0.0.1' })).toBeNull();
    expect(late.closedWith).toBe(PUSH_CLOSE_CODES.GOING_AWAY);
  });
});
