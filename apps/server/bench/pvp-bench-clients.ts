/**
 * The simulated players of `npm run bench:pvp`, in a worker thread of their own (their event loop does not share
 * the server's). Two jobs, each answered to the parent as one `ClientFigures`:
 *
 *   echo — `count` sockets to the bare echo server, each sending a time-stamped message every `intervalMs` or so;
 *          the sample is the round trip.
 *   pvp  — one socket per player to the table socket: auth, join the table, sit with a buy-in, then play every
 *          hand by checking when it may and calling otherwise, after a think time. The sample is an action's
 *          broadcast: from the acting player's send to each seated player's receipt of its `acted` message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PvpServerMessage } from '@lucky/contracts/pvp/pvp-messages';
import WebSocket from 'ws';

export type EchoJob = { kind: 'echo'; url: string; count: number; seconds: number; intervalMs: number };
export type PvpPlayer = { token: string; ip: string; tableId: number; seatNo: number };
export type PvpJob = {
  kind: 'pvp';
  url: string;
  players: PvpPlayer[];
  seconds: number;
  buyIn: string;
  thinkMs: [number, number];
};
export type ClientFigures = {
  connected: number;
  seconds: number;
  /** Latency samples in ms (round trips, or broadcast deliveries). */
  samples: number[];
  /** Echo: messages answered. PVP: actions sent. */
  messages: number;
  hands: number;
  errors: string[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([low, high]: [number, number]) => low + Math.random() * (high - low);

/**
 * A socket with its message handler attached before it opens: the server's first message can arrive in the same
 * packet as the upgrade's answer, and is emitted before anything awaiting the open could attach one.
 */
function open(url: string, onMessage: (data: string) => void, ip?: string): WebSocket {
  const socket = new WebSocket(url, ip ? { headers: { 'x-forwarded-for': ip } } : undefined);
  socket.on('message', (data) => onMessage(String(data)));
  return socket;
}

function opened(socket: WebSocket): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Opens sockets a few dozen at a time (a thousand upgrades at once would only measure the accept queue). */
async function openAll<T>(items: T[], connect: (item: T) => Promise<WebSocket>): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let at = 0; at < items.length; at += 50)
    sockets.push(...(await Promise.all(items.slice(at, at + 50).map(connect))));
  return sockets;
}

async function runEcho(job: EchoJob): Promise<ClientFigures> {
  const figures: ClientFigures = {
    connected: 0,
    seconds: job.seconds,
    samples: [],
    messages: 0,
    hands: 0,
    errors: [],
  };
  let measuring = false;
  const onEcho = (data: string) => {
    const sentAt = Number(JSON.parse(data).sentAt);
    if (!measuring) return;
    figures.samples.push(performance.now() - sentAt);
    figures.messages += 1;
  };
  const sockets = await openAll(Array.from({ length: job.count }), () => opened(open(job.url, onEcho)));
  figures.connected = sockets.length;
  const timers = sockets.map((socket) => {
    const send = () => {
      if (socket.readyState === WebSocket.OPEN)
        socket.send(JSON.stringify({ type: 'echo', sentAt: performance.now() }));
      timer = setTimeout(send, between([job.intervalMs * 0.5, job.intervalMs * 1.5]));
    };
    let timer = setTimeout(send, Math.random() * job.intervalMs);
    return () => clearTimeout(timer);
  });
  await sleep(2000);
  measuring = true;
  await sleep(job.seconds * 1000);
  measuring = false;
  for (const stop of timers) stop();
  for (const socket of sockets) socket.close(1000);
  return figures;
}

/** One seated player: what it knows of the running hand, enough to check or call in turn. */
type Player = PvpPlayer & {
  socket: WebSocket;
  bets: Map<number, number>;
  handId: string | null;
  /** Whose turn the last `acted` said it is. */
  turn: number | null;
  seated: boolean;
  /** Called when the server confirms the player's leave (the chips are back in the wallet). */
  onLeft?: () => void;
};

const minor = (money: string) => Math.round(Number(money) * 100);

/** What the players of one run share: the figures, the last action sent at each table, whether to count. */
type Run = {
  job: PvpJob;
  figures: ClientFigures;
  sent: Map<number, { handId: string; seatNo: number; at: number }>;
  measuring: boolean;
  stopping: boolean;
};

/** After a think time: a check when nothing is to call, otherwise a call. */
function act(run: Run, player: Player): void {
  const handId = player.handId!;
  setTimeout(() => {
    const stillMine = player.handId === handId && player.turn === player.seatNo;
    if (run.stopping || !stillMine || player.socket.readyState !== WebSocket.OPEN) return;
    const toCall = Math.max(0, ...player.bets.values()) > (player.bets.get(player.seatNo) ?? 0);
    run.sent.set(player.tableId, { handId, seatNo: player.seatNo, at: performance.now() });
    if (run.measuring) run.figures.messages += 1;
    const requestId = `act-${player.tableId}-${Math.random().toString(36).slice(2)}`;
    send(player, { type: 'action', tableId: player.tableId, handId, action: toCall ? 'CALL' : 'CHECK', requestId });
  }, between(run.job.thinkMs));
}

const send = (player: Player, message: Record<string, unknown>) => player.socket.send(JSON.stringify(message));

function onMessage(run: Run, player: Player, message: PvpServerMessage): void {
  const { figures } = run;
  switch (message.type) {
    case 'hello':
      if (!message.isMember) send(player, { type: 'auth', token: player.token });
      else send(player, { type: 'join', tableId: player.tableId });
      return;
    case 'snapshot':
      if (player.seated) return;
      player.seated = true;
      send(player, {
        type: 'sit',
        tableId: player.tableId,
        seatNo: player.seatNo,
        buyIn: run.job.buyIn,
        requestId: `sit-${String(player.tableId).padStart(6, '0')}-${player.seatNo}`,
      });
      return;
    case 'hand.started':
    case 'street':
      if (message.type === 'hand.started') player.handId = message.handId;
      player.bets.clear();
      return;
    case 'acted': {
      player.bets.set(message.seatNo, minor(message.betThisStreet));
      player.turn = message.toActSeat;
      const last = run.sent.get(message.tableId);
      if (run.measuring && last?.handId === message.handId && last.seatNo === message.seatNo && !message.timedOut)
        figures.samples.push(performance.now() - last.at);
      // The small blind's message names the big blind, who posts too; play starts after the big blind's.
      const isPlay = message.action !== 'SMALL_BLIND';
      if (isPlay && message.toActSeat === player.seatNo && message.handId === player.handId) act(run, player);
      return;
    }
    case 'hand.ended':
      // One count per table: its seat 0 counts.
      if (run.measuring && player.seatNo === 0) figures.hands += 1;
      return;
    case 'ok':
      if (message.requestId.startsWith('leave')) player.onLeft?.();
      return;
    case 'error':
      if (figures.errors.length < 20) figures.errors.push(`${message.code}: ${message.message}`);
      return;
    default:
  }
}

/** Everyone stands up (a player in a hand leaves at its end) before the parent checks the ledger. */
async function standUp(players: Player[]): Promise<void> {
  await Promise.all(
    players.map(
      (player) =>
        new Promise<void>((resolve) => {
          player.onLeft = resolve;
          setTimeout(resolve, 30_000);
          send(player, {
            type: 'leave',
            tableId: player.tableId,
            requestId: `leave-${String(player.tableId).padStart(6, '0')}-${player.seatNo}`,
          });
        }),
    ),
  );
  for (const player of players) player.socket.close(1000);
}

async function runPvp(job: PvpJob): Promise<ClientFigures> {
  const run: Run = {
    job,
    figures: { connected: 0, seconds: job.seconds, samples: [], messages: 0, hands: 0, errors: [] },
    sent: new Map(),
    measuring: false,
    stopping: false,
  };
  const players: Player[] = [];
  await openAll(job.players, async (seat) => {
    const player: Player = { ...seat, socket: null as never, bets: new Map(), handId: null, turn: null, seated: false };
    const handle = (data: string) => onMessage(run, player, JSON.parse(data) as PvpServerMessage);
    player.socket = open(job.url, handle, seat.ip);
    players.push(player);
    return opened(player.socket);
  });
  run.figures.connected = players.length;
  // The first hands start within the pause after the tables fill; measure once play is under way.
  await sleep(8000);
  run.measuring = true;
  await sleep(job.seconds * 1000);
  run.measuring = false;
  run.stopping = true;
  await standUp(players);
  return run.figures;
}

const job = workerData as EchoJob | PvpJob;
const figures = job.kind === 'echo' ? await runEcho(job) : await runPvp(job);
parentPort!.postMessage(figures);
