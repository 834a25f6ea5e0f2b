import { randomBytes, randomInt } from 'node:crypto';
import type { PushEvent } from '@lucky/contracts/common/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, randomName, type TestApp } from '../../../test/test-app.ts';
import { resolveSession } from '../session/session.service.ts';
import {
  connectPush,
  isDrawKey,
  isSportMinute,
  listenForPush,
  sampleDraw,
  sampleSportEvent,
  type PushTestSocket,
} from './push-test-kit.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** Two instances on one Redis, as behind a load balancer: a tab gets its events whichever instance it is on. */
describe.skipIf(!redisUrl)('push fan-out through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let firstUrl: string;
  let secondUrl: string;
  // Other runs may share this Redis: a game code and amounts of our own keep their events apart.
  const gameCode = `T_${randomBytes(4).toString('hex').toUpperCase()}`;

  beforeAll(async () => {
    first = await createTestApp('pglite', { REDIS_URL: redisUrl!, TRUST_PROXY_HOPS: '1' });
    second = await createTestApp('pglite', { REDIS_URL: redisUrl!, TRUST_PROXY_HOPS: '1' });
    firstUrl = await listenForPush(first.app);
    secondUrl = await listenForPush(second.app);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  async function subscribed(url: string, ip: string, topics: string[]): Promise<PushTestSocket> {
    const socket = await connectPush(url, ip);
    socket.send({ type: 'subscribe', topics });
    socket.send({ type: 'ping' });
    await socket.waitFor((event) => event.type === 'pong');
    return socket;
  }

  it('delivers an event published on one instance exactly once to every subscribed socket on both', async () => {
    const sockets = [
      await subscribed(firstUrl, '10.64.0.1', [`lottery:${gameCode}`]),
      await subscribed(secondUrl, '10.64.0.2', [`lottery:${gameCode}`]),
      await subscribed(secondUrl, '10.64.0.3', ['lottery', `lottery:${gameCode}`]),
    ];
    const bystander = await subscribed(secondUrl, '10.64.0.4', ['lottery:OTHER_GAME']);

    first.ctx.push.publishDrawEvent({ gameCode, event: 'drawn', draw: sampleDraw(gameCode, 'once') });
    // Once the other instance has it, Redis has sent it to every subscriber; a marker published after it then
    // reaches each connection after it, and after any duplicate too.
    await sockets[1].waitFor(isDrawKey('once'));
    second.ctx.push.publishDrawEvent({ gameCode, event: 'settled', draw: sampleDraw(gameCode, 'marker') });
    second.ctx.push.publishDrawEvent({
      gameCode: 'OTHER_GAME',
      event: 'opened',
      draw: sampleDraw('OTHER_GAME', `bystander-${gameCode}`),
    });
    for (const socket of sockets) {
      await socket.waitFor(isDrawKey('marker'));
      expect(socket.count(isDrawKey('once'))).toBe(1);
    }
    await bystander.waitFor(isDrawKey(`bystander-${gameCode}`));
    expect(bystander.count(isDrawKey('once'))).toBe(0);
    for (const socket of [...sockets, bystander]) socket.ws.close();
  });

  it('delivers a sports change both instances publish under one dedupe key once to every socket', async () => {
    // An event id of our own: other runs may share this Redis.
    const eventId = `FBL-T${randomBytes(4).toString('hex').toUpperCase()}`;
    const topic = `sports:event:${eventId}`;
    const sockets = [
      await subscribed(firstUrl, '10.64.2.1', [topic]),
      await subscribed(secondUrl, '10.64.2.2', ['sports:FOOTBALL', topic]),
    ];
    // Both jobs saw the same second of play; then one more second, published by one of them.
    first.ctx.push.publishSportEvent({
      event: 'state',
      sportEvent: sampleSportEvent(eventId, 20),
      dedupeKey: `${eventId}:state:20`,
    });
    second.ctx.push.publishSportEvent({
      event: 'state',
      sportEvent: sampleSportEvent(eventId, 20),
      dedupeKey: `${eventId}:state:20`,
    });
    await sockets[0].waitFor(isSportMinute(eventId, 20));
    await sockets[1].waitFor(isSportMinute(eventId, 20));
    second.ctx.push.publishSportEvent({
      event: 'state',
      sportEvent: sampleSportEvent(eventId, 21),
      dedupeKey: `${eventId}:state:21`,
    });
    for (const socket of sockets) {
      await socket.waitFor(isSportMinute(eventId, 21));
      expect(socket.count(isSportMinute(eventId, 20))).toBe(1);
    }
    for (const socket of sockets) socket.ws.close();
  });

  it('delivers a balance to the member socket once, from its own instance and from the other', async () => {
    const registered = await first.call('memberRegister', {
      body: {
        username: randomName('pushr'),
        password: 'abc12345',
        confirmPassword: 'abc12345',
        ageConfirmed: true,
        termsAccepted: true,
      },
      ip: '10.64.1.1',
    });
    const token = registered.json().value.token as string;
    const { memberId } = (await resolveSession(first.ctx, token))!;
    const socket = await connectPush(firstUrl, '10.64.1.2');
    socket.send({ type: 'auth', token });
    await socket.waitFor((event) => event.type === 'hello' && event.isMember);

    const balance = `${randomInt(1_000_000)}.25`;
    const isOurs = (event: PushEvent) => event.type === 'wallet.balance' && event.balance === balance;
    first.ctx.push.publishBalance({ memberId, balance });
    await socket.waitFor(isOurs);
    // Published on the other instance after the first one went through Redis: it arrives after any duplicate.
    second.ctx.push.publishBalance({ memberId, balance: `${balance}0` });
    await socket.waitFor((event) => event.type === 'wallet.balance' && event.balance === `${balance}0`);
    expect(socket.count(isOurs)).toBe(1);
    socket.ws.close();
  });
});
