import type { LotteryDraw, LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';
import { formatMoney } from '../../lib/money.ts';
import { nameIn } from '../games/game-card.ts';
import type { ResultView } from './engine/lottery-engine.ts';
import { VN_REGIONS, type VnRegionCode } from './engine/vn-regions.ts';
import type { BetRow, DrawRow } from './lottery.repository.ts';
import { gameStatusOf, type LoadedGame } from './lottery-games.service.ts';

/** Rows to the shapes of packages/contracts/src/lottery/lottery-schemas.ts. */

const stationNames = new Map<string, string>(
  Object.values(VN_REGIONS).flatMap((region) =>
    region.stationsByWeekday.flat().map((station) => [`${region.code}:${station.code}`, station.name] as const),
  ),
);

export function stationNameOf(variant: string | null, station: string | null): string | null {
  if (!variant || !station) return null;
  return stationNames.get(`${variant as VnRegionCode}:${station}`) ?? station;
}

export function phaseOf(draw: Pick<DrawRow, 'status' | 'opensAt' | 'stopsSaleAt'>, now: Date): LotteryDraw['phase'] {
  if (draw.status !== 'SCHEDULED') return draw.status;
  if (now < draw.opensAt) return 'NOT_OPEN';
  return now < draw.stopsSaleAt ? 'OPEN' : 'CLOSED';
}

export function toDrawView(draw: DrawRow, game: LoadedGame, now: Date): LotteryDraw {
  let result: ResultView | null = null;
  if (draw.result !== null && game.engine.isWellFormedResult({ result: draw.result, variant: game.row.variant })) {
    result = game.engine.describeResult({ result: draw.result, variant: game.row.variant });
  }
  return {
    drawId: draw.id,
    gameCode: draw.gameCode,
    drawKey: draw.drawKey,
    station: draw.station,
    stationName: stationNameOf(game.row.variant, draw.station),
    opensAt: draw.opensAt.toISOString(),
    stopsSaleAt: draw.stopsSaleAt.toISOString(),
    drawAt: draw.drawAt.toISOString(),
    status: draw.status,
    phase: phaseOf(draw, now),
    seedHash: draw.seedHash,
    // The seed stays secret until the draw is drawn (or voided: then nothing is ever settled on it).
    seed: draw.status === 'SCHEDULED' ? null : draw.seed,
    resultSource: draw.resultSource,
    result: result
      ? {
          numbers: [...result.numbers],
          board: result.board?.map((tier) => ({ prize: tier.prize, numbers: [...tier.numbers] })),
          facts: result.facts ? { ...result.facts } : undefined,
        }
      : null,
  };
}

export function toGameView(game: LoadedGame, language: string | undefined): LotteryGame {
  const { row } = game;
  return {
    gameCode: row.code,
    gameId: row.gameId,
    kind: row.kind,
    prizeMode: row.prizeMode,
    category: row.catalogue.category as LotteryGame['category'],
    gameGroupCode: row.groupCode,
    labelName: nameIn(row.catalogue.names, language),
    variant: row.variant,
    intervalMinutes: row.schedule.type === 'interval' ? row.schedule.minutes : null,
    stopSaleSeconds: row.stopSaleSeconds,
    timeZone: row.timeZone,
    status: gameStatusOf(row),
    iconPath: row.catalogue.iconPath,
  };
}

type SelectionRecord = { picks?: string[][]; points?: number; position?: number; segment?: string; unitStake?: string };

export function toBetView(input: { bet: BetRow; draw: DrawRow; now: Date; scale: number }) {
  const { bet, draw, now, scale } = input;
  const selection = bet.selection as SelectionRecord;
  return {
    betId: bet.id,
    betNo: `L${String(bet.id).padStart(8, '0')}`,
    gameCode: bet.gameCode,
    drawId: draw.id,
    drawKey: draw.drawKey,
    station: draw.station,
    drawAt: draw.drawAt.toISOString(),
    chaseId: bet.chaseId,
    betType: bet.betType,
    picks: selection.picks ?? [],
    points: selection.points ?? 1,
    position: selection.position ?? null,
    segment: selection.segment ?? null,
    unitStake: formatMoney(BigInt(selection.unitStake ?? '0'), scale),
    combinations: bet.combinations,
    stake: formatMoney(bet.stake, scale),
    payout: formatMoney(bet.payout, scale),
    status: bet.status,
    isCancellable: bet.status === 'OPEN' && draw.status === 'SCHEDULED' && now < draw.stopsSaleAt,
    placedAt: bet.createdAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
  };
}
