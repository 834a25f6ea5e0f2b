import { mockApi, type ApiCall, type ApiReply } from '../../../test/app-harness.tsx';

/** Test data and a small fake of the lottery desk's calls: a VN game (with RTP) and Keno (pay rows), draws and one exposure. */
export function makeGames() {
  return [
    {
      gameCode: 'VN_MB',
      gameId: 1,
      kind: 'VN',
      prizeMode: 'Lott',
      category: 'LOTT',
      gameGroupCode: 'VN',
      labelName: 'Miền Bắc',
      variant: 'MB',
      intervalMinutes: null,
      stopSaleSeconds: 900,
      timeZone: 'Asia/Ho_Chi_Minh',
      status: 'ACTIVE',
      iconPath: '/vn.svg',
      odds: { 'lo-2': '80000', de: '99000' },
      oddsOverrides: { 'lo-2': 80000 },
      limits: {
        '*': { minStake: '1.00', maxStake: '1000.00', liabilityCap: '50000.00' },
        'lo-2': { minStake: '2.00', maxStake: '500.00', liabilityCap: '20000.00' },
      },
      rtp: { 'lo-2': 0.9505, de: 0.99 },
    },
    {
      gameCode: 'KENO_1M',
      gameId: 2,
      kind: 'KENO',
      prizeMode: 'Elott',
      category: 'ELOTT',
      gameGroupCode: 'KENO',
      labelName: 'Keno 1 minute',
      variant: null,
      intervalMinutes: 1,
      stopSaleSeconds: 5,
      timeZone: 'Asia/Ho_Chi_Minh',
      status: 'MAINTENANCE',
      iconPath: '/keno.svg',
      odds: { pick: { 1: [0, 3600], 2: [0, 1000, 9000] }, side: { SUM_BIG: 1950 } },
      oddsOverrides: {},
      limits: { '*': { minStake: '1.00', maxStake: '2000.00', liabilityCap: '100000.00' } },
      rtp: {},
    },
  ];
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

export function makeDraw(overrides: Record<string, unknown> = {}) {
  return {
    drawId: 41,
    gameCode: 'KENO_1M',
    drawKey: '20261124-0517',
    station: null,
    stationName: null,
    opensAt: inSeconds(-60),
    stopsSaleAt: inSeconds(50),
    drawAt: inSeconds(55),
    status: 'SCHEDULED',
    phase: 'OPEN',
    seedHash: 'ab'.repeat(32),
    seed: null,
    resultSource: null,
    result: null,
    bets: 3,
    players: 2,
    stake: '1500.00',
    payout: '0.00',
    voidReason: null,
    ...overrides,
  };
}

export const EXPOSURES = [
  { key: 'PICK:07', betType: 'PICK', amount: '85000.00', cap: '100000.00', share: 0.85 },
  { key: '12', betType: 'PICK', amount: '3600.00', cap: '100000.00', share: 0.036 },
];

type Handlers = Record<string, (call: ApiCall) => ApiReply>;

/** A fake server: game updates are applied (overrides replaced whole, limits merged, as the real one does). */
export function fakeLotteryDesk(extra: Handlers = {}) {
  const games = makeGames();
  const draws = [
    makeDraw(),
    makeDraw({
      drawId: 40,
      drawKey: '20261124-0516',
      status: 'SETTLED',
      phase: 'SETTLED',
      seed: 'cd'.repeat(32),
      resultSource: 'HOUSE',
      result: { numbers: ['03', '07', '12'] },
      payout: '720.00',
    }),
  ];
  return mockApi({
    'GET /ops/api/deposits': () => ({ value: { list: [], pageNo: 1, pageSize: 20, totalCount: 0, totalPages: 0 } }),
    'GET /ops/api/lottery/games': () => ({ value: { games } }),
    'PUT /ops/api/lottery/games': (call) => {
      const body = call.body as {
        gameCode: string;
        status?: string;
        stopSaleSeconds?: number;
        limits?: Record<string, never>;
        oddsOverrides?: Record<string, unknown>;
      };
      const game = games.find((row) => row.gameCode === body.gameCode)!;
      if (body.status) game.status = body.status;
      if (body.stopSaleSeconds !== undefined) game.stopSaleSeconds = body.stopSaleSeconds;
      if (body.limits) game.limits = { ...game.limits, ...body.limits };
      if (body.oddsOverrides) game.oddsOverrides = body.oddsOverrides as never;
      return { value: { game } };
    },
    'GET /ops/api/lottery/draws': (call) => {
      const status = call.query.get('status');
      const list = draws.filter((draw) => (status ? draw.status === status : true));
      return { value: { list, pageNo: 1, pageSize: 20, totalCount: list.length, totalPages: 1 } };
    },
    'GET /ops/api/lottery/draws/exposure': (call) => ({
      value: { draw: draws.find((draw) => draw.drawId === Number(call.query.get('drawId')))!, exposures: EXPOSURES },
    }),
    'POST /ops/api/lottery/draws/void': (call) => {
      const body = call.body as { drawId: number; reason: string };
      const draw = draws.find((row) => row.drawId === body.drawId)!;
      Object.assign(draw, { status: 'VOIDED', phase: 'VOIDED', voidReason: body.reason });
      return { value: { draw, refundedBets: 3, refunded: '1500.00' } };
    },
    ...extra,
  });
}
