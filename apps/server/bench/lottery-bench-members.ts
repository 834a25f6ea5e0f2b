/**
 * The lottery bench's members and bets (shared with the slow exactly-once test,
 * test/lottery/lottery-exactly-once.slow.test.ts): funded members and a random mix of Keno selections.
 */
import type { Db } from '../src/db/client.ts';
import { members } from '../src/db/schema/members.ts';
import {
  ensureMemberWallets,
  houseAccountId,
  inTransaction,
  postTransfer,
} from '../src/modules/wallet/ledger.service.ts';

const SIDE_BETS = [
  'SUM_BIG',
  'SUM_SMALL',
  'SUM_ODD',
  'SUM_EVEN',
  'UPPER',
  'LOWER',
  'HALF_TIE',
  'MORE_ODD',
  'MORE_EVEN',
  'ODD_EVEN_TIE',
];

export type Member = { memberId: number; username: string; walletId: number };

export const randomInt = (below: number) => Math.floor(Math.random() * below);

/** A selection of the mix: 60 % Keno picks of 1 to 6 distinct numbers, 40 % side bets; stakes 1.00 to 5.00. */
export function randomSelection() {
  const unitStake = `${1 + randomInt(5)}.00`;
  if (Math.random() < 0.4) return { betType: SIDE_BETS[randomInt(SIDE_BETS.length)]!, picks: [], unitStake };
  const numbers = new Set<number>();
  const spots = 1 + randomInt(6);
  while (numbers.size < spots) numbers.add(1 + randomInt(80));
  return { betType: 'PICK', picks: [[...numbers].map(String)], unitStake };
}

/**
 * Members with funded wallets: rows and wallets in bulk, each funding its own ledger transfer, `clients` of them
 * at a time.
 */
export async function createMembers(
  db: Db,
  count: number,
  tag: string,
  funds: bigint,
  clients: number,
): Promise<Member[]> {
  const created: { id: number; username: string }[] = [];
  for (let from = 0; from < count; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - from) }, (_, index) => ({
      username: `${tag}${from + index}`,
      referralCode: `${tag}${from + index}`.toUpperCase().padEnd(8, 'X'),
    }));
    created.push(...(await db.insert(members).values(rows).returning({ id: members.id, username: members.username })));
  }
  const wallets = await inTransaction(db, (tx) =>
    ensureMemberWallets(
      tx,
      created.map((member) => member.id),
      'USD',
    ),
  );
  const house = await inTransaction(db, (tx) => houseAccountId(tx, 'HOUSE_ADJUSTMENTS', 'USD'));
  const result = created.map((member) => ({
    memberId: member.id,
    username: member.username,
    walletId: wallets.get(member.id)!,
  }));
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < result.length) {
        const member = result[next++]!;
        await inTransaction(db, (tx) =>
          postTransfer(tx, {
            idempotencyKey: `fund:${tag}:${member.memberId}`,
            kind: 'ADJUSTMENT',
            amount: funds,
            debitAccountId: house,
            creditAccountId: member.walletId,
          }),
        );
      }
    }),
  );
  return result;
}

export const sessionOf = (member: Member) => ({
  id: 0,
  memberId: member.memberId,
  type: 0,
  username: member.username,
  passwordChangeRequired: false,
});
