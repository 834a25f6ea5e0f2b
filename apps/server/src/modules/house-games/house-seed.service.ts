import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { createServerSeed, hashServerSeed } from '../../lib/fair-rng.ts';
import { insertActiveSeedIfNone, insertSeed, lockActiveSeed, updateSeed, type SeedRow } from './house.repository.ts';

export type Fairness = { serverSeedHash: string; clientSeed: string; nonce: number };
export const fairnessOf = (seed: SeedRow): Fairness => ({
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  nonce: seed.nextNonce,
});

/** The member's active seed pair, locked; made on first use with a random client seed the player may change. */
export async function lockSeed(tx: Tx, memberId: number): Promise<SeedRow> {
  const existing = await lockActiveSeed(tx, memberId);
  if (existing) return existing;
  const serverSeed = createServerSeed();
  const created = await insertActiveSeedIfNone(tx, {
    memberId,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: randomBytes(8).toString('hex'),
  });
  if (created) return created;
  // Another call of the same member (its first round in two tabs, or a rotation) committed an active seed between
  // our look and our insert: the insert waited for it and stood back; take that seed in turn.
  const theirs = await lockActiveSeed(tx, memberId);
  if (!theirs) throw new Error(`member ${memberId} has no active seed after a conflicting insert`);
  return theirs;
}

export const readFairness = (ctx: AppContext, memberId: number): Promise<Fairness> =>
  inTransaction(ctx.database.db, async (tx) => fairnessOf(await lockSeed(tx, memberId)));

export async function changeClientSeed(ctx: AppContext, memberId: number, clientSeed: string): Promise<Fairness> {
  return inTransaction(ctx.database.db, async (tx) => {
    const seed = await lockSeed(tx, memberId);
    await updateSeed(tx, seed.id, { clientSeed });
    return fairnessOf({ ...seed, clientSeed });
  });
}

/** Reveals the current server seed (so its rounds can be verified) and commits to a new one. */
export async function rotateSeed(ctx: AppContext, memberId: number) {
  return inTransaction(ctx.database.db, async (tx) => {
    const seed = await lockSeed(tx, memberId);
    await updateSeed(tx, seed.id, { status: 'REVEALED', revealedAt: ctx.now() });
    const serverSeed = createServerSeed();
    const next = await insertSeed(tx, {
      memberId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: seed.clientSeed,
    });
    return {
      revealed: {
        serverSeed: seed.serverSeed,
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        roundsPlayed: seed.nextNonce,
      },
      next: fairnessOf(next),
    };
  });
}
