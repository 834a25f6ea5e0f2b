import { PUSH_PATH, type PushEvent } from '@lucky/contracts/common/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, randomName, type TestApp } from '../../../test/test-app.ts';
import { resolveSession } from '../session/session.service.ts';
import { PUSH_CLOSE_CODES, PUSH_LIMITS } from './push-limits.ts';
import {
  connectPush,
  isDrawKey,
  isSportMinute,
  listenForPush,
  readRefusedUpgrade,
  sampleDraw,
  sampleSportEvent,
} from './push-test-kit.ts';

const isHello = (isMember: boolean) => (event: PushEvent) => event.type === 'hello' && event.isMember === isMember;
const isPong = (event: PushEvent) => event.type === 'pong';
const isBalance = (balance: string) => (event: PushEvent) =>
  event.type === 'wallet.balance' && event.balance === balance;

describe('push channel over a real WebSocket', () => {
  let t: TestApp;
  let url: string;
  let ipCounter = 0;
  const nextIp = () => `10.61.0.${(ipCounter += 1)}`;
  const connect = () => connectPush(url, nextIp());

  async function newMember(): Promise<{ token: string; memberId: number }> {
    const username = randomName('push');
    const registered = await t.call('memberRegister', {
      body: { username, password: 'abc12345', confirmPassword: 'abc12345', ageConfirmed: true, termsAccepted: true },
      ip: nextIp(),
    });
    const token = registered.json().value.token as string;
    const session = await resolveSession(t.ctx, token);
    return { token, memberId: session!.memberId };
  }

  beforeAll(async () => {
    t = await createTestApp('pglite', { TRUST_PROXY_HOPS: '1' });
    url = await listenForPush(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('says hello as a guest on connect and answers a ping', async () => {
    const socket = await connect();
    expect(await socket.waitFor(isHello(false))).toMatchObject({ serverTime: t.clock.now.toISOString() });
    socket.send({ type: 'ping' });
    expect(await socket.waitFor(isPong)).toEqual({ type: 'pong', serverTime: t.clock.now.toISOString() });
    socket.ws.close();
  });

  it('delivers a draw event to the sockets of its topic and not to those of another game', async () => {
    const [keno, everything, pk10] = await Promise.all([connect(), connect(), connect()]);
    keno.send({ type: 'subscribe', topics: ['lottery:KENO_1M'] });
    everything.send({ type: 'subscribe', topics: ['lottery'] });
    pk10.send({ type: 'subscribe', topics: ['lottery:PK10_1M'] });
    // Messages of one socket are handled in order: a pong means its subscribe is in place.
    for (const socket of [keno, everything, pk10]) socket.send({ type: 'ping' });
    await Promise.all([keno, everything, pk10].map((socket) => socket.waitFor(isPong)));

    t.ctx.push.publishDrawEvent({ gameCode: 'KENO_1M', event: 'drawn', draw: sampleDraw('KENO_1M', 'k-1') });
    t.ctx.push.publishDrawEvent({ gameCode: 'PK10_1M', event: 'opened', draw: sampleDraw('PK10_1M', 'p-1') });
    expect(await keno.waitFor(isDrawKey('k-1'))).toEqual({
      type: 'lottery.draw',
      gameCode: 'KENO_1M',
      event: 'drawn',
      draw: sampleDraw('KENO_1M', 'k-1'),
    });
    await everything.waitFor(isDrawKey('k-1'));
    await everything.waitFor(isDrawKey('p-1'));
    await pk10.waitFor(isDrawKey('p-1'));
    // Publishing is synchronous on one instance, so p-1 arriving means k-1 would have arrived before it.
    expect(pk10.count(isDrawKey('k-1'))).toBe(0);
    expect(keno.count((event) => event.type === 'lottery.draw')).toBe(1);
    for (const socket of [keno, everything, pk10]) socket.ws.close();
  });

  it('sends a balance only to the sockets authenticated as that member', async () => {
    const [alice, bob] = await Promise.all([newMember(), newMember()]);
    const [aliceTab, aliceOtherTab, bobTab, guest] = await Promise.all([connect(), connect(), connect(), connect()]);
    aliceTab.send({ type: 'auth', token: alice.token });
    aliceOtherTab.send({ type: 'auth', token: alice.token });
    bobTab.send({ type: 'auth', token: bob.token });
    await Promise.all([aliceTab, aliceOtherTab, bobTab].map((socket) => socket.waitFor(isHello(true))));

    t.ctx.push.publishBalance({ memberId: alice.memberId, balance: '123.45' });
    t.ctx.push.publishBalance({ memberId: bob.memberId, balance: '6.00' });
    await aliceTab.waitFor(isBalance('123.45'));
    await aliceOtherTab.waitFor(isBalance('123.45'));
    await bobTab.waitFor(isBalance('6.00'));
    for (const socket of [guest]) {
      socket.send({ type: 'ping' });
      await socket.waitFor(isPong);
    }
    expect(aliceTab.count((event) => event.type === 'wallet.balance')).toBe(1);
    expect(bobTab.count(isBalance('123.45'))).toBe(0);
    expect(guest.count((event) => event.type === 'wallet.balance')).toBe(0);

    // After a logout elsewhere the tabs of the ended session become guests.
    t.ctx.push.forgetMemberSessions({ memberId: alice.memberId });
    await aliceTab.waitFor(isHello(false));
    t.ctx.push.publishBalance({ memberId: alice.memberId, balance: '1.00' });
    aliceTab.send({ type: 'ping' });
    await aliceTab.waitFor(isPong);
    expect(aliceTab.count(isBalance('1.00'))).toBe(0);
    for (const socket of [aliceTab, aliceOtherTab, bobTab, guest]) socket.ws.close();
  });

  it('answers an auth with a token that is not a live session as a guest, and limits auths per socket', async () => {
    const { token } = await newMember();
    const socket = await connect();
    await socket.waitFor(isHello(false));
    socket.send({ type: 'auth', token });
    await socket.waitFor(isHello(true));
    socket.send({ type: 'subscribe', topics: ['lottery'] });
    socket.send({ type: 'auth', token: 'x'.repeat(43) });
    socket.send({ type: 'ping' });
    await socket.waitFor(isPong);
    expect(socket.events.at(-2)).toMatchObject({ type: 'hello', isMember: false });
    // Still open, still a subscriber, no longer the member.
    const { memberId } = (await resolveSession(t.ctx, token))!;
    t.ctx.push.publishBalance({ memberId, balance: '9.99' });
    t.ctx.push.publishDrawEvent({
      gameCode: 'KENO_1M',
      event: 'voided',
      draw: sampleDraw('KENO_1M', 'after-stale-token'),
    });
    await socket.waitFor(isDrawKey('after-stale-token'));
    expect(socket.count(isBalance('9.99'))).toBe(0);

    // Two auths so far; up to the limit they are answered, the next one closes the socket.
    for (let sent = 2; sent < PUSH_LIMITS.authsPerSocket; sent += 1) socket.send({ type: 'auth', token });
    socket.send({ type: 'ping' });
    await socket.waitFor(() => socket.count(isPong) === 2);
    expect(socket.count(isHello(true))).toBe(PUSH_LIMITS.authsPerSocket - 1);
    socket.send({ type: 'auth', token });
    expect(await socket.closed).toEqual({ code: PUSH_CLOSE_CODES.TOO_MANY, reason: 'too many auth messages' });
  });

  it('closes the member socket beyond the limit', async () => {
    const { token } = await newMember();
    const sockets = await Promise.all(Array.from({ length: PUSH_LIMITS.socketsPerMember + 1 }, () => connect()));
    for (const socket of sockets.slice(0, -1)) socket.send({ type: 'auth', token });
    await Promise.all(sockets.slice(0, -1).map((socket) => socket.waitFor(isHello(true))));
    sockets.at(-1)!.send({ type: 'auth', token });
    expect((await sockets.at(-1)!.closed).code).toBe(PUSH_CLOSE_CODES.TOO_MANY);
    for (const socket of sockets) socket.ws.close();
  });

  it('delivers a sports event to the sockets of its sport and of its event, and not to those of another sport', async () => {
    const [football, watching, basketball] = await Promise.all([connect(), connect(), connect()]);
    football.send({ type: 'subscribe', topics: ['sports:FOOTBALL', 'lottery'] });
    watching.send({ type: 'subscribe', topics: ['sports:event:FBL-PL-s1-md3-m4'] });
    basketball.send({ type: 'subscribe', topics: ['sports:BASKETBALL'] });
    for (const socket of [football, watching, basketball]) socket.send({ type: 'ping' });
    await Promise.all([football, watching, basketball].map((socket) => socket.waitFor(isPong)));

    const sportEvent = sampleSportEvent('FBL-PL-s1-md3-m4', 31);
    t.ctx.push.publishSportEvent({ event: 'state', sportEvent });
    t.ctx.push.publishSportEvent({ event: 'live', sportEvent: sampleSportEvent('BSK-1-s1-r2-m1', 2, 'BASKETBALL') });
    expect(await football.waitFor(isSportMinute('FBL-PL-s1-md3-m4', 31))).toEqual({
      type: 'sports.event',
      event: 'state',
      sportEvent,
    });
    await watching.waitFor(isSportMinute('FBL-PL-s1-md3-m4', 31));
    await basketball.waitFor(isSportMinute('BSK-1-s1-r2-m1', 2));
    expect(basketball.count(isSportMinute('FBL-PL-s1-md3-m4', 31))).toBe(0);
    expect(football.count(isSportMinute('BSK-1-s1-r2-m1', 2))).toBe(0);
    for (const socket of [football, watching, basketball]) socket.ws.close();
  });

  it.each([
    ['not JSON', '{"type":', PUSH_CLOSE_CODES.BAD_MESSAGE],
    ['an unknown sport', { type: 'subscribe', topics: ['sports:TENNIS'] }, PUSH_CLOSE_CODES.BAD_MESSAGE],
    ['a malformed event topic', { type: 'subscribe', topics: ['sports:event:<script>'] }, PUSH_CLOSE_CODES.BAD_MESSAGE],
    ['not an object', '[1,2]', PUSH_CLOSE_CODES.BAD_MESSAGE],
    ['a known type with a bad field', { type: 'subscribe', topics: ['casino'] }, PUSH_CLOSE_CODES.BAD_MESSAGE],
    [
      'too many topics',
      { type: 'subscribe', topics: Array.from({ length: 21 }, () => 'lottery') },
      PUSH_CLOSE_CODES.BAD_MESSAGE,
    ],
    ['an empty token', { type: 'auth', token: '' }, PUSH_CLOSE_CODES.BAD_MESSAGE],
    ['a message over the size limit', { type: 'ping', pad: 'x'.repeat(PUSH_LIMITS.maxMessageBytes) }, 1009],
    ['invalid UTF-8', Buffer.from([0x22, 0xff, 0xfe, 0x22]), 1007],
  ])('closes the socket on %s', async (_name, message, code) => {
    const socket = await connect();
    if (Buffer.isBuffer(message)) socket.ws.send(message, { binary: false });
    else socket.send(message);
    expect((await socket.closed).code).toBe(code);
  });

  it('closes the socket on a binary frame and on a flood of messages, and ignores an unknown type', async () => {
    const binary = await connect();
    binary.ws.send(Buffer.from('{"type":"ping"}'), { binary: true });
    expect((await binary.closed).code).toBe(PUSH_CLOSE_CODES.UNSUPPORTED_DATA);

    const flood = await connect();
    for (let index = 0; index <= PUSH_LIMITS.messagesPerWindow; index += 1) flood.send({ type: 'ping' });
    expect((await flood.closed).code).toBe(PUSH_CLOSE_CODES.TOO_MANY);

    const newer = await connect();
    newer.send({ type: 'typing', at: 1 });
    newer.send({ type: 'ping' });
    await newer.waitFor(isPong);
    newer.ws.close();
  });

  it('refuses the upgrade beyond the limit of one address', async () => {
    const ip = nextIp();
    const sockets = await Promise.all(Array.from({ length: PUSH_LIMITS.socketsPerIp }, () => connectPush(url, ip)));
    expect(await readRefusedUpgrade(url, ip)).toBe(429);
    for (const socket of sockets) socket.ws.close();
    await Promise.all(sockets.map((socket) => socket.closed));
    (await connectPush(url, ip)).ws.close();
  });

  it('answers a plain GET with a clear error, an upgrade elsewhere with 404, and allows the socket in the CSP', async () => {
    const plain = await t.app.inject({ method: 'GET', url: PUSH_PATH });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ success: false, code: 'request.invalid' });
    // CSP level 3: 'self' in connect-src covers ws: and wss: of the page's own host and port.
    expect(plain.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(await readRefusedUpgrade(url.replace(PUSH_PATH, '/wps/no-such-socket'), nextIp())).toBe(404);
  });

  it('refuses the upgrade from a restricted region like any player-site call', async () => {
    await t.configure((config) => {
      config.regionRules.denyCidrs.push('10.62.0.0/16');
    });
    try {
      expect(await readRefusedUpgrade(url, '10.62.0.1')).toBe(403);
    } finally {
      await t.configure((config) => {
        config.regionRules.denyCidrs = config.regionRules.denyCidrs.filter((cidr) => cidr !== '10.62.0.0/16');
      });
    }
  });
});

describe('push channel shutdown', () => {
  it('tells open sockets the server is going away when the app closes', async () => {
    const t = await createTestApp('pglite');
    const url = await listenForPush(t.app);
    const socket = await connectPush(url, '10.63.0.1');
    await t.close();
    expect((await socket.closed).code).toBe(PUSH_CLOSE_CODES.GOING_AWAY);
  });
});
