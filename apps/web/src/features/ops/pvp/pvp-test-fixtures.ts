import { mockApi, type ApiCall, type ApiReply } from '../../../test/app-harness.tsx';

/** Test data and a small fake of the card rooms' desk: tables whose changes apply, a live table, hands, reports. */

export function makeTable(overrides: Record<string, unknown> = {}) {
  return {
    tableId: 1,
    game: 'HOLDEM',
    name: 'Saigon 0.50/1',
    stakeLevel: 'NL100',
    smallBlind: '0.50',
    bigBlind: '1.00',
    ante: null,
    rakeBp: 500,
    rakeCap: '3.00',
    minBuyIn: '20.00',
    maxBuyIn: '100.00',
    seats: 6,
    practice: false,
    botSeats: 0,
    turnSeconds: 15,
    status: 'OPEN',
    freeChat: false,
    ownerInstance: '7f3c9a12-0000-4000-8000-000000000001',
    playersSeated: 2,
    chipsOnTable: '99.80',
    ...overrides,
  };
}

export const HAND_ID = '1-000002';

export function makeLive() {
  return {
    day: '2026-11-25',
    list: [
      {
        ...makeTable(),
        runningHandId: HAND_ID,
        handsToday: 14,
        rakeToday: '1.40',
        seatList: [
          { seatNo: 0, nickname: 'Lucky Demo', username: 'demo', isBot: false, chips: '51.20', state: 'PLAYING' },
          { seatNo: 3, nickname: 'player01', username: 'player01', isBot: false, chips: '48.60', state: 'FOLDED' },
        ],
      },
    ],
  };
}

const handRow = {
  handId: HAND_ID,
  tableId: 1,
  tableName: 'Saigon 0.50/1',
  game: 'HOLDEM',
  stakeLevel: 'NL100',
  status: 'ENDED',
  startedAt: '2026-11-25T08:00:00.000Z',
  endedAt: '2026-11-25T08:01:00.000Z',
  players: 2,
  pot: '2.00',
  rake: '0.10',
};

export function makeHandDetail(verified = true) {
  const players = [
    { seatNo: 0, nickname: 'Lucky Demo', username: 'demo', isBot: false, bet: '1.00', won: '1.90', net: '0.90' },
    { seatNo: 3, nickname: 'player01', username: 'player01', isBot: false, bet: '1.00', won: '0.00', net: '-1.00' },
  ];
  return {
    hand: handRow,
    result: {
      handId: HAND_ID,
      status: 'ENDED',
      endedAt: handRow.endedAt,
      board: ['As', 'Kd', '7h', '2c', 'Ts'],
      pots: [{ amount: '2.00', eligibleSeats: [0, 3], rake: '0.10', winners: [{ seatNo: 0, amount: '1.90' }] }],
      rake: '0.10',
      wentToShowdown: true,
      shown: [
        { seatNo: 0, cards: ['Ah', 'Ac'], category: 'THREE_OF_A_KIND', bestFive: ['As', 'Ah', 'Ac', 'Kd', 'Ts'] },
        { seatNo: 3, cards: ['Qh', 'Jh'], category: 'HIGH_CARD', bestFive: ['As', 'Kd', 'Qh', 'Jh', 'Ts'] },
      ],
      players: players.map((player) => ({ ...player, chips: '50.00' })),
      reveal: {
        serverSeed: 'ab'.repeat(32),
        serverSeedHash: 'cd'.repeat(32),
        commitment: 'ef'.repeat(32),
        playerSeeds: [
          { seat: 0, seed: 'demo-seed' },
          { seat: 3, seed: 'p1-seed' },
        ],
        deck: 'As'.repeat(52),
      },
    },
    players: players.map((player, index) => ({ ...player, rake: index === 0 ? '0.05' : '0.05', chipsAfter: '50.00' })),
    verified,
    verifyFailure: verified ? null : 'The deck does not match the commitment',
  };
}

/** A settled Niu-Niu hand: no board, each seat's five cards read against the banker (seat 1). */
export function makeNiuNiuDetail() {
  const detail = makeHandDetail();
  const seat = (seatNo: number, cards: string[], category: string, isBanker: boolean) => ({
    seatNo,
    isBanker,
    cards,
    category,
    bullCards: cards.slice(0, 3),
    multiplier: 1,
    stake: isBanker ? '0.00' : '1.00',
    beatsBanker: isBanker ? null : true,
    owed: '1.00',
    paid: isBanker ? '1.00' : '0.00',
    received: isBanker ? '0.00' : '1.00',
    rake: isBanker ? '0.00' : '0.05',
    net: isBanker ? '-1.00' : '0.95',
  });
  return {
    ...detail,
    hand: { ...detail.hand, game: 'NIUNIU', tableName: 'Niu-Niu Low 1', stakeLevel: 'U1' },
    result: {
      ...detail.result,
      board: [],
      shown: [],
      niuniu: {
        bankerSeat: 0,
        bankerCovered: true,
        seats: [
          seat(0, ['2c', '3d', '5h', '4s', '6c'], 'BULL_BULL', true),
          seat(3, ['Kc', 'Qd', 'Jh', 'Ts', 'Ks'], 'FIVE_FACE', false),
        ],
      },
    },
  };
}

export const RAKE_REPORT = {
  from: '2026-11-19',
  to: '2026-11-25',
  days: [
    { day: '2026-11-24', hands: 0, players: 0, rake: '0.00' },
    { day: '2026-11-25', hands: 14, players: 3, rake: '1.40' },
  ],
  agents: [
    { agentId: 2, agentUsername: 'agent01', hands: 14, players: 2, rake: '0.90' },
    { agentId: null, agentUsername: null, hands: 9, players: 1, rake: '0.50' },
  ],
  totals: { hands: 14, players: 3, rake: '1.40' },
};

export const COLLUSION = {
  list: [
    {
      a: { memberId: 1, username: 'demo', nickname: 'Lucky Demo' },
      b: { memberId: 3, username: 'player01', nickname: null },
      sharedHands: 14,
      sharedTables: 1,
      sharedIps: ['10.77.0.1'],
      sharedDevices: 1,
      chipFlow: '-3.20',
      score: 28,
    },
  ],
};

type Handlers = Record<string, (call: ApiCall) => ApiReply>;

/** The fake desk server: create, update and status change apply to its tables; searches answer the one hand. */
export function fakePvpDesk(extra: Handlers = {}) {
  const tables = [
    makeTable(),
    makeTable({
      tableId: 2,
      name: 'Practice 0.50/1',
      practice: true,
      botSeats: 3,
      playersSeated: 0,
      chipsOnTable: '0.00',
      ownerInstance: null,
    }),
  ];
  const bodyOf = (call: ApiCall) => call.body as Record<string, unknown>;
  const page = (list: unknown[]) => ({ list, pageNo: 1, pageSize: 20, totalCount: list.length, totalPages: 1 });
  return mockApi({
    'GET /ops/api/deposits': () => ({ value: page([]) }),
    'GET /ops/api/pvp/tables': () => ({ value: { list: tables } }),
    'POST /ops/api/pvp/tables': (call) => {
      const { reason: _reason, ...body } = bodyOf(call);
      const table = makeTable({
        ...body,
        tableId: tables.length + 1,
        playersSeated: 0,
        chipsOnTable: '0.00',
        ownerInstance: null,
      });
      tables.push(table);
      return { value: table };
    },
    'PUT /ops/api/pvp/tables': (call) => {
      const { reason: _reason, ...body } = bodyOf(call);
      const table = tables.find((row) => row.tableId === body.tableId)!;
      Object.assign(table, body);
      return { value: table };
    },
    'POST /ops/api/pvp/tables/status': (call) => {
      const body = bodyOf(call);
      const table = tables.find((row) => row.tableId === body.tableId)!;
      table.status = body.status as string;
      return { value: table };
    },
    'GET /ops/api/pvp/live': () => ({ value: makeLive() }),
    'GET /ops/api/pvp/hands': (call) =>
      call.query.get('member') === 'ghost'
        ? { status: 404, code: 'member.not.found', message: 'no such member' }
        : {
            value: page([
              {
                ...handRow,
                member: call.query.get('member')
                  ? { seatNo: 0, bet: '1.00', won: '1.90', net: '0.90', rake: '0.05' }
                  : null,
              },
            ]),
          },
    'GET /ops/api/pvp/hand': () => ({ value: makeHandDetail() }),
    'GET /ops/api/pvp/rake': () => ({ value: RAKE_REPORT }),
    'GET /ops/api/pvp/collusion': () => ({ value: COLLUSION }),
    ...extra,
  });
}
