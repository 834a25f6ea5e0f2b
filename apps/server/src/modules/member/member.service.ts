import type { Db, Tx } from '../../db/client.ts';
import type { MemberRow } from './member-row.ts';
import * as repository from './member.repository.ts';

// How other modules read and change members: the queries stay the member module's own (member.repository.ts).
// Each runs on the handle it is given, so a caller inside a transaction keeps the read in it.

export function findMemberById(db: Db | Tx, id: number): Promise<MemberRow | null> {
  return repository.findMemberById(db, id);
}

/** Case-insensitive, as members log in. */
export function findMemberByUsername(db: Db | Tx, username: string): Promise<MemberRow | null> {
  return repository.findMemberByUsername(db, username);
}

export function findMemberByMobile(db: Db | Tx, dialingCode: string, mobileNum: string): Promise<MemberRow | null> {
  return repository.findMemberByMobile(db, dialingCode, mobileNum);
}

/** An affiliate code with its agent's type, status and path (registration by an agent's link). */
export function findAffiliate(db: Db | Tx, code: string) {
  return repository.findAffiliate(db, code);
}

/** The payee name, set once from the first bank account's holder. */
export async function setPayeeName(tx: Tx, memberId: number, payeeName: string): Promise<void> {
  await repository.updateMember(tx, memberId, { payeeName });
}
