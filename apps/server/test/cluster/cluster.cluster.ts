import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingForCluster, startCluster, type Cluster } from '../../../../scripts/cluster/cluster-lib.mjs';
import { replicaLagMs } from '../../../../scripts/cluster/replica.mjs';
import { createLoadClient, emptyTally, runPlayer, type LoadMember } from '../../bench/cluster-load.ts';
import {
  CLUSTER_GAME,
  CLUSTER_VENDOR,
  memberIds,
  OPENING_MINOR,
  prepareClusterLoad,
} from '../../bench/cluster-setup.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { readMemberBalance } from '../../src/modules/wallet/wallet-records.service.ts';
import { expectLedgerSound } from '../ledger-helpers.ts';
import { RELAY_MOVED_CODE } from '../../src/modules/pvp/pvp-relay-wire.ts';
import { JOB_NAMES, pushClient, seriesValue, settledLeases, tableSocket } from './cluster-kit.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const METRICS_TOKEN = randomBytes(24).toString('hex');
const PORT = 9540;
const LOAD_SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS ?? 30);
const PLAYERS = 16;
/** Members who only listen on the push channel (a login of the same member elsewhere would end their session). */
const LISTENERS = 6;
const missing = adminUrl ? await missingForCluster({ databaseUrl: adminUrl }) : ['PostgreSQL (TEST_DATABASE_URL)'];
if (missing.length > 0) console.warn(`cluster test skipped: missing ${missing.join(', ')}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function metricsOf(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return response.text();
}

/**
 * Issue 18's cluster test: PostgreSQL with a streaming replica, Redis, three instances and HAProxy, all on
 * 127.0.0.1. A mixed load runs through the balancer while one instance is SIGKILLed (the one holding the jobs'
 * leases) and another is restarted gracefully.
 */
/** Rejects when `work` takes longer than `ms`. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([work, sleep(ms).then(() => Promise.reject(new Error(`nothing within ${ms} ms`)))]);
}

/**
 * A card table opened on `ownerPort`'s instance by the demo member, and the demo player01 at it through
 * `otherPort`'s instance (forwarded by the relay).
 */
async function seatAcrossInstances(client: ReturnType<typeof createLoadClient>, ownerPort: number, otherPort: number) {
  const demo = { username: 'demo', password: 'demo1234', paymentPassword: '' };
  const player = { username: 'player01', password: 'player1234', paymentPassword: '' };
  const rooms = await client.call('pvpRoomList');
  const tableId = (rooms!.body!.value as { rooms: { roomId: number; game: string }[] }).rooms.find(
    (room) => room.game === 'HOLDEM',
  )!.roomId;
  const owner = tableSocket(ownerPort);
  await owner.send({ type: 'auth', token: (await client.login(demo))! });
  await owner.waitFor('hello', (message) => message.isMember);
  await owner.send({ type: 'join', tableId });
  await owner.waitFor('snapshot');
  const token = (await client.login(player))!;
  const forwarded = tableSocket(otherPort);
  await forwarded.send({ type: 'auth', token });
  await forwarded.waitFor('hello', (message) => message.isMember);
  await forwarded.send({ type: 'join', tableId });
  await forwarded.waitFor('snapshot');
  expect(forwarded.received.filter((message) => message.type === 'error')).toEqual([]);
  return { tableId, token, forwarded };
}

describe.skipIf(missing.length > 0)('three instances behind HAProxy', () => {
  let cluster: Cluster;
  let database: Database;
  let dbName: string;
  let members: LoadMember[];
  let secret: string;

  beforeAll(async () => {
    dbName = `lucky_cluster_test_${randomBytes(4).toString('hex')}`;
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    cluster = await startCluster({
      instances: 3,
      port: PORT,
      databaseUrl: url.toString(),
      env: { METRICS_TOKEN, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' },
      say: () => undefined,
    });
    database = await openDatabase({ databaseUrl: cluster.databaseUrl, poolSize: 4 });
    ({ members, secret } = await prepareClusterLoad(database.db, { count: PLAYERS + LISTENERS, prefix: 'cl' }));
    const client = createLoadClient(
      { url: cluster.url, members, vendor: CLUSTER_VENDOR, secret, gameCode: CLUSTER_GAME },
      emptyTally(),
    );
    for (const member of members) {
      const token = await client.login(member);
      const body = { newPaymentPassword: member.paymentPassword, confirmPaymentPassword: member.paymentPassword };
      const answer = await client.call('paymentPasswordSet', { token: token!, body });
      if (!answer?.body?.success) throw new Error(`payment password of ${member.username}: ${answer?.body?.code}`);
    }
  }, 420_000);

  afterAll(async () => {
    await database?.close();
    await cluster?.stop();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }, 180_000);

  it('loses no acknowledged operation while one instance is killed and another restarted', async () => {
    const tally = emptyTally();
    const setup = { url: cluster.url, members, vendor: CLUSTER_VENDOR, secret, gameCode: CLUSTER_GAME };
    const client = createLoadClient(setup, tally);
    const ids = await memberIds(
      database.db,
      members.map((member) => member.username),
    );
    const balanceOf = async (username: string) => {
      const funds = await readMemberBalance(database.db, ids.get(username)!, 'USD');
      return funds.balance;
    };
    // Push clients through the balancer; after each reconnect they catch up by refetching the balance.
    const pushers = await Promise.all(
      members.slice(PLAYERS).map(async (member) => {
        const token = (await client.login(member))!;
        return pushClient(cluster.url, token, async () => void (await client.call('walletBalance', { token })));
      }),
    );
    const before = await settledLeases(cluster.databaseUrl);
    const leaseHolderPid = before.get('money jobs')![0];
    const victim = cluster.instances.find((instance) => instance.pid === leaseHolderPid)!;
    expect(victim, 'one instance holds the jobs lease').toBeDefined();
    const restarted = cluster.instances.find((instance) => instance !== victim)!;
    const survivor = cluster.instances.find((instance) => instance !== victim && instance !== restarted)!;
    const cards = await seatAcrossInstances(client, victim.port, survivor.port);

    const until = Date.now() + LOAD_SECONDS * 1000;
    const players = members.slice(0, PLAYERS);
    const load = Promise.all(players.map((member) => runPlayer(client, member, until)));
    await sleep((LOAD_SECONDS * 1000) / 4);
    await victim.kill('SIGKILL');
    // The leases move to a live instance within a few ticks.
    const after = await settledLeases(cluster.databaseUrl);
    const livePids = cluster.instances.filter((instance) => instance.isRunning).map((instance) => instance.pid);
    for (const job of JOB_NAMES) {
      expect(after.get(job), job).toHaveLength(1);
      expect(livePids, job).toContain(after.get(job)![0]);
    }
    // The card table's owner died: the player forwarded to it is told to reconnect, and the table moves.
    expect(await within(15_000, cards.forwarded.closed)).toBe(RELAY_MOVED_CODE);
    const rejoined = tableSocket(survivor.port);
    await rejoined.send({ type: 'auth', token: cards.token });
    await rejoined.waitFor('hello', (message) => message.isMember);
    await rejoined.send({ type: 'join', tableId: cards.tableId });
    expect((await rejoined.waitFor('snapshot')).table.room.roomId).toBe(cards.tableId);
    rejoined.socket.close();
    await sleep((LOAD_SECONDS * 1000) / 4);
    await restarted.kill('SIGTERM');
    await restarted.start();
    await load;
    await victim.start();

    const total = Object.values(tally.operations).reduce((sum, count) => sum + count, 0);
    console.log(
      `cluster load: ${total} operations (${JSON.stringify(tally.operations)}), ${tally.attempts} requests, ` +
        `${tally.failedAttempts} failed attempts (retried: ${JSON.stringify(tally.failedBy)}), ${tally.lost} lost; refusals ${JSON.stringify(tally.refusals)}`,
    );
    expect(tally.lost).toBe(0);
    expect(tally.operations.round).toBeGreaterThan(5);
    for (const member of members) {
      const acknowledged = tally.acknowledged.get(member.username) ?? { out: 0n, in: 0n };
      expect(await balanceOf(member.username), member.username).toBe(
        OPENING_MINOR - acknowledged.out + acknowledged.in,
      );
    }
    await expectLedgerSound(database.db);
    expect(tally.failedAttempts / tally.attempts).toBeLessThan(0.01);

    // Every push client reconnected where it had to, authenticated again and caught up.
    await sleep(1500);
    for (const pusher of pushers) {
      expect(pusher.state.memberHellos).toBe(pusher.state.connects);
      expect(pusher.state.caughtUp).toBe(pusher.state.memberHellos - 1);
      pusher.stop();
    }
    expect(pushers.some((pusher) => pusher.state.connects > 1)).toBe(true);

    // Each job ran on exactly one live instance: the lease holder's counter moves, the others' stay at zero.
    await sleep(2500);
    const texts = await Promise.all(cluster.instances.map((instance) => metricsOf(instance.port)));
    for (const job of ['money jobs', 'lottery draws']) {
      const running = texts.filter((text) => seriesValue(text, `lucky_job_runs_total{job="${job}"}`) > 0);
      expect(running, job).toHaveLength(1);
    }
    // Betting-record pages read from the replica, whose lag stayed within its bound.
    expect(texts.every((text) => seriesValue(text, 'lucky_db_replica_in_use') === 1)).toBe(true);
    expect(await replicaLagMs(cluster.replicaUrl!)).toBeLessThan(2000);
  }, 420_000);
});
