import type { AppContext } from '../../app-context.ts';
import { offsetOf, toPage } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { readHandDetail } from './pvp-lobby.service.ts';
import {
  findHandWithTable,
  findMemberIdsByName,
  listHandPlayersWithAccounts,
  listMemberParts,
  searchHands,
} from './pvp-ops.repository.ts';
import type { HandRow, TableRow } from './pvp.repository.ts';
import { moneyOf } from './pvp-views.ts';

type Currency = MerchantConfig['currency'];
type HandsQuery = {
  member?: string;
  withMember?: string;
  handId?: string;
  tableId?: number;
  pageNo: number;
  pageSize: number;
};

async function memberIdsOf(ctx: AppContext, name: string | undefined): Promise<number[] | null> {
  if (!name) return null;
  const ids = await findMemberIdsByName(ctx.database.db, name);
  if (ids.length === 0) throw new AppError('member.not.found');
  return ids;
}

function handRowOf(row: { hand: HandRow; table: TableRow; players: number | null; pot: string | null }, scale: number) {
  const { hand, table } = row;
  return {
    handId: hand.id,
    tableId: table.id,
    tableName: table.name,
    game: table.game,
    stakeLevel: table.stakeLevel,
    status: hand.status,
    startedAt: hand.startedAt.toISOString(),
    endedAt: hand.endedAt?.toISOString() ?? null,
    players: Number(row.players ?? 0),
    pot: moneyOf(BigInt(row.pot ?? '0'), scale),
    rake: moneyOf(hand.rake, scale),
  };
}

/** The hand history: by member (account or nickname), by a pair of members, by hand id or by table; newest first. */
export async function searchOpsPvpHands(ctx: AppContext, input: { query: HandsQuery; currency: Currency }) {
  const { query } = input;
  const db = ctx.database.db;
  const member = await memberIdsOf(ctx, query.member);
  const other = await memberIdsOf(ctx, query.withMember);
  const memberSets = [member, other].filter((ids): ids is number[] => ids !== null);
  const { rows, total } = await searchHands(db, {
    handId: query.handId,
    tableId: query.tableId,
    memberSets,
    offset: offsetOf(query),
    limit: query.pageSize,
  });
  const parts = member
    ? await listMemberParts(
        db,
        rows.map((row) => row.hand.id),
        member,
      )
    : [];
  const scale = input.currency.scale;
  const money = (minor: bigint) => moneyOf(minor, scale);
  const list = rows.map((row) => {
    const part = parts.find((entry) => entry.handId === row.hand.id);
    return {
      ...handRowOf(row, scale),
      member: part
        ? {
            seatNo: part.seatNo,
            bet: money(part.bet),
            won: money(part.won),
            net: money(part.net),
            rake: money(part.rake),
          }
        : null,
    };
  });
  return toPage(list, total, query);
}

/** One hand: its table, players with their accounts and rake shares, and the reveal checked by the verify function. */
export async function readOpsPvpHand(ctx: AppContext, input: { handId: string; currency: Currency }) {
  const db = ctx.database.db;
  const found = await findHandWithTable(db, input.handId);
  if (!found) throw new AppError('pvp.hand.not.found');
  // The public detail refuses a running hand: its deck is secret until the end, for the desk too.
  const detail = await readHandDetail(ctx, input.handId);
  const players = await listHandPlayersWithAccounts(db, input.handId);
  const scale = input.currency.scale;
  const money = (minor: bigint) => moneyOf(minor, scale);
  const pot = players.reduce((sum, row) => sum + row.player.bet, 0n);
  return {
    hand: handRowOf({ ...found, players: players.length, pot: pot.toString() }, scale),
    result: detail.result,
    players: players.map(({ player, username, nickname }) => ({
      seatNo: player.seatNo,
      nickname: nickname ?? username ?? player.botName ?? '',
      username,
      isBot: player.memberId === null,
      bet: money(player.bet),
      won: money(player.won),
      net: money(player.net),
      rake: money(player.rake),
      chipsAfter: money(player.chipsAfter),
    })),
    verified: detail.verified,
    verifyFailure: detail.verifyFailure,
  };
}
