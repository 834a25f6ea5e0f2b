import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { jackpotWins } from '../../../db/schema/jackpot.ts';
import { members } from '../../../db/schema/members.ts';

export type JackpotWinRow = typeof jackpotWins.$inferSelect;

export async function insertJackpotWin(tx: Tx, row: Omit<JackpotWinRow, 'id'>): Promise<void> {
  await tx.insert(jackpotWins).values(row);
}

/** The latest win in a currency, with the winner's username (the caller masks it). */
export async function findLatestJackpotWin(db: Db, currency: string) {
  const [row] = await db
    .select({ amount: jackpotWins.amount, createdAt: jackpotWins.createdAt, username: members.username })
    .from(jackpotWins)
    .innerJoin(members, eq(members.id, jackpotWins.memberId))
    .where(and(eq(jackpotWins.currency, currency)))
    .orderBy(desc(jackpotWins.id))
    .limit(1);
  return row ?? null;
}
