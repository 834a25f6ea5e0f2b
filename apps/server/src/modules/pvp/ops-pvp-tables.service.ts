import type { OpsPvpTable, OpsPvpTableCreate, OpsPvpTableUpdate } from '@lucky/contracts/pvp/pvp-ops-schemas';
import type { AppContext } from '../../app-context.ts';
import { MoneyFormatError, parseMoney } from '../../lib/money.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { RUNNING_PVP_GAMES } from './pvp-catalogue.ts';
import {
  insertTable,
  listTablesWithSeats,
  lockTable,
  nextTableSort,
  updateTable,
  type NewTableRow,
} from './pvp-ops.repository.ts';
import type { TableRow } from './pvp.repository.ts';
import { moneyOf, roomOf } from './pvp-views.ts';

type Currency = MerchantConfig['currency'];
type CreateBody = OpsPvpTableCreate;
type UpdateBody = OpsPvpTableUpdate;

/** A table as the desk lists it: the terms as the room list shows them, with what only the desk sees. */
export function opsTableView(table: TableRow, seated: { players: number; chips: bigint }, scale: number): OpsPvpTable {
  const room = roomOf(table, { scale, seatsTaken: seated.players, playersOnline: seated.players, inHand: false });
  const {
    roomId,
    seatsTotal,
    seatsTaken: _taken,
    seatsFree: _free,
    playersOnline: _online,
    inHand: _inHand,
    ...terms
  } = room;
  return {
    ...terms,
    tableId: roomId,
    seats: seatsTotal,
    botSeats: table.botSeats,
    turnSeconds: table.turnSeconds,
    freeChat: table.freeChat,
    ownerInstance: table.ownerInstance,
    playersSeated: seated.players,
    chipsOnTable: moneyOf(seated.chips, scale),
  };
}

export async function listOpsPvpTables(
  ctx: AppContext,
  input: { query: { game?: TableRow['game']; status?: TableRow['status'] }; currency: Currency },
) {
  const rows = await listTablesWithSeats(ctx.database.db, input.query);
  return { list: rows.map((row) => opsTableView(row.table, row, input.currency.scale)) };
}

async function readOneTable(ctx: AppContext, tableId: number, scale: number): Promise<OpsPvpTable> {
  const rows = await listTablesWithSeats(ctx.database.db, {});
  const row = rows.find((entry) => entry.table.id === tableId);
  if (!row) throw new AppError('pvp.table.not.found');
  return opsTableView(row.table, row, scale);
}

/** Amounts in the currency's minor units; more decimals than the currency has is the caller's mistake (400). */
function stakesOf(body: CreateBody | UpdateBody, scale: number) {
  const money = (text: string | undefined) => {
    if (text === undefined) return 0n;
    try {
      return parseMoney(text, scale);
    } catch (error) {
      if (error instanceof MoneyFormatError) throw new AppError('request.invalid', error.message);
      throw error;
    }
  };
  const isHoldem = body.game === 'HOLDEM';
  return {
    stakeLevel: body.stakeLevel,
    smallBlind: isHoldem ? money(body.smallBlind) : 0n,
    bigBlind: isHoldem ? money(body.bigBlind) : 0n,
    ante: isHoldem ? 0n : money(body.ante),
    rakeBp: body.rakeBp,
    rakeCap: money(body.rakeCap),
    minBuyIn: money(body.minBuyIn),
    maxBuyIn: money(body.maxBuyIn),
  };
}

export async function createOpsPvpTable(
  ctx: AppContext,
  input: { operator: ActiveOperator; body: CreateBody; currency: Currency },
) {
  const { body, currency } = input;
  // A game without a table runtime yet (Tiến Lên) may be set up, not opened: nobody could play it.
  if (body.status === 'OPEN' && !RUNNING_PVP_GAMES.includes(body.game))
    throw new AppError('pvp.table.closed', 'This game has no table runtime yet: create its tables CLOSED');
  const row: NewTableRow = {
    game: body.game,
    name: body.name,
    currency: currency.code,
    ...stakesOf(body, currency.scale),
    seats: body.seats,
    practice: body.practice,
    botSeats: body.botSeats,
    turnSeconds: body.turnSeconds,
    status: body.status,
    freeChat: body.freeChat,
  };
  const created = await inTransaction(ctx.database.db, async (tx) => {
    // After every table there is: the room list keeps its order, the new table comes last.
    const inserted = await insertTable(tx, { ...row, sort: await nextTableSort(tx) });
    await recordAudit(tx, {
      operator: input.operator,
      action: 'pvp.table.create',
      targetType: 'pvp_table',
      targetId: String(inserted.id),
      reason: body.reason,
      after: termsOf(inserted, currency.scale),
    });
    return inserted;
  });
  return readOneTable(ctx, created.id, currency.scale);
}

/**
 * New terms for the hands not yet dealt: the table's runtime reads its row again before each deal (`refreshRow`), so
 * the hand in progress keeps what it was dealt with. The game and the seats stay: players sit at them.
 */
export async function updateOpsPvpTable(
  ctx: AppContext,
  input: { operator: ActiveOperator; body: UpdateBody; currency: Currency },
) {
  const { body, currency } = input;
  await inTransaction(ctx.database.db, async (tx) => {
    const table = await lockTable(tx, body.tableId);
    if (!table) throw new AppError('pvp.table.not.found');
    if (table.game !== body.game) throw new AppError('request.invalid', "A table's game cannot change");
    const change = {
      name: body.name,
      ...stakesOf(body, currency.scale),
      turnSeconds: body.turnSeconds,
      freeChat: body.freeChat ?? table.freeChat,
    };
    await updateTable(tx, table.id, change);
    await recordAudit(tx, {
      operator: input.operator,
      action: 'pvp.table.update',
      targetType: 'pvp_table',
      targetId: String(table.id),
      reason: body.reason,
      before: termsOf(table, currency.scale),
      after: termsOf({ ...table, ...change }, currency.scale),
    });
  });
  return readOneTable(ctx, body.tableId, currency.scale);
}

/** What the audit log keeps of a table: its terms, not who sits there. */
function termsOf(table: TableRow, scale: number) {
  const view = opsTableView(table, { players: 0, chips: 0n }, scale);
  const { playersSeated: _players, chipsOnTable: _chips, ownerInstance: _owner, ...terms } = view;
  return terms;
}

/**
 * Opens or closes a table. Closed: nobody new sits and no new hand is dealt; the hand in progress finishes, then the
 * runtime (reading the row between hands) stands every player up with the chips back in the wallet.
 */
export async function setOpsPvpTableStatus(
  ctx: AppContext,
  input: {
    operator: ActiveOperator;
    body: { tableId: number; status: TableRow['status']; reason: string };
    currency: Currency;
  },
) {
  const { body, currency } = input;
  await inTransaction(ctx.database.db, async (tx) => {
    const table = await lockTable(tx, body.tableId);
    if (!table) throw new AppError('pvp.table.not.found');
    if (body.status === 'OPEN' && !RUNNING_PVP_GAMES.includes(table.game))
      throw new AppError('pvp.table.closed', 'This game has no table runtime yet');
    if (table.status === body.status) return;
    await updateTable(tx, table.id, { status: body.status });
    await recordAudit(tx, {
      operator: input.operator,
      action: body.status === 'OPEN' ? 'pvp.table.open' : 'pvp.table.close',
      targetType: 'pvp_table',
      targetId: String(table.id),
      reason: body.reason,
      before: { status: table.status },
      after: { status: body.status },
    });
  });
  return readOneTable(ctx, body.tableId, currency.scale);
}
