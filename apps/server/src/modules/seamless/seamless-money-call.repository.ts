import { TRIAL_ACCOUNT_TYPE } from '@lucky/contracts/common/constants';
import { ERRORS, type ErrorCode } from '@lucky/contracts/common/errors';
import type { SeamlessAnswer } from '@lucky/contracts/games/seamless-wallet';
import { sql } from 'drizzle-orm';
import { queryPrepared, type Db, type Tx } from '../../db/client.ts';
import { HOUSE_SHARDS } from '../wallet/ledger.service.ts';

/** What `seamless_money_call` (migration 0039) is told: one debit or credit of a vendor's round. */
export type MoneyCall = {
  kind: 'DEBIT' | 'CREDIT';
  vendorCode: string;
  /** The player's name as the vendor knows it, or, for an in-house caller that knows the member, its id. */
  player: string | { memberId: number };
  transactionId: string;
  roundId: string;
  gameCode: string;
  /** Minor units; null when the request's amount is not a valid amount of the currency. */
  amount: bigint | null;
  isClosing: boolean;
  /** The request's flag when it differs from its default, as the request hash has it. */
  flag: 'roundClosed' | 'roundOpen' | null;
  currency: { code: string; scale: number };
  at: Date;
  /**
   * The caller ran the responsible-play check in this transaction (an in-house game); else the statement checks the
   * block and, for a member with limits, the limits itself (migration 0044).
   */
  playChecked: boolean;
};

export type MoneyCallOutcome =
  | { kind: 'replay'; statusCode: number; answer: SeamlessAnswer; available: bigint | null }
  | {
      kind: 'answered';
      code: ErrorCode | null;
      balance: string | null;
      available: bigint | null;
      transferId: number | null;
    };

/** The refusals the call can store, with their HTTP status and message, from the contracts' one error table. */
const REFUSALS: ErrorCode[] = [
  'seamless.player.unknown',
  'seamless.transaction.cancelled',
  'idempotency.conflict',
  'amount.invalid',
  'game.not.found',
  'game.maintenance',
  'seamless.round.closed',
  'seamless.round.unknown',
  'balance.insufficient',
  'play.blocked',
  'play.limit.wager',
  'play.limit.loss',
  'play.session.limit',
];
const REFUSAL_TEXTS = JSON.stringify(
  Object.fromEntries(REFUSALS.map((code) => [code, { status: ERRORS[code].status, message: ERRORS[code].message }])),
);

type Raw = {
  http_status: number;
  code: string | null;
  balance: string | null;
  replay: SeamlessAnswer | null;
  available_minor: string | null;
  transfer_id: string | null;
};

/**
 * The whole debit or credit in one statement (see migration 0039 and README "One statement"): inside the caller's
 * transaction when given one, else as its own transaction.
 */
export async function runMoneyCall(db: Db | Tx, call: MoneyCall): Promise<MoneyCallOutcome> {
  const { player } = call;
  const [row] = await queryPrepared<Raw>(
    db,
    'seamless_money_call',
    sql`
    select http_status, code, balance, replay, available_minor::text, transfer_id::text
    from seamless_money_call(${call.kind}, ${call.vendorCode}, ${typeof player === 'string' ? player.toLowerCase() : null},
      ${typeof player === 'string' ? null : player.memberId}::bigint, ${call.transactionId}, ${call.roundId}, ${call.gameCode},
      ${call.amount === null ? null : call.amount.toString()}::bigint, ${call.isClosing}, ${call.flag}, ${call.currency.code},
      ${call.currency.scale}::int, ${TRIAL_ACCOUNT_TYPE}::int, ${HOUSE_SHARDS}::int, ${REFUSAL_TEXTS}::jsonb,
      ${call.playChecked}, null, ${call.at.toISOString()}::timestamptz)`,
  );
  const available = row!.available_minor === null ? null : BigInt(row!.available_minor);
  if (row!.replay) return { kind: 'replay', statusCode: row!.http_status, answer: row!.replay, available };
  return {
    kind: 'answered',
    code: row!.code as ErrorCode | null,
    balance: row!.balance,
    available,
    transferId: row!.transfer_id === null ? null : Number(row!.transfer_id),
  };
}
