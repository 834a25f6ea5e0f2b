import { RISK_FLAG_KINDS } from '@lucky/contracts/ops/ops-risk-endpoints';
import type { AppContext } from '../../app-context.ts';
import {
  countFlagGroups,
  findFlagGroups,
  findMemberBriefs,
  findPromotionTitles,
  type FlagGroupRow,
  type RiskFlagKind,
} from './risk-flags.repository.ts';

/** The groups with their members' names and statuses and the promotion's title, in the order the query gave. */
async function describe(ctx: AppContext, rows: FlagGroupRow[]) {
  const db = ctx.database.db;
  const idsOf = (row: FlagGroupRow) => row.memberIds.split(',').map(Number);
  const [briefs, titles] = await Promise.all([
    findMemberBriefs(db, [...new Set(rows.flatMap(idsOf))]),
    findPromotionTitles(db, [...new Set(rows.flatMap((row) => (row.promotionId === null ? [] : [row.promotionId])))]),
  ]);
  return rows.map((row) => {
    const members = idsOf(row).flatMap((id) => {
      const brief = briefs.get(id);
      return brief ? [brief] : [];
    });
    return {
      kind: row.kind,
      // A ring is named by its referrer (listed first), not by its id.
      value: row.kind === 'REFERRAL_RING' ? (members[0]?.username ?? row.value) : row.value,
      promotionId: row.promotionId,
      promotionTitle: row.promotionId === null ? null : (titles.get(row.promotionId) ?? null),
      members,
    };
  });
}

export async function listRiskQueue(ctx: AppContext, input: { kind: RiskFlagKind; pageNo: number; pageSize: number }) {
  const db = ctx.database.db;
  const [rows, totals] = await Promise.all([
    findFlagGroups(db, {
      kind: input.kind,
      memberId: null,
      limit: input.pageSize,
      offset: (input.pageNo - 1) * input.pageSize,
    }),
    countFlagGroups(db),
  ]);
  const totalCount = totals[input.kind];
  return {
    list: await describe(ctx, rows),
    pageNo: input.pageNo,
    pageSize: input.pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / input.pageSize),
    totals,
  };
}

/** Every group of every kind the member is in (at most 20 of a kind: the player 360 links to the queue for more). */
export async function memberRiskFlags(ctx: AppContext, memberId: number) {
  const perKind = await Promise.all(
    RISK_FLAG_KINDS.map((kind) => findFlagGroups(ctx.database.db, { kind, memberId, limit: 20, offset: 0 })),
  );
  return describe(ctx, perKind.flat());
}
