import { inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { members } from '../src/db/schema/members.ts';
import { changeLimit } from '../src/modules/responsible-play/play-limits.service.ts';
import { inTransaction } from '../src/modules/wallet/ledger.service.ts';

/**
 * Issue 20's measure: the members of the "with limits" rounds each keep a daily and monthly wager limit and a daily
 * loss limit, high enough never to refuse a bench round, so every debit and credit takes the limits' path (the
 * usage rows read and written under the wallet's lock) and nothing else changes.
 */
const NEVER_REACHED = 10_000_000_000n;
/** The bench's wallets are in USD, two decimals (api-bench's createPlayers). */
const USD = { code: 'USD', scale: 2 } as const;

export async function setBenchLimits(db: Db, usernames: string[]): Promise<void> {
  const rows = await db.select({ id: members.id }).from(members).where(inArray(members.username, usernames));
  const now = new Date();
  for (const { id } of rows)
    await inTransaction(db, async (tx) => {
      for (const [kind, period] of [
        ['WAGER', 'DAY'],
        ['WAGER', 'MONTH'],
        ['LOSS', 'DAY'],
      ] as const)
        await changeLimit(tx, { memberId: id, kind, period, amount: NEVER_REACHED, now, currency: USD });
    });
  if (rows.length !== usernames.length) throw new Error('bench limits: members missing');
}
