import { isTrialType } from '@lucky/contracts/common/constants';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ActiveSession } from '../session/session.service.ts';

/** Limits and exclusions are a real account's: a trial account (demo credit) has none. */
export function requirePlayer(session: ActiveSession | null): ActiveSession {
  if (!session) throw new AppError('session.required');
  if (isTrialType(session.type)) throw new AppError('account.trial');
  return session;
}

export async function findPlayerByUsername(db: Db, username: string): Promise<{ id: number; username: string }> {
  const [member] = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(eq(members.username, username));
  if (!member) throw new AppError('member.not.found');
  return member;
}
