import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../src/db/client.ts';
import { encryptPayload } from '../src/lib/payload-crypto.ts';
import { checkLedgerInvariants } from '../src/modules/wallet/ledger-invariants.ts';

/**
 * Slow (about 20 s) and PostgreSQL only. The real server runs as a child process; transfers
 * are driven over HTTP from two members in both directions; the server is killed with SIGKILL
 * in the middle of the load and started again. Afterwards every invariant holds and every
 * transfer the server acknowledged is in the ledger, answered the same on a replay.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAY = '135135';
type Ack = { from: 'agent' | 'player'; requestId: string; amount: string; transferId: number; balanceAfter: string };

describe.skipIf(!process.env.TEST_DATABASE_URL)('crash recovery on postgres', () => {
  const name = `lucky_crash_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lucky-crash-'));
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost/postgres');
  url.pathname = `/${name}`;
  const port = 19_000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;

  async function admin(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  }

  async function startServer(): Promise<void> {
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        WEB_DIST: '/nonexistent',
        REDIS_URL: '',
        SEED_DEMO: 'true',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // Two minutes: migrations and the demo seed on a busy 2-core machine have taken over 30 s.
    for (let attempt = 0; attempt < 480; attempt += 1) {
      try {
        if ((await fetch(`${base}/wps/system/status`)).ok) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the server did not start');
  }

  let key: { keyId: string; publicKey: string };
  async function post(pathname: string, body: unknown, token?: string, encrypted = true) {
    const payload = encrypted ? encryptPayload(key.publicKey, key.keyId, JSON.stringify(body)) : body;
    const response = await fetch(`${base}${pathname}`, {
      method: 'POST',
      body: JSON.stringify(payload),
      headers: {
        'content-type': 'application/json',
        ...(encrypted ? { encryption: 'RSA-OAEP-256+A256GCM' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return { status: response.status, body: await response.json() };
  }

  beforeAll(async () => {
    await admin(`create database ${name}`);
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged transfer and breaks no invariant when killed mid-load', async () => {
    await startServer();
    const { keyId, publicKey } = (await (await fetch(`${base}/wps/system/status`)).json()).value.encryption;
    key = { keyId, publicKey };
    const login = async (username: string, password: string) =>
      (await post('/wps/session/login', { type: 'username', username, password })).body.value.token as string;
    const tokens = { agent: await login('agent01', 'agent1234'), player: await login('player01', 'player1234') };
    for (const token of Object.values(tokens))
      expect(
        (await post('/wps/member/payment-password', { newPaymentPassword: PAY, confirmPaymentPassword: PAY }, token))
          .status,
      ).toBe(200);

    const acks: Ack[] = [];
    let stopped = false;
    let sequence = 0;
    const worker = async (from: 'agent' | 'player') => {
      while (!stopped) {
        const requestId = `crash-${from}-${(sequence += 1).toString().padStart(6, '0')}`;
        const amount = ((100 + Math.floor(Math.random() * 900)) / 100).toFixed(2);
        const pathname = from === 'agent' ? '/wps/transfer/downline' : '/wps/transfer/upline';
        try {
          const answer = await post(
            pathname,
            { requestId, amount, paymentPassword: PAY, ...(from === 'agent' ? { toUsername: 'player01' } : {}) },
            tokens[from],
          );
          if (answer.status === 200)
            acks.push({
              from,
              requestId,
              amount,
              transferId: answer.body.value.transferId,
              balanceAfter: answer.body.value.balanceAfter,
            });
          else if (answer.body.code !== 'balance.insufficient')
            throw new Error(`unexpected answer ${answer.status} ${JSON.stringify(answer.body)}`);
        } catch (error) {
          if (!stopped && !(error instanceof TypeError)) throw error;
          if (error instanceof TypeError) return; // the connection died with the server
        }
      }
    };
    const load = Promise.all((['agent', 'player'] as const).flatMap((from) => [1, 2, 3, 4].map(() => worker(from))));
    let failure: unknown = null;
    load.catch((error: unknown) => {
      failure = error;
    });
    const giveUp = Date.now() + 30_000;
    while (acks.length < 80 && !failure && Date.now() < giveUp) await new Promise((resolve) => setTimeout(resolve, 25));
    if (failure) throw failure;
    server!.kill('SIGKILL');
    await new Promise((resolve) => server!.once('exit', resolve));
    stopped = true;
    await load;
    expect(acks.length).toBeGreaterThanOrEqual(80);

    await startServer();
    const database: Database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    try {
      const check = await checkLedgerInvariants(database.db);
      expect(check.violations).toEqual([]);
      const rows = await queryRows<{ id: string; idempotency_key: string }>(
        database.db,
        sql`select id::text, idempotency_key from ledger_transfers where kind like 'TRANSFER_%'`,
      );
      const stored = new Map(rows.map((row) => [row.idempotency_key.split(':').pop(), Number(row.id)]));
      for (const ack of acks) expect(stored.get(ack.requestId), ack.requestId).toBe(ack.transferId);
    } finally {
      await database.close();
    }
    // The restarted server answers acknowledged requests the same way, moving nothing again.
    for (const ack of acks.slice(-5)) {
      const replay = await post(
        ack.from === 'agent' ? '/wps/transfer/downline' : '/wps/transfer/upline',
        {
          requestId: ack.requestId,
          amount: ack.amount,
          paymentPassword: PAY,
          ...(ack.from === 'agent' ? { toUsername: 'player01' } : {}),
        },
        tokens[ack.from],
      );
      expect(replay.body.value).toMatchObject({ transferId: ack.transferId, balanceAfter: ack.balanceAfter });
    }
  }, 240_000);
});
