import { sql } from 'drizzle-orm';
import { numberArrayLiteral, textArrayLiteral } from '../../db/array-literals.ts';
import { queryPrepared, type Tx } from '../../db/client.ts';
import type { SportBetRow, SportLegRow } from './sportsbook-bets.repository.ts';

/* The set-based statements of a settlement batch (settlement.service.ts): a few statements per thousand legs. */

/** One part of an event's settlement, leased by this transaction (its row lock). */
export type SettlePart = { part: number; cursor: number };

/**
 * Leases the first part of the event's settlement with legs left that no other runner holds (its row, locked and
 * skipped by the others); null when there is none — every part done, held elsewhere, or not made yet.
 */
export async function claimSettlePart(tx: Tx, eventId: string): Promise<SettlePart | null> {
  const [row] = await queryPrepared<{ part: number; cursor: string }>(
    tx,
    'sport_settle_claim_part',
    sql`
    select part, cursor::text from sport_event_settle_parts
    where event_id = ${eventId} and not done order by part limit 1 for update skip locked`,
  );
  return row ? { part: row.part, cursor: Number(row.cursor) } : null;
}

/** Makes the event's settlement parts, one per house shard, unless they exist; answers whether it made them. */
export async function createSettleParts(tx: Tx, eventId: string, parts: number): Promise<boolean> {
  const rows = await queryPrepared<{ part: number }>(
    tx,
    'sport_settle_create_parts',
    sql`
    insert into sport_event_settle_parts (event_id, part)
    select ${eventId}, part from generate_series(0, ${parts - 1}::int) part
    where not exists (select 1 from sport_event_settle_parts where event_id = ${eventId})
    on conflict do nothing
    returning part`,
  );
  return rows.length > 0;
}

/** Whether any part of the event's settlement has settled a leg (the desk may no longer void it). */
export async function hasSettlementBegun(tx: Tx, eventId: string): Promise<boolean> {
  const [row] = await queryPrepared<{ begun: boolean }>(
    tx,
    'sport_settle_begun',
    sql`select exists (select 1 from sport_event_settle_parts where event_id = ${eventId} and (cursor > 0 or done)) as begun`,
  );
  return row.begun;
}

/**
 * The event itself, locked exclusively only if no batch holds it (they hold it shared) — and only when every part
 * of its settlement is done: then it is marked settled (VOID stays VOID). Answers whether it was.
 */
export async function markEventSettledIfDone(
  tx: Tx,
  input: { eventId: string; status: 'SETTLED' | 'VOID'; at: Date },
): Promise<boolean> {
  const rows = await queryPrepared<{ id: string }>(
    tx,
    'sport_settle_mark_event',
    sql`
    with free as (
      select id from sport_events where id = ${input.eventId} for update skip locked
    )
    update sport_events e set status = ${input.status}, settled_at = ${input.at.toISOString()}::timestamptz
    from free
    where e.id = free.id and e.settled_at is null
      and not exists (select 1 from sport_event_settle_parts p where p.event_id = e.id and not p.done)
    returning e.id`,
  );
  return rows.length > 0;
}

/** A bet of the batch with its leg on the event being settled. */
export type BatchBet = Pick<
  SportBetRow,
  'id' | 'memberId' | 'kind' | 'gameCode' | 'roundId' | 'stake' | 'maxPayout' | 'status'
> & { leg: Pick<SportLegRow, 'legNo' | 'marketKey' | 'selectionKey' | 'oddsMilli'> };

type RawBet = {
  id: string;
  member_id: string;
  kind: SportBetRow['kind'];
  game_code: string;
  round_id: string;
  stake: string;
  max_payout: string;
  status: SportBetRow['status'];
  leg_no: number;
  market_key: string;
  selection_key: string;
  odds_milli: number;
};

/**
 * The part's next bets with a leg on the event after its cursor (by bet id; a bet has one leg per event), locked in
 * id order: the settlement of a parlay's other event, or a cash-out, waits for this batch and then sees its legs.
 */
export async function lockNextBets(
  tx: Tx,
  input: { eventId: string; part: SettlePart; limit: number },
): Promise<BatchBet[]> {
  const { eventId, part } = input;
  const rows = await queryPrepared<RawBet>(
    tx,
    'sport_settle_lock_bets',
    sql`
    select b.id::text, b.member_id::text, b.kind, b.game_code, b.round_id, b.stake::text, b.max_payout::text, b.status,
      l.leg_no, l.market_key, l.selection_key, l.odds_milli
    from (select bet_id, leg_no, market_key, selection_key, odds_milli from sport_bet_legs
          where event_id = ${eventId} and member_shard = ${part.part} and bet_id > ${part.cursor}
          order by bet_id limit ${input.limit}) l
      join sport_bets b on b.id = l.bet_id
    order by b.id for update of b`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    memberId: Number(row.member_id),
    kind: row.kind,
    gameCode: row.game_code,
    roundId: row.round_id,
    stake: BigInt(row.stake),
    maxPayout: BigInt(row.max_payout),
    status: row.status,
    leg: { legNo: row.leg_no, marketKey: row.market_key, selectionKey: row.selection_key, oddsMilli: row.odds_milli },
  }));
}

export type OtherLeg = Pick<SportLegRow, 'betId' | 'legNo' | 'oddsMilli' | 'outcome'>;

/**
 * Writes the outcomes of the batch's legs on the event, and answers the legs the parlays of `parlayIds` have on
 * other events — read by this statement, after the bets' locks, so another event's settlement that committed
 * meanwhile is seen — in one round trip.
 */
export async function markOutcomesReadOtherLegs(
  tx: Tx,
  input: {
    eventId: string;
    part: number;
    outcomes: { betId: number; outcome: SportLegRow['outcome'] }[];
    parlayIds: number[];
  },
): Promise<OtherLeg[]> {
  const { eventId, outcomes, parlayIds } = input;
  const rows = await queryPrepared<{
    bet_id: string;
    leg_no: number;
    odds_milli: number;
    outcome: SportLegRow['outcome'];
  }>(
    tx,
    'sport_settle_mark_legs',
    sql`
    with marked as (
      update sport_bet_legs l set outcome = v.outcome
      from unnest(${numberArrayLiteral(outcomes.map((o) => o.betId))}::bigint[], ${textArrayLiteral(outcomes.map((o) => o.outcome))}::text[]) as v(bet_id, outcome)
      where l.event_id = ${eventId} and l.member_shard = ${input.part} and l.bet_id = v.bet_id
    )
    select bet_id::text, leg_no, odds_milli, outcome from sport_bet_legs
    where bet_id = any(${numberArrayLiteral(parlayIds)}::bigint[]) and event_id <> ${eventId}`,
  );
  return rows.map((row) => ({
    betId: Number(row.bet_id),
    legNo: row.leg_no,
    oddsMilli: row.odds_milli,
    outcome: row.outcome,
  }));
}

/**
 * Marks the batch's finished bets (status, payout, settle time) and moves the part's cursor (done when the batch
 * was its last), in one statement.
 */
export async function finishSettleBatch(
  tx: Tx,
  input: {
    eventId: string;
    part: number;
    cursor: number;
    done: boolean;
    bets: { id: number; status: SportBetRow['status']; payout: bigint }[];
    at: Date;
  },
): Promise<void> {
  const { bets } = input;
  await queryPrepared(
    tx,
    'sport_settle_finish',
    sql`
    with moved as (
      update sport_event_settle_parts set cursor = ${input.cursor}, done = ${input.done}
      where event_id = ${input.eventId} and part = ${input.part}
    )
    update sport_bets b set status = v.status, payout = v.payout, settled_at = ${input.at.toISOString()}::timestamptz
    from unnest(${numberArrayLiteral(bets.map((bet) => bet.id))}::bigint[], ${textArrayLiteral(bets.map((bet) => bet.status))}::text[],
      ${numberArrayLiteral(bets.map((bet) => bet.payout))}::bigint[]) as v(id, status, payout)
    where b.id = v.id`,
  );
}
