import { sql } from 'drizzle-orm';
import { numberArrayLiteral, textArrayLiteral } from '../../db/array-literals.ts';
import { queryPrepared, type Tx } from '../../db/client.ts';
import { houseShardOf } from '../wallet/ledger.service.ts';
import type { SportBetRow, SportLegRow } from './sportsbook-bets.repository.ts';
import type { SportEventRow } from './sportsbook-events.repository.ts';

export type NewBet = Pick<
  SportBetRow,
  | 'memberId'
  | 'requestId'
  | 'kind'
  | 'gameCode'
  | 'roundId'
  | 'stake'
  | 'oddsMilli'
  | 'potentialPayout'
  | 'maxPayout'
  | 'placedAt'
>;
export type NewBetLeg = Pick<
  SportLegRow,
  'legNo' | 'eventId' | 'marketKey' | 'selectionKey' | 'oddsMilli' | 'line' | 'inPlay'
>;

export type WrittenBet = {
  bet: SportBetRow;
  legs: SportLegRow[];
  /** Each leg's selection liability after this bet raised it (the caller compares it with the cap). */
  liabilities: { eventId: string; marketKey: string; selectionKey: string; liability: bigint }[];
  /** The events' statuses under their share locks, held to the commit. */
  statuses: Map<string, SportEventRow['status']>;
  /** Legs whose market (or whole event, `*`) the desk has suspended now. */
  suspended: { eventId: string; marketKey: string }[];
};

type Raw = {
  bet_id: string;
  liabilities: { e: string; m: string; s: string; l: string }[] | string;
  statuses: { id: string; status: SportEventRow['status'] }[] | string;
  suspended: { e: string; m: string }[] | string | null;
};
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * Writes a bet in one statement (a named prepared one: placement runs it on every bet): the bet row, its legs,
 * every leg's selection liability raised (keys in sorted order, so concurrent bets lock shared keys in one order),
 * the events' share locks (ending or settling an event waits for this commit), and, under those locks, the events'
 * statuses and the desk's suspensions of the legs' markets read again. Nothing is judged here: the caller refuses
 * (and rolls back) a closed event, a suspended market or a liability over its cap. Answers the rows as written.
 */
export async function writeBet(tx: Tx, bet: NewBet, legs: NewBetLeg[]): Promise<WrittenBet> {
  const keys = [...legs].sort((a, b) => {
    const ka = `${a.eventId}|${a.marketKey}|${a.selectionKey}`;
    const kb = `${b.eventId}|${b.marketKey}|${b.selectionKey}`;
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
  const eventIds = [...new Set(legs.map((leg) => leg.eventId))].sort();
  const memberShard = houseShardOf(bet.memberId);
  const [row] = await queryPrepared<Raw>(
    tx,
    'sport_write_bet',
    sql`
    with b as (
      insert into sport_bets (member_id, request_id, kind, game_code, round_id, stake, odds_milli, potential_payout, max_payout, placed_at)
      values (${bet.memberId}, ${bet.requestId}, ${bet.kind}, ${bet.gameCode}, ${bet.roundId}, ${bet.stake.toString()}::bigint, ${bet.oddsMilli}::bigint,
        ${bet.potentialPayout.toString()}::bigint, ${bet.maxPayout.toString()}::bigint, ${bet.placedAt.toISOString()}::timestamptz)
      returning id
    ), l as (
      insert into sport_bet_legs (bet_id, leg_no, member_shard, event_id, market_key, selection_key, odds_milli, line, in_play)
      select b.id, v.leg_no, ${memberShard}::smallint, v.event_id, v.market_key, v.selection_key, v.odds_milli, v.line, v.in_play
      from b, unnest(${numberArrayLiteral(legs.map((leg) => leg.legNo))}::int[], ${textArrayLiteral(legs.map((leg) => leg.eventId))}::text[],
        ${textArrayLiteral(legs.map((leg) => leg.marketKey))}::text[], ${textArrayLiteral(legs.map((leg) => leg.selectionKey))}::text[],
        ${numberArrayLiteral(legs.map((leg) => leg.oddsMilli))}::int[], ${textArrayLiteral(legs.map((leg) => (leg.line === null ? null : String(leg.line))))}::float8[],
        ${textArrayLiteral(legs.map((leg) => String(leg.inPlay)))}::boolean[]) as v(leg_no, event_id, market_key, selection_key, odds_milli, line, in_play)
    ), k as (
      select * from unnest(${textArrayLiteral(keys.map((leg) => leg.eventId))}::text[], ${textArrayLiteral(keys.map((leg) => leg.marketKey))}::text[],
        ${textArrayLiteral(keys.map((leg) => leg.selectionKey))}::text[]) with ordinality as k(event_id, market_key, selection_key, n)
    ), r as (
      insert into sport_liabilities as s (event_id, market_key, selection_key, bets, stake, liability)
      select k.event_id, k.market_key, k.selection_key, 1, ${bet.stake.toString()}::bigint, ${bet.potentialPayout.toString()}::bigint from k order by k.n
      on conflict (event_id, market_key, selection_key) do update
        set bets = s.bets + 1, stake = s.stake + excluded.stake, liability = s.liability + excluded.liability
      returning s.event_id, s.market_key, s.selection_key, s.liability
    ), e as (
      select id, status from sport_events where id = any(${textArrayLiteral(eventIds)}::text[]) order by id for share
    )
    select (select id::text from b) as bet_id,
      (select json_agg(json_build_object('e', r.event_id, 'm', r.market_key, 's', r.selection_key, 'l', r.liability::text)) from r) as liabilities,
      (select json_agg(json_build_object('id', e.id, 'status', e.status)) from e) as statuses,
      (select json_agg(json_build_object('e', d.event_id, 'm', k.market_key)) from k
        join sport_market_suspensions d on d.event_id = k.event_id and d.market_key in (k.market_key, '*')) as suspended`,
  );
  const betId = Number(row!.bet_id);
  return {
    bet: { ...bet, id: betId, payout: 0n, status: 'OPEN', settledAt: null },
    legs: legs.map((leg) => ({ ...leg, betId, memberShard, outcome: 'OPEN' })),
    liabilities: parsed(row!.liabilities).map((raised) => ({
      eventId: raised.e,
      marketKey: raised.m,
      selectionKey: raised.s,
      liability: BigInt(raised.l),
    })),
    statuses: new Map(parsed(row!.statuses).map((event) => [event.id, event.status])),
    suspended: parsed(row!.suspended ?? []).map((hit) => ({ eventId: hit.e, marketKey: hit.m })),
  };
}
