import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sportBookSettings, sportSettings } from '../../db/schema/sportsbook.ts';

export type SportSettingsRow = typeof sportSettings.$inferSelect;
export type BookSettingsRow = typeof sportBookSettings.$inferSelect;
export const BOOK_SETTINGS_ID = 'BOOK';

export async function findSportSettings(db: Db | Tx): Promise<SportSettingsRow[]> {
  return db.select().from(sportSettings);
}

export async function findBookSettings(db: Db | Tx): Promise<BookSettingsRow | null> {
  const [row] = await db.select().from(sportBookSettings).where(eq(sportBookSettings.id, BOOK_SETTINGS_ID));
  return row ?? null;
}

export async function upsertSportSettings(db: Db | Tx, row: typeof sportSettings.$inferInsert): Promise<void> {
  await db
    .insert(sportSettings)
    .values(row)
    .onConflictDoUpdate({
      target: [sportSettings.sport, sportSettings.marketType],
      set: {
        margin: row.margin,
        minStake: row.minStake,
        maxStake: row.maxStake,
        maxPayout: row.maxPayout,
        liabilityCap: row.liabilityCap,
        updatedAt: row.updatedAt,
      },
    });
}

export async function deleteSportSettings(db: Db | Tx, sport: string, marketType: string): Promise<void> {
  await db.delete(sportSettings).where(and(eq(sportSettings.sport, sport), eq(sportSettings.marketType, marketType)));
}

export async function upsertBookSettings(db: Db | Tx, row: Omit<BookSettingsRow, 'id'>): Promise<void> {
  await db
    .insert(sportBookSettings)
    .values({ id: BOOK_SETTINGS_ID, ...row })
    .onConflictDoUpdate({ target: sportBookSettings.id, set: row });
}
