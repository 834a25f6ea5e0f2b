import { sql } from 'drizzle-orm';
import { numberArrayLiteral, textArrayLiteral } from '../../db/array-literals.ts';
import { queryPrepared, type Tx } from '../../db/client.ts';
import type { SportBetRow, SportLegRow } from './sportsbook-bets.repository.ts';

/* The set-based statements of a settlement batch (settlement.service.ts): a few statements per thousand legs. */

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
 * The next bets with a leg on the event after the cursor (by bet id; a bet has one leg per event), locked in id
 * order: the settlement of a parlay's other event, or a cash-out, waits for this batch and then sees its legs.
 */
export async function lockNextBets(tx: Tx, eventId: string, cursor: number, limit: number): Promise<BatchBet[]> {
  const rows = await queryPrepared<RawBet>(
    tx,
    'sport_settle_lock_bets',
    sql`
    select b.id::text, b.member_id::text, b.kind, b.game_code, b.round_id, b.stake::text, b.max_payout::text, b.status,
      l.leg_no, l.market_key, l.selection_key, l.odds_milli
    from (select bet_id, leg_no, market_key, selection_key, odds_milli from sport_bet_legs
          where event_id = ${eventId} and bet_id > ${cursor} order by bet_id limit ${limit}) l
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
  eventId: string,
  outcomes: { betId: number; outcome: SportLegRow['outcome'] }[],
  parlayIds: number[],
): Promise<OtherLeg[]> {
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
      where l.event_id = ${eventId} and l.bet_id = v.bet_id
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

/** Marks the batch's finished bets (status, payout, settle time) and moves the event's cursor, in one statement. */
export async function finishSettleBatch(
  tx: Tx,
  input: {
    eventId: string;
    cursor: number;
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
      update sport_events set settle_cursor = ${input.cursor} where id = ${input.eventId}
    )
    update sport_bets b set status = v.status, payout = v.payout, settled_at = ${input.at.toISOString()}::timestamptz
    from unnest(${numberArrayLiteral(bets.map((bet) => bet.id))}::bigint[], ${textArrayLiteral(bets.map((bet) => bet.status))}::text[],
      ${numberArrayLiteral(bets.map((bet) => bet.payout))}::bigint[]) as v(id, status, payout)
    where b.id = v.id`,
  );
}
