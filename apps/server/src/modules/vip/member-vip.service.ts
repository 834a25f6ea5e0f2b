import type { Db, Tx } from '../../db/client.ts';
import { findLevel, findMemberVip, listLevels, type VipLevelRow } from './vip.repository.ts';

/**
 * The level row (benefits and limits) of the member's VIP level; a member without a VIP row is at level 0. Null when
 * no ladder is configured for that level. Runs in the caller's transaction.
 */
export async function readMemberVipLevel(db: Db | Tx, memberId: number): Promise<VipLevelRow | null> {
  const vip = await findMemberVip(db, memberId);
  return findLevel(db, vip?.level ?? 0);
}

/** The whole ladder, lowest level first, for passes that evaluate many members against it. */
export function readVipLadder(db: Db | Tx): Promise<VipLevelRow[]> {
  return listLevels(db);
}
