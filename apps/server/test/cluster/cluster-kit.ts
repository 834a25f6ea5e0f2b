import { PUSH_PATH } from '@lucky/contracts/common/push';
import { PVP_PATH, type PvpServerMessage } from '@lucky/contracts/pvp/pvp-messages';
import pg from 'pg';
import WebSocket from 'ws';
import { JOB_LEASE_NAMESPACE, jobLeaseKey } from '../../src/lib/job-lease.ts';

/** The periodic jobs the server starts (app.ts, startPeriodicJobs), by the names their leases take. */
export const JOB_NAMES = [
  'money jobs',
  'contract settlement',
  'loyalty jobs',
  'lottery draws',
  'sportsbook events',
  'live table settlement',
];

/** Which process holds each job's lease now (from the lease connection's application_name), by job name. */
export async function leaseHolders(databaseUrl: string): Promise<Map<string, number[]>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ objid: string; name: string }>(
      `select l.objid::text as objid, a.application_name as name
         from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and l.granted and l.classid = $1::int::oid and a.datname = current_database()`,
      [JOB_LEASE_NAMESPACE],
    );
    const holders = new Map<string, number[]>();
    for (const job of JOB_NAMES) {
      const key = String(jobLeaseKey(job) >>> 0);
      holders.set(
        job,
        rows.filter((row) => row.objid === key).map((row) => Number(row.name.replace('lucky job leases ', ''))),
      );
    }
    return holders;
  } finally {
    await client.end();
  }
}

/** The lease holders once every job's lease is held by one process (up to 20 s: a lease moves at the next tick). */
export async function settledLeases(databaseUrl: string): Promise<Map<string, number[]>> {
  let holders = await leaseHolders(databaseUrl);
  for (let wait = 0; wait < 40 && JOB_NAMES.some((job) => holders.get(job)!.length !== 1); wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    holders = await leaseHolders(databaseUrl);
  }
  return holders;
}

/** A metric's value in an exposition text (0 when absent). */
export function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/**
 * A push-channel client through the load balancer that reconnects (after 300 ms) whenever its socket closes and
 * authenticates again, as the web client does; `catchUp` is the client's refetch after a reconnect.
 */
export function pushClient(url: string, token: string, catchUp: () => Promise<void>) {
  const state = { connects: 0, memberHellos: 0, caughtUp: 0, isStopped: false, socket: null as WebSocket | null };
  const connect = () => {
    if (state.isStopped) return;
    const socket = new WebSocket(`${url.replace('http', 'ws')}${PUSH_PATH}`);
    state.socket = socket;
    socket.on('open', () => {
      state.connects += 1;
      socket.send(JSON.stringify({ type: 'auth', token }));
    });
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; isMember?: boolean };
      if (message.type !== 'hello' || !message.isMember) return;
      state.memberHellos += 1;
      if (state.memberHellos > 1) void catchUp().then(() => (state.caughtUp += 1));
    });
    socket.on('error', () => undefined);
    socket.on('close', () => setTimeout(connect, 300));
  };
  connect();
  return {
    state,
    stop() {
      state.isStopped = true;
      state.socket?.close();
    },
  };
}

/** A real table socket to one instance, keeping what it receives and how it closed. */
export function tableSocket(port: number) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${PVP_PATH}`);
  const received: PvpServerMessage[] = [];
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('message', (data) => received.push(JSON.parse(String(data)) as PvpServerMessage));
  const opened = new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const waitFor = async <T extends PvpServerMessage['type']>(
    type: T,
    match: (message: Extract<PvpServerMessage, { type: T }>) => boolean = () => true,
  ) => {
    for (let attempt = 0; attempt < 500; attempt += 1) {
      const found = received.find((message) => message.type === type && match(message as never));
      if (found) {
        received.splice(received.indexOf(found), 1);
        return found as Extract<PvpServerMessage, { type: T }>;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no ${type}; received ${received.map((message) => message.type).join(', ')}`);
  };
  return {
    socket,
    received,
    closed,
    waitFor,
    send: async (message: Record<string, unknown>) => {
      await opened;
      socket.send(JSON.stringify(message));
    },
  };
}
