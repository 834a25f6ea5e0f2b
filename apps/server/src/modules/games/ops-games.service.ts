import type { AppContext } from '../../app-context.ts';
import { offsetOf, toPage } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import { forgetSharedGameLists } from './catalogue.service.ts';
import { nameIn } from './game-card.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import {
  findVendorGames,
  findVendorsWithCounts,
  lockGame,
  lockVendor,
  setGameStatus,
  setVendorStatus,
  type CatalogueStatus,
  type VendorGameFilter,
} from './ops-games.repository.ts';

/*
 * The operator switch of vendors and games. Launch and the seamless wallet read game_vendors/games per
 * request; the public game list shares answers for CATALOGUE_CACHE_MS, so a committed change drops them
 * and takes effect at once on this server (another instance sees it within that TTL).
 */

type VendorRow = Awaited<ReturnType<typeof findVendorsWithCounts>>[number];
type GameRow = NonNullable<Awaited<ReturnType<typeof lockGame>>>;

const toVendor = (row: VendorRow) => ({
  code: row.code,
  displayName: row.displayName,
  category: row.category,
  status: row.status,
  isHot: row.isHot,
  games: { total: Number(row.total), active: row.active, maintenance: row.maintenance, disabled: row.disabled },
});

const toGame = (row: GameRow) => ({
  id: row.id,
  vendorCode: row.vendorCode,
  gameCode: row.gameCode,
  name: nameIn(row.names, 'EN'),
  category: row.category,
  status: row.status,
  isHot: row.isHot,
  engineKind: row.engineKind,
});

export async function listOpsVendors(ctx: AppContext) {
  return (await findVendorsWithCounts(ctx.database.db)).map(toVendor);
}

export async function listOpsVendorGames(
  ctx: AppContext,
  query: VendorGameFilter & { pageNo: number; pageSize: number },
) {
  const [vendor] = await findVendorsWithCounts(ctx.database.db, query.vendorCode);
  if (!vendor) throw new AppError('game.vendor.not.found');
  const { rows, total } = await findVendorGames(ctx.database.db, query, query.pageSize, offsetOf(query));
  return toPage(rows.map(toGame), total, query);
}

type SwitchInput<K> = { operator: ActiveOperator; status: CatalogueStatus; reason?: string } & K;

export async function switchVendorStatus(ctx: AppContext, input: SwitchInput<{ vendorCode: string }>) {
  return inTransaction(ctx.database.db, async (tx) => {
    const vendor = await lockVendor(tx, input.vendorCode);
    if (!vendor) throw new AppError('game.vendor.not.found');
    // Setting the status it already has changes nothing and is not logged as a change.
    if (vendor.status !== input.status) {
      await setVendorStatus(tx, vendor.code, input.status);
      await recordAudit(tx, {
        operator: input.operator,
        action: 'GAME_VENDOR_STATUS',
        targetType: 'GAME_VENDOR',
        targetId: vendor.code,
        reason: input.reason,
        before: { status: vendor.status },
        after: { status: input.status },
      });
    }
    const [row] = await findVendorsWithCounts(tx, vendor.code);
    return toVendor(row!);
  }).finally(() => forgetSharedGameLists(ctx));
}

export async function switchGameStatus(ctx: AppContext, input: SwitchInput<{ gameId: number }>) {
  return inTransaction(ctx.database.db, async (tx) => {
    const game = await lockGame(tx, input.gameId);
    if (!game) throw new AppError('game.not.found');
    if (game.status !== input.status) {
      await setGameStatus(tx, game.id, input.status);
      await recordAudit(tx, {
        operator: input.operator,
        action: 'GAME_STATUS',
        targetType: 'GAME',
        targetId: String(game.id),
        reason: input.reason,
        before: { vendorCode: game.vendorCode, gameCode: game.gameCode, status: game.status },
        after: { vendorCode: game.vendorCode, gameCode: game.gameCode, status: input.status },
      });
    }
    return toGame({ ...game, status: input.status });
  }).finally(() => forgetSharedGameLists(ctx));
}
