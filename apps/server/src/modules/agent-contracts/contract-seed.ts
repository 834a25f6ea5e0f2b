import type { Db } from '../../db/client.ts';
import { agentContracts } from '../../db/schema/contracts.ts';
import { findMemberByUsername } from '../member/member.service.ts';
import { storeTerms, type Terms } from './contract-terms.ts';

/** Demo terms (USD cents) for the top-level demo agent: one platform contract of each kind, so the agent centre's contract pages show. */
export const DEMO_CONTRACT_TERMS: Terms[] = [
  {
    kind: 'DIVIDEND',
    period: 'MONTHLY',
    tiers: [
      { minValidBet: 0n, minActiveMembers: 1, rateBp: 1000 },
      { minValidBet: 1_000_000n, minActiveMembers: 5, rateBp: 2000 },
    ],
  },
  {
    kind: 'DAILY_WAGE',
    tiers: [
      { minBet: 10_000n, rateBp: 50 },
      { minBet: 100_000n, rateBp: 100 },
    ],
  },
  { kind: 'HOURLY', tiers: [{ minBet: 5_000n, rateBp: 20 }] },
  { kind: 'REALTIME', profitRateBp: 30, lossRateBp: 80, minSingleBet: 100n },
];

export async function seedDemoContracts(db: Db, username: string, now: Date): Promise<void> {
  const agent = await findMemberByUsername(db, username);
  if (!agent) return;
  await db
    .insert(agentContracts)
    .values(
      DEMO_CONTRACT_TERMS.map((terms) => ({
        kind: terms.kind,
        payeeId: agent.id,
        payerId: null,
        status: 'ACTIVE' as const,
        terms: storeTerms(terms),
        offeredAt: now,
        startsAt: now,
      })),
    )
    .onConflictDoNothing();
}
