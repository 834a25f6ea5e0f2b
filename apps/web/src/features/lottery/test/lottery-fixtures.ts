import type { LotteryDraw, LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';
import type { MenuGame } from '../components/game-card.tsx';

/** Test data in the contract's shapes. Times are relative to `now` so countdowns have something to count. */
export function makeDraw(overrides: Partial<LotteryDraw> & { now?: number } = {}): LotteryDraw {
  const { now = Date.now(), ...rest } = overrides;
  const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();
  return {
    drawId: 101,
    gameCode: 'KENO_1M',
    drawKey: '20261124-0200',
    station: null,
    stationName: null,
    opensAt: at(-30),
    stopsSaleAt: at(25),
    drawAt: at(30),
    status: 'SCHEDULED',
    phase: 'OPEN',
    seedHash: 'a'.repeat(64),
    seed: null,
    resultSource: null,
    result: null,
    ...rest,
  };
}

export function makeDrawn(drawId: number, numbers: string[], overrides: Partial<LotteryDraw> = {}): LotteryDraw {
  return makeDraw({
    drawId,
    drawKey: `20261124-${String(drawId).padStart(4, '0')}`,
    status: 'SETTLED',
    phase: 'SETTLED',
    seed: `seed-${drawId}`,
    resultSource: 'HOUSE',
    result: { numbers },
    opensAt: '2026-11-24T01:00:00.000Z',
    stopsSaleAt: '2026-11-24T01:00:50.000Z',
    drawAt: '2026-11-24T01:01:00.000Z',
    ...overrides,
  });
}

export function makeGame(overrides: Partial<LotteryGame> = {}): LotteryGame {
  return {
    gameCode: 'KENO_1M',
    gameId: 9001,
    kind: 'KENO',
    prizeMode: 'Elott',
    category: 'ELOTT',
    gameGroupCode: 'KENO',
    labelName: 'Keno 1 minute',
    variant: null,
    intervalMinutes: 1,
    stopSaleSeconds: 5,
    timeZone: 'Asia/Ho_Chi_Minh',
    status: 'ACTIVE',
    iconPath: '/assets/lottery/keno.svg',
    ...overrides,
  };
}

export const makeMenuGame = (
  game: Partial<LotteryGame> = {},
  draws: { nextDraw?: LotteryDraw | null; lastDraw?: LotteryDraw | null } = {},
): MenuGame => ({
  ...makeGame(game),
  nextDraw: draws.nextDraw ?? makeDraw({ gameCode: game.gameCode ?? 'KENO_1M' }),
  lastDraw: draws.lastDraw ?? null,
});

export const betType = (code: string, minStake = '1', maxStake = '1000') => ({
  betType: code,
  odds: { [code]: 99_500 },
  minStake,
  maxStake,
});

export const vnBoard = (special: string) => [
  { prize: 'special', numbers: [special] },
  { prize: 'g1', numbers: ['12345'] },
  { prize: 'g7', numbers: ['11', '22', '33', '44'] },
];
