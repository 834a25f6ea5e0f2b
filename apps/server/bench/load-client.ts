/**
 * The load generator of the API benchmark, run in a child process so autocannon's event loop is
 * not the server's: on a two-core machine they still share the CPU, but neither waits for the
 * other's callbacks. The parent sends a LoadSpec over IPC and gets a LoadResult back.
 */
import { randomBytes } from 'node:crypto';
import autocannon, { type Client, type RawRequest, type RequestSpec } from 'autocannon';
import { signSeamless } from '../src/modules/seamless/seamless-signature.ts';

export type LoadSpec = { url: string; connections: number; seconds: number } &
  /** GET these paths; each connection walks the list from its own starting point. */
  (
    | { kind: 'paths'; paths: string[] }
    /** Seamless-wallet rounds: a signed debit, then a signed credit of the same round, for a random player. */
    | { kind: 'rounds'; vendor: string; secret: string; players: string[]; gameCode: string }
  );

export type LoadResult = {
  requests: number;
  okRequests: number;
  seconds: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

function rotatingPaths(paths: string[]): { requests: RequestSpec[]; setupClient: (client: Client) => void } {
  let clients = 0;
  const requests = paths.map((path) => ({ method: 'GET', path }));
  return {
    requests,
    setupClient: (client) => {
      // Spread the connections over the list so the mix at any moment is the whole list, not one entry.
      const start = Math.floor(((clients += 1) * paths.length) / 7) % paths.length;
      client.setRequests([...requests.slice(start), ...requests.slice(0, start)]);
    },
  };
}

function seamlessRounds(spec: Extract<LoadSpec, { kind: 'rounds' }>): RequestSpec[] {
  const run = randomBytes(3).toString('hex');
  let sequence = 0;
  const signed = (request: RawRequest, body: Record<string, string>): RawRequest => {
    const raw = JSON.stringify(body);
    const timestamp = String(Date.now());
    return {
      ...request,
      body: raw,
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': signSeamless(spec.secret, timestamp, raw),
      },
    };
  };
  return [
    {
      method: 'POST',
      path: `/seamless/${spec.vendor}/debit`,
      setupRequest: (request, context) => {
        sequence += 1;
        context.player = spec.players[Math.floor(Math.random() * spec.players.length)];
        context.round = `${run}-r${sequence}`;
        return signed(request, {
          player: String(context.player),
          transactionId: `${run}-d${sequence}`,
          roundId: String(context.round),
          gameCode: spec.gameCode,
          amount: '1.00',
        });
      },
    },
    {
      method: 'POST',
      path: `/seamless/${spec.vendor}/credit`,
      setupRequest: (request, context) => {
        sequence += 1;
        // Half the rounds are lost (credit 0 settles them), half pay out; the credit closes the round (roundClosed
        // defaults to true), so every round takes the round's row lock twice, as a real single-credit vendor's does.
        const amount = sequence % 4 < 2 ? '0' : '1.90';
        return signed(request, {
          player: String(context.player),
          transactionId: `${run}-c${sequence}`,
          roundId: String(context.round),
          gameCode: spec.gameCode,
          amount,
        });
      },
    },
  ];
}

async function run(spec: LoadSpec): Promise<LoadResult> {
  const shape =
    spec.kind === 'paths' ? rotatingPaths(spec.paths) : { requests: seamlessRounds(spec), setupClient: undefined };
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.seconds,
    timeout: 10,
    ...shape,
  });
  return {
    requests: result.requests.total,
    okRequests: result['2xx'],
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

process.once('message', (spec: LoadSpec) => {
  run(spec)
    .then(
      (result) => process.send!({ result }),
      (error: unknown) => process.send!({ error: String(error) }),
    )
    .finally(() => process.disconnect?.());
});
