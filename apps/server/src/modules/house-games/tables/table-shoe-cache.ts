import type { AppContext } from '../../../app-context.ts';
import type { LiveTable } from './table-game.ts';
import { findShoeAtOrBefore, type ShoeRow } from './table.repository.ts';

/**
 * Card tables pause one round after a shoe's last hand (the new shoe is shuffled then, no bets); wheels and dice
 * go straight on. The pause round has no shoe and takes no bet.
 */
export const pauseRoundsOf = (table: LiveTable): number =>
  table.game.kind === 'BACCARAT' || table.game.kind === 'DRAGON_TIGER' ? 1 : 0;

/*
 * Every player's state poll (about once a second each) asks which shoe a round belongs to, and a wheel's history
 * asks it again for the round before the shoe. The answers are kept in the process, and they stay right whatever
 * another instance does, with no expiry and no invalidation to miss, because of how shoes are made:
 *
 * - a shoe's row never changes once written (it is inserted once, with its seed; settlement only reads it);
 * - shoe n + 1 is made only by an instance that read shoe n as the table's last shoe and found the round in play
 *   past n's rounds and n's pause (a unique shoe number turns every other attempt into a no-op), so shoe numbers
 *   start at 0 and shoe n + 1 starts at or after `n.firstRound + n.rounds + pause`.
 *
 * So for shoe S, the latest shoe starting at or before round r — what `findShoeAtOrBefore` returns — is S, now and
 * forever, on every instance, for every r from S.firstRound up to the next shoe's first round when that one is
 * remembered, else up to `S.firstRound + S.rounds + pause`; and there is none before shoe 0. Any other round goes to
 * the database, which is how a shoe that another instance made is found. The memory lives per AppContext (a
 * WeakMap), so apps built in one process (the tests, one per file) never share it, and it goes with its app.
 */
const REMEMBERED_PER_TABLE = 4;
/** Each table's remembered shoes, newest (highest shoe number) first. */
const shoesByContext = new WeakMap<AppContext, Map<string, ShoeRow[]>>();

function rememberedShoes(ctx: AppContext, tableId: string): ShoeRow[] {
  let tables = shoesByContext.get(ctx);
  if (!tables) shoesByContext.set(ctx, (tables = new Map()));
  let shoes = tables.get(tableId);
  if (!shoes) tables.set(tableId, (shoes = []));
  return shoes;
}

/** The remembered answer for the round: a shoe, null (before shoe 0), or undefined when memory cannot tell. */
function recall(shoes: readonly ShoeRow[], table: LiveTable, roundNo: number): ShoeRow | null | undefined {
  for (const [position, shoe] of shoes.entries()) {
    const next = position > 0 && shoes[position - 1]!.shoeNo === shoe.shoeNo + 1 ? shoes[position - 1]! : null;
    const until = next ? next.firstRound : shoe.firstRound + shoe.rounds + pauseRoundsOf(table);
    if (shoe.firstRound <= roundNo && roundNo < until) return shoe;
  }
  const oldest = shoes.at(-1);
  return oldest?.shoeNo === 0 && roundNo < oldest.firstRound ? null : undefined;
}

/** The table's latest shoe starting at or before the round: from memory when remembered shoes decide it. */
export async function shoeAtOrBefore(ctx: AppContext, table: LiveTable, roundNo: number): Promise<ShoeRow | null> {
  const shoes = rememberedShoes(ctx, table.id);
  const known = recall(shoes, table, roundNo);
  if (known !== undefined) return known;
  const row = await findShoeAtOrBefore(ctx.database.db, table.id, roundNo);
  if (row && !shoes.some((shoe) => shoe.id === row.id)) {
    shoes.push(row);
    // The newest shoes are the ones polls ask about: the current one and the one before it (a wheel's history).
    shoes.sort((a, b) => b.shoeNo - a.shoeNo);
    shoes.length = Math.min(shoes.length, REMEMBERED_PER_TABLE);
  }
  return row;
}
