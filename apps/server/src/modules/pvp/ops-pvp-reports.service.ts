import type { AppContext } from '../../app-context.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import {
  findAccounts,
  findSharedHandPairs,
  listLoginTraces,
  sumRakeByDay,
  sumRakeByTopAgent,
  sumRakeTotal,
  type DayRange,
} from './pvp-ops-reports.repository.ts';
import { moneyOf } from './pvp-views.ts';

type Currency = MerchantConfig['currency'];

const DAY_MS = 86_400_000;
/** The hints list stops here: an operator reads the top of it, and can narrow the range or raise minHands. */
const HINTS_SHOWN = 100;

/** The days of the query (contracts check them: calendar days, ordered, at most 92), `until` exclusive. */
function rangeOf(query: { from: string; to: string }): DayRange {
  const from = new Date(`${query.from}T00:00:00Z`);
  return { from, until: new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) };
}

/**
 * The rake of real-money tables by UTC day (every day of the range, 0 when nothing was played) and by top-level
 * agent, with distinct hands and players, and the range's totals. Each member's rake share is its game_rounds bet
 * (README "Money"), so these figures are the ones the agent reports and commissions count.
 */
export async function readOpsPvpRakeReport(
  ctx: AppContext,
  input: { query: { from: string; to: string }; currency: Currency },
) {
  const db = ctx.database.db;
  const range = rangeOf(input.query);
  const [days, agents, totals] = await Promise.all([
    sumRakeByDay(db, range),
    sumRakeByTopAgent(db, range),
    sumRakeTotal(db, range),
  ]);
  const money = (minor: string) => moneyOf(BigInt(minor), input.currency.scale);
  const byDay = new Map(days.map((row) => [row.day, row]));
  const dayList = [];
  for (let at = range.from.getTime(); at < range.until.getTime(); at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    const row = byDay.get(day);
    dayList.push({ day, hands: row?.hands ?? 0, players: row?.players ?? 0, rake: money(row?.rake ?? '0') });
  }
  const agentIds = agents.flatMap((row) => (row.top === null ? [] : [Number(row.top)]));
  const names = new Map((await findAccounts(db, agentIds)).map((account) => [account.id, account.username]));
  return {
    from: input.query.from,
    to: input.query.to,
    days: dayList,
    agents: agents.map((row) => {
      const agentId = row.top === null ? null : Number(row.top);
      return {
        agentId,
        agentUsername: agentId === null ? null : (names.get(agentId) ?? null),
        hands: row.hands,
        players: row.players,
        rake: money(row.rake),
      };
    }),
    totals: { hands: totals.hands, players: totals.players, rake: money(totals.rake) },
  };
}

/**
 * Collusion hints: pairs of members who played at least `minHands` of the same real-money hands in the range AND
 * share a login address or a browser. Score = shared hands × the kinds of link (address, browser: 1 or 2); ties go
 * to the larger chip flow between them. A hint is a reason to look at their hands, not a finding.
 */
export async function readOpsPvpCollusion(
  ctx: AppContext,
  input: { query: { from: string; to: string; minHands: number }; currency: Currency },
) {
  const db = ctx.database.db;
  const pairs = await findSharedHandPairs(db, { ...rangeOf(input.query), minHands: input.query.minHands });
  const memberIds = [...new Set(pairs.flatMap((pair) => [pair.aId, pair.bId]))];
  const [traces, accounts] = await Promise.all([listLoginTraces(db, memberIds), findAccounts(db, memberIds)]);
  const ipsOf = groupSets(traces.ips.map((row) => [row.memberId, row.ip]));
  const devicesOf = groupSets(traces.devices.map((row) => [row.memberId, row.device]));
  const accountOf = new Map(
    accounts.map((account) => [
      account.id,
      { memberId: account.id, username: account.username, nickname: account.nickname },
    ]),
  );
  const shared = (sets: Map<number, Set<string>>, a: number, b: number) => {
    const other = sets.get(b) ?? new Set<string>();
    return [...(sets.get(a) ?? [])].filter((value) => other.has(value)).sort();
  };
  const hints = pairs.flatMap((pair) => {
    const sharedIps = shared(ipsOf, pair.aId, pair.bId);
    const sharedDevices = shared(devicesOf, pair.aId, pair.bId).length;
    const links = (sharedIps.length > 0 ? 1 : 0) + (sharedDevices > 0 ? 1 : 0);
    if (links === 0) return [];
    const flow = BigInt(pair.flow);
    return [{ pair, sharedIps, sharedDevices, flow, score: pair.sharedHands * links }];
  });
  hints.sort((x, y) => y.score - x.score || Number(abs(y.flow) - abs(x.flow)) || x.pair.aId - y.pair.aId);
  return {
    list: hints.slice(0, HINTS_SHOWN).map((hint) => ({
      a: accountOf.get(hint.pair.aId)!,
      b: accountOf.get(hint.pair.bId)!,
      sharedHands: hint.pair.sharedHands,
      sharedTables: hint.pair.sharedTables,
      sharedIps: hint.sharedIps,
      sharedDevices: hint.sharedDevices,
      chipFlow: moneyOf(hint.flow, input.currency.scale),
      score: hint.score,
    })),
  };
}

const abs = (value: bigint) => (value < 0n ? -value : value);

function groupSets(rows: [number, string][]): Map<number, Set<string>> {
  const sets = new Map<number, Set<string>>();
  for (const [memberId, value] of rows) {
    const set = sets.get(memberId) ?? new Set<string>();
    set.add(value);
    sets.set(memberId, set);
  }
  return sets;
}
