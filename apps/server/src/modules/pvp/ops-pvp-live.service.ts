import type { PvpSeat } from '@lucky/contracts/pvp/pvp-schemas';
import type { AppContext } from '../../app-context.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { opsTableView } from './ops-pvp-tables.service.ts';
import { listSeatsWithAccounts, listTablesWithSeats, summariseHandsSince } from './pvp-ops.repository.ts';
import { moneyOf } from './pvp-views.ts';

type Currency = MerchantConfig['currency'];

const DAY_MS = 86_400_000;

/**
 * The tables someone sits at (or a hand runs at): seats with accounts and chips, the running hand, today's hands and
 * rake (UTC). A table this instance runs shows its seats as the runtime sees them (in a hand, folded, away…); a
 * table run elsewhere, or by nobody, shows the seats the database holds.
 */
export async function listOpsPvpLiveTables(ctx: AppContext, input: { currency: Currency }) {
  const db = ctx.database.db;
  const now = ctx.now();
  const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const tables = await listTablesWithSeats(db, {});
  const ids = tables.map((row) => row.table.id);
  const [seats, hands] = await Promise.all([listSeatsWithAccounts(db, ids), summariseHandsSince(db, ids, dayStart)]);
  const handsOf = new Map(hands.map((row) => [row.tableId, row]));
  const money = (minor: bigint | string) => moneyOf(BigInt(minor), input.currency.scale);
  const list = tables
    .filter((row) => row.players > 0 || handsOf.get(row.table.id)?.runningHandId)
    .map((row) => {
      const today = handsOf.get(row.table.id);
      const live = liveSeatsOf(ctx, row.table.id);
      return {
        ...opsTableView(row.table, row, input.currency.scale),
        runningHandId: today?.runningHandId ?? null,
        handsToday: Number(today?.hands ?? 0),
        rakeToday: money(today?.rake ?? '0'),
        seatList: seats
          .filter((seat) => seat.tableId === row.table.id)
          .map((seat) => {
            const inMemory = live?.get(seat.seatNo);
            return {
              seatNo: seat.seatNo,
              nickname: seat.nickname ?? seat.username ?? seat.botName ?? '',
              username: seat.username,
              isBot: seat.memberId === null,
              chips: inMemory?.chips ?? money(seat.chips),
              state: inMemory?.state ?? ('SITTING' as const),
            };
          }),
      };
    });
  return { day: dayStart.toISOString().slice(0, 10), list };
}

/** The seats as the runtime of this instance sees them, through a watcher's view (no hole cards). */
function liveSeatsOf(ctx: AppContext, tableId: number): Map<number, PvpSeat> | null {
  const table = ctx.pvp.loaded(tableId);
  if (!table) return null;
  // Member id 0 is nobody's: the snapshot is the one a watcher without a seat gets.
  return new Map(table.snapshotFor(0).seats.map((seat) => [seat.seatNo, seat]));
}
