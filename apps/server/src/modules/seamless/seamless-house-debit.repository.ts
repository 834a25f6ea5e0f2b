import { sql } from 'drizzle-orm';
import { queryPrepared, type Tx } from '../../db/client.ts';

/*
 * The two statements of a house debit (seamless-house-debit.service.ts) around its ledger transfer. Each writes
 * what the single debit's separate statements write (seamless-rounds.repository.ts, vendor-rounds.repository.ts,
 * seamless.repository.ts), in one round trip, as a named prepared statement: placement runs them on every bet.
 */

export type OpenedHouseDebit = {
  round: { id: number; status: 'OPEN' | 'CLOSED'; isNew: boolean };
  memberType: number | null;
  walletId: number | null;
  /** The wallet's balance less its holds, read without a lock: what a refusal answers. */
  available: bigint;
  /** Ids of the member's shard of each house account asked for (absent when not created yet). */
  houses: Map<string, number>;
  bet: { vendorStatus: string | null; gameStatus: string | null; gameId: number | null; engineKind: string | null };
};

type RawOpened = {
  round_id: string;
  round_status: 'OPEN' | 'CLOSED';
  is_new: boolean;
  member_type: number | null;
  wallet_id: string | null;
  available: string | null;
  games_house_id: string | null;
  freeplay_house_id: string | null;
  vendor_status: string | null;
  game_status: string | null;
  game_id: string | null;
  engine_kind: string | null;
};

/**
 * Opens the member's round or locks it (as `openOrLockRound`: the upsert takes the row lock, so calls of one round
 * take turns) and reads, in the same round trip, what the debit needs: the member's type, wallet and available
 * balance, the ids of its shard of both house accounts, and the vendor's and game's status (`findBetStatus`).
 */
export async function openHouseDebit(
  tx: Tx,
  input: {
    vendorCode: string;
    memberId: number;
    roundId: string;
    gameCode: string;
    currency: string;
    houseKinds: { games: string; freeplay: string };
    at: Date;
  },
): Promise<OpenedHouseDebit> {
  const [row] = await queryPrepared<RawOpened>(
    tx,
    'seamless_house_debit_open',
    sql`
    with round as (
      insert into seamless_rounds (vendor_code, member_id, round_id, created_at) values (${input.vendorCode}, ${input.memberId}, ${input.roundId}, ${input.at.toISOString()}::timestamptz)
      on conflict (vendor_code, member_id, round_id) do update set status = seamless_rounds.status
      returning id, status, (xmax = 0) as is_new
    ), wallet as (
      select id, balance - held as available from ledger_accounts where member_id = ${input.memberId} and currency = ${input.currency}
    )
    select r.id::text as round_id, r.status as round_status, r.is_new,
      (select type from members where id = ${input.memberId}) as member_type,
      (select id::text from wallet) as wallet_id, (select available::text from wallet) as available,
      (select id::text from ledger_accounts where member_id is null and currency = ${input.currency} and kind = ${input.houseKinds.games}) as games_house_id,
      (select id::text from ledger_accounts where member_id is null and currency = ${input.currency} and kind = ${input.houseKinds.freeplay}) as freeplay_house_id,
      v.status as vendor_status, g.status as game_status, g.id::text as game_id, g.engine_kind
    from round r
    left join game_vendors v on v.code = ${input.vendorCode}
    left join games g on g.vendor_code = v.code and g.game_code = ${input.gameCode}`,
  );
  const houses = new Map<string, number>();
  if (row!.games_house_id !== null) houses.set(input.houseKinds.games, Number(row!.games_house_id));
  if (row!.freeplay_house_id !== null) houses.set(input.houseKinds.freeplay, Number(row!.freeplay_house_id));
  return {
    round: { id: Number(row!.round_id), status: row!.round_status, isNew: row!.is_new },
    memberType: row!.member_type === null ? null : Number(row!.member_type),
    walletId: row!.wallet_id === null ? null : Number(row!.wallet_id),
    available: BigInt(row!.available ?? '0'),
    houses,
    bet: {
      vendorStatus: row!.vendor_status,
      gameStatus: row!.game_status,
      gameId: row!.game_id === null ? null : Number(row!.game_id),
      engineKind: row!.engine_kind,
    },
  };
}

/**
 * After the transfer: the round's stake raised (`moveRound`), the round logged for a catalogued game without an
 * engine (`addVendorBet`), and the transaction id stored DONE with its transfer and answer — in one statement.
 * Answers false when the id was already taken (a twin committed first): the caller rolls everything back.
 */
export async function finishHouseDebit(
  tx: Tx,
  input: {
    vendorCode: string;
    memberId: number;
    roundRowId: number;
    roundId: string;
    transactionId: string;
    amount: bigint;
    requestHash: string;
    transferId: number;
    answer: unknown;
    logGameId: number | null;
    at: Date;
  },
): Promise<boolean> {
  const amount = input.amount.toString();
  const rows = await queryPrepared<{ id: string }>(
    tx,
    'seamless_house_debit_finish',
    sql`
    with moved as (
      update seamless_rounds set stake = stake + ${amount}::bigint where id = ${input.roundRowId}
    ), logged as (
      insert into game_rounds (member_id, game_id, vendor_code, round_ref, bet, status, created_at)
      select ${input.memberId}, ${input.logGameId}::bigint, ${input.vendorCode}, ${input.roundId}, ${amount}::bigint, 'OPEN', ${input.at.toISOString()}::timestamptz
      where ${input.logGameId}::bigint is not null
      on conflict (vendor_code, round_ref) do update set bet = game_rounds.bet + excluded.bet, status = 'OPEN', settled_at = null
        where game_rounds.status in ('OPEN', 'REFUNDED') and game_rounds.member_id = excluded.member_id
    )
    insert into seamless_transactions (vendor_code, transaction_id, kind, member_id, round_id, reference_transaction_id, amount, request_hash, status, transfer_id, answer, http_status)
    values (${input.vendorCode}, ${input.transactionId}, 'DEBIT', ${input.memberId}, ${input.roundId}, null, ${amount}::bigint, ${input.requestHash}, 'DONE', ${input.transferId},
      ${JSON.stringify(input.answer)}::jsonb, 200)
    on conflict (vendor_code, transaction_id) do nothing
    returning id::text`,
  );
  return rows.length === 1;
}
