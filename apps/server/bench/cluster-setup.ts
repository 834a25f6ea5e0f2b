/**
 * What the cluster test and `npm run bench:cluster` need in the cluster's database before the load: members under
 * the demo agent (a password, a payment password, an opening balance through the ledger) and a seamless vendor with
 * one catalogued game. Written straight into the database the instances share (the demo seed ran at their start).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { games } from '../src/db/schema/games.ts';
import { members } from '../src/db/schema/members.ts';
import { gameVendors } from '../src/db/schema/merchant.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { findMemberByUsername } from '../src/modules/member/member.repository.ts';
import { createMember } from '../src/modules/member/register.service.ts';
import {
  ensureMemberWallet,
  houseAccountId,
  inTransaction,
  postTransfer,
} from '../src/modules/wallet/ledger.service.ts';
import type { LoadMember } from './cluster-load.ts';

export const CLUSTER_VENDOR = 'CLUSTER_SEAMLESS';
export const CLUSTER_GAME = 'CL1';
/** Each member's opening balance, in minor units (1,000.00). */
export const OPENING_MINOR = 100_000n;

export async function prepareClusterLoad(
  db: Db,
  input: { count: number; prefix: string },
): Promise<{ members: LoadMember[]; secret: string }> {
  const secret = randomBytes(32).toString('hex');
  const [vendor] = await db.select().from(gameVendors).where(eq(gameVendors.code, CLUSTER_VENDOR));
  if (vendor) await db.update(gameVendors).set({ walletSecret: secret }).where(eq(gameVendors.code, CLUSTER_VENDOR));
  else {
    await db
      .insert(gameVendors)
      .values({ code: CLUSTER_VENDOR, displayName: 'Cluster load vendor', category: 'RNG', walletSecret: secret });
    await db.insert(games).values({
      vendorCode: CLUSTER_VENDOR,
      gameCode: CLUSTER_GAME,
      category: 'RNG',
      names: { EN: 'Cluster slot' },
      iconPath: '/assets/games/bench.svg',
      minBet: 1n,
    });
  }
  const agent = await findMemberByUsername(db, 'agent01');
  if (!agent) throw new Error('the demo agent agent01 is missing: the cluster runs with SEED_DEMO');
  const password = 'load12345';
  const passwordHash = await hashPassword(password);
  const made: LoadMember[] = [];
  for (let index = 0; index < input.count; index += 1) {
    const username = `${input.prefix}${index}`;
    if (!(await findMemberByUsername(db, username)))
      await inTransaction(db, async (tx) => {
        const member = await createMember(
          tx,
          {
            username,
            passwordHash,
            type: 0,
            registerMethod: 'SEED',
            nickname: username,
            payeeName: 'Load Player',
            email: `${username}@cluster.example`,
            uplineId: agent.id,
            ancestorPath: `${agent.ancestorPath}${agent.id}/`,
          },
          'USD',
        );
        await postTransfer(tx, {
          idempotencyKey: `cluster-opening:${username}`,
          kind: 'ADJUSTMENT',
          amount: OPENING_MINOR,
          debitAccountId: await houseAccountId(tx, 'HOUSE_ADJUSTMENTS', 'USD'),
          creditAccountId: await ensureMemberWallet(tx, member.id, 'USD'),
        });
      });
    made.push({ username, password, paymentPassword: '112233' });
  }
  return { members: made, secret };
}

/** The members' ids by username (the test reads their balances). */
export async function memberIds(db: Db, usernames: string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: members.id, username: members.username }).from(members);
  const wanted = new Set(usernames);
  return new Map(rows.filter((row) => wanted.has(row.username)).map((row) => [row.username, row.id]));
}
