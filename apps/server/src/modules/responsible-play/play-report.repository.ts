import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { playLimits } from '../../db/schema/responsible-play.ts';

/** Members with any limit (at most 500, the most recently changed first), for the near-limit flags. */
export async function listLimitedMembers(db: Db) {
  return db
    .select({ memberId: playLimits.memberId, username: members.username })
    .from(playLimits)
    .innerJoin(members, eq(members.id, playLimits.memberId))
    .groupBy(playLimits.memberId, members.username)
    .orderBy(sql`max(${playLimits.updatedAt}) desc`)
    .limit(500);
}
