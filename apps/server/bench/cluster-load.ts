/**
 * The mixed load of the cluster test and `npm run bench:cluster`, through the load balancer: logins, transfers to the
 * upline, seamless rounds (a signed debit, then a signed credit) and betting-record pages (the replica's reads).
 * Each operation is retried with the same idempotency key (requestId, transactionId) when an attempt fails in a way
 * a client may retry (no answer, 502/503/504 from the balancer); what was acknowledged is kept, so the test can
 * check that every acknowledged operation is in the ledger.
 */
import { randomBytes } from 'node:crypto';
import { ENDPOINTS, type EndpointName } from '@lucky/contracts/endpoint-table';
import { encryptPayload } from '../src/lib/payload-crypto.ts';
import { signSeamless } from '../src/modules/seamless/seamless-signature.ts';

export type LoadMember = { username: string; password: string; paymentPassword: string };
export type LoadSetup = { url: string; members: LoadMember[]; vendor: string; secret: string; gameCode: string };

/** Per member, in minor units: what the acknowledged operations moved out of (positive) and into its wallet. */
export type Acknowledged = Map<string, { out: bigint; in: bigint }>;

export type LoadTally = {
  operations: Record<'login' | 'transfer' | 'round' | 'records', number>;
  /** Attempts that got no usable answer (each was retried). */
  failedAttempts: number;
  /** The same, by kind: `no answer` (connection failed or timed out) or the balancer's status (`502`…). */
  failedBy: Record<string, number>;
  attempts: number;
  /** Operations that never got an answer after every retry: not acknowledged, and a defect. */
  lost: number;
  /** Answers that were neither success nor a retriable failure (a refusal): by code. */
  refusals: Record<string, number>;
  acknowledged: Acknowledged;
  latenciesMs: number[];
};

const RETRIABLE = new Set([0, 502, 503, 504]);
const MAX_ATTEMPTS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const minor = (money: string) => BigInt(Math.round(Number(money) * 100));

type Answer = { status: number; body: { success?: boolean; code?: string | null; value?: unknown } | null };

async function attempt(url: string, init: RequestInit): Promise<Answer> {
  try {
    // As long as HAProxy waits for an instance (timeout server 60 s) would be too long for a player; 30 s is a
    // browser's patience, and a loaded machine answers within it.
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    let body: Answer['body'] = null;
    try {
      body = JSON.parse(text) as Answer['body'];
    } catch {
      body = null;
    }
    return { status: response.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

/** Requests with retries: API calls (encrypted where the contract says so) and the vendor's signed calls. */
function createTransport(setup: LoadSetup, tally: LoadTally) {
  /** One operation: attempts until an answer that is not a retriable failure. */
  const operate = async (send: () => Promise<Answer>): Promise<Answer | null> => {
    for (let round = 1; round <= MAX_ATTEMPTS; round += 1) {
      const started = performance.now();
      const answer = await send();
      tally.attempts += 1;
      tally.latenciesMs.push(performance.now() - started);
      if (!RETRIABLE.has(answer.status)) {
        if (!answer.body?.success) {
          const code = answer.body?.code ?? `http ${answer.status}`;
          tally.refusals[code] = (tally.refusals[code] ?? 0) + 1;
        }
        return answer;
      }
      tally.failedAttempts += 1;
      const kind = answer.status === 0 ? 'no answer' : String(answer.status);
      tally.failedBy[kind] = (tally.failedBy[kind] ?? 0) + 1;
      await sleep(150 * round);
    }
    tally.lost += 1;
    return null;
  };

  let publicKey: Promise<{ keyId: string; publicKey: string }> | null = null;
  /** The site's payload key (from the status answer), fetched once and shared; retried like any call. */
  const encryptionKey = () => {
    publicKey ??= operate(() => attempt(`${setup.url}/wps/system/status`, {})).then((answer) => {
      const value = answer?.body?.value as { encryption?: { keyId: string; publicKey: string } } | undefined;
      if (!value?.encryption) {
        publicKey = null;
        throw new Error(`no encryption key in the status answer (${answer?.status ?? 'no answer'})`);
      }
      return value.encryption;
    });
    return publicKey;
  };

  const call = async (name: EndpointName, options: { token?: string; body?: unknown; query?: string } = {}) => {
    const endpoint = ENDPOINTS[name];
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (endpoint.method !== 'GET') {
      headers['content-type'] = 'application/json';
      const plain = JSON.stringify(options.body ?? {});
      if (endpoint.encrypted) {
        const key = await encryptionKey();
        headers.encryption = 'RSA-OAEP-256+A256GCM';
        body = JSON.stringify(encryptPayload(key.publicKey, key.keyId, plain));
      } else body = plain;
    }
    const url = `${setup.url}${endpoint.path}${options.query ? `?${options.query}` : ''}`;
    return operate(() => attempt(url, { method: endpoint.method, headers, body }));
  };

  const seamless = (kind: 'debit' | 'credit', fields: Record<string, string>) => {
    const raw = JSON.stringify(fields);
    return operate(() => {
      const timestamp = String(Date.now());
      return attempt(`${setup.url}/seamless/${setup.vendor}/${kind}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-timestamp': timestamp,
          'x-signature': signSeamless(setup.secret, timestamp, raw),
        },
        body: raw,
      });
    });
  };

  return { call, seamless };
}

export function createLoadClient(setup: LoadSetup, tally: LoadTally) {
  const { call, seamless } = createTransport(setup, tally);
  const acknowledge = (username: string, out: bigint, into: bigint) => {
    const entry = tally.acknowledged.get(username) ?? { out: 0n, in: 0n };
    entry.out += out;
    entry.in += into;
    tally.acknowledged.set(username, entry);
  };

  return {
    async login(member: LoadMember): Promise<string | null> {
      tally.operations.login += 1;
      const answer = await call('sessionLogin', {
        body: { type: 'username', username: member.username, password: member.password },
      });
      return answer?.body?.success ? (answer.body.value as { token: string }).token : null;
    },
    async transfer(member: LoadMember, token: string): Promise<void> {
      tally.operations.transfer += 1;
      const requestId = `cl-${randomBytes(8).toString('hex')}`;
      const body = { requestId, amount: '1.00', paymentPassword: member.paymentPassword };
      const answer = await call('transferUpline', { token, body });
      if (answer?.body?.success) acknowledge(member.username, minor('1.00'), 0n);
    },
    async round(member: LoadMember): Promise<void> {
      tally.operations.round += 1;
      const round = randomBytes(6).toString('hex');
      const base = { player: member.username, roundId: `cl-${round}`, gameCode: setup.gameCode };
      const debit = await seamless('debit', { ...base, transactionId: `cl-d-${round}`, amount: '1.00' });
      if (!debit?.body?.success) return;
      acknowledge(member.username, minor('1.00'), 0n);
      const win = Math.random() < 0.5 ? '0' : '1.90';
      const credit = await seamless('credit', { ...base, transactionId: `cl-c-${round}`, amount: win });
      if (credit?.body?.success) acknowledge(member.username, 0n, minor(win));
    },
    async records(token: string): Promise<void> {
      tally.operations.records += 1;
      await call('bettingRecords', { token, query: 'pageNo=1&pageSize=10' });
    },
    call,
  };
}

export const emptyTally = (): LoadTally => ({
  operations: { login: 0, transfer: 0, round: 0, records: 0 },
  failedAttempts: 0,
  failedBy: {},
  attempts: 0,
  lost: 0,
  refusals: {},
  acknowledged: new Map(),
  latenciesMs: [],
});

/** One simulated player until `until`: logs in, then mixes transfers, rounds, record pages and fresh logins. */
export async function runPlayer(
  client: ReturnType<typeof createLoadClient>,
  member: LoadMember,
  until: number,
): Promise<void> {
  let token = await client.login(member);
  while (Date.now() < until) {
    const pick = Math.random();
    if (!token || pick < 0.1) token = await client.login(member);
    else if (pick < 0.35) await client.transfer(member, token);
    else if (pick < 0.85) await client.round(member);
    else await client.records(token);
  }
}
