import type { ContractKind, contractTermsInput } from '@lucky/contracts/agent/contract-endpoints';
import { isAgentType } from '@lucky/contracts/common/constants';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { offsetOf, toPage, type PageRequest } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import { requireAgent } from '../member/account-guard.ts';
import { findMemberById, findMemberByUsername } from '../member/member.service.ts';
import type { MemberRow } from '../member/member-row.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import type { ActiveSession } from '../session/session.service.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { makeLive, recordOffer, rejectOffer, terminateContract } from './contract-lifecycle.ts';
import {
  findContractRecord,
  listContracts,
  listCurrentOf,
  listHeld,
  lockContract,
  readWaiting,
  updateContract,
  type ContractRecord,
  type ContractStatus,
} from './contract.repository.ts';
import { loadTerms, parseTerms, viewTerms } from './contract-terms.ts';

/*
 * The agents' contract calls. Every id a caller names is checked against the caller: a contract
 * must be one it holds or gave, a member must be its direct downline. Anything else — existing
 * or not — answers the same contract.not.found, so the call tells nothing about other teams.
 */

type Currency = MerchantConfig['currency'];

const notFound = (): never => {
  throw new AppError('contract.not.found');
};

export function viewContract(record: ContractRecord, viewerId: number | null, currency: Currency) {
  const side = viewerId === null ? null : viewerId === record.payeeId ? 'PAYEE' : 'PAYER';
  let pendingRequest = null;
  if (record.status === 'OFFERED')
    pendingRequest = { type: 'NEW' as const, requestedBy: 'PAYER' as const, waitingForMe: side === 'PAYEE' };
  else if (record.status === 'ACTIVE' && record.terminationRequestedBy) {
    // The platform answers a top-level agent's request through the finance desk (viewer null).
    const waitingForMe = side === null ? record.payerId === null : side !== record.terminationRequestedBy;
    pendingRequest = { type: 'TERMINATION' as const, requestedBy: record.terminationRequestedBy, waitingForMe };
  }
  return {
    id: record.id,
    kind: record.kind,
    status: record.status,
    payeeUsername: record.payeeUsername,
    payerUsername: record.payerUsername,
    terms: viewTerms(loadTerms(record.terms), currency),
    offeredAt: record.offeredAt.toISOString(),
    startsAt: record.startsAt?.toISOString() ?? null,
    endsAt: record.endsAt?.toISOString() ?? null,
    endReason: record.endReason,
    pendingRequest,
  };
}

/** The caller's own member row: an active agent account, or the spec's refusal. */
export async function requireAgentMember(db: Db | Tx, session: ActiveSession | null): Promise<MemberRow> {
  const real = requireAgent(session);
  const member = await findMemberById(db, real.memberId);
  if (!member || member.status !== 'ACTIVE' || !isAgentType(member.type)) throw new AppError('account.not.agent');
  return member;
}

/** A direct downline of the agent, by name; anyone else is "not found". */
export async function findDirectDownline(db: Db | Tx, agent: MemberRow, username: string): Promise<MemberRow> {
  const member = await findMemberByUsername(db, username);
  if (!member || member.uplineId !== agent.id) return notFound();
  return member;
}

async function answer(ctx: AppContext, id: number, viewerId: number, currency: Currency) {
  return viewContract((await findContractRecord(ctx.database.db, id))!, viewerId, currency);
}

export async function offerContract(
  ctx: AppContext,
  input: {
    session: ActiveSession | null;
    config: MerchantConfig;
    username: string;
    terms: z.output<typeof contractTermsInput>;
    confirm: boolean;
  },
) {
  const db = ctx.database.db;
  const agent = await requireAgentMember(db, input.session);
  const payee = await findDirectDownline(db, agent, input.username);
  if (!isAgentType(payee.type)) throw new AppError('contract.payee.not.agent');
  if (payee.status !== 'ACTIVE') throw new AppError('contract.state.invalid', 'This downline account is disabled');
  const terms = parseTerms(input.terms, input.config.currency);
  const id = await inTransaction(db, (tx) =>
    recordOffer(tx, {
      payerId: agent.id,
      payeeId: payee.id,
      payeeUsername: payee.username,
      terms,
      confirm: input.confirm,
      now: ctx.now(),
    }),
  );
  return answer(ctx, id, agent.id, input.config.currency);
}

export async function readHeld(
  ctx: AppContext,
  input: { session: ActiveSession | null; config: MerchantConfig; kind?: ContractKind },
) {
  const agent = await requireAgentMember(ctx.database.db, input.session);
  const rows = await listHeld(ctx.database.db, agent.id, input.kind);
  return { list: rows.map((row) => viewContract(row, agent.id, input.config.currency)) };
}

export async function readOffered(
  ctx: AppContext,
  input: {
    session: ActiveSession | null;
    config: MerchantConfig;
    query: PageRequest & { kind?: ContractKind; status?: ContractStatus; username?: string };
  },
) {
  const db = ctx.database.db;
  const agent = await requireAgentMember(db, input.session);
  const { query } = input;
  const { rows, total } = await listContracts(
    db,
    { payerId: agent.id, kind: query.kind, status: query.status, username: query.username || undefined },
    query.pageSize,
    offsetOf(query),
  );
  return toPage(
    rows.map((row) => viewContract(row, agent.id, input.config.currency)),
    total,
    query,
  );
}

/**
 * Either side asks to end a live contract; the other side answers with the process call. Asking
 * when the other side already asked ends it at once (both want it ended). The offerer withdraws
 * a pending offer at once; the payee ending an offer rejects it.
 */
export async function requestTermination(
  ctx: AppContext,
  input: { session: ActiveSession | null; config: MerchantConfig; contractId: number },
) {
  const db = ctx.database.db;
  const me = await requireAgentMember(db, input.session);
  const now = ctx.now();
  await inTransaction(db, async (tx) => {
    const contract = await lockContract(tx, input.contractId);
    if (!contract || (contract.payeeId !== me.id && contract.payerId !== me.id)) return notFound();
    const side = contract.payeeId === me.id ? 'PAYEE' : 'PAYER';
    if (contract.status === 'OFFERED')
      return rejectOffer(tx, contract, side === 'PAYER' ? 'CANCELLED' : 'REJECTED', now);
    if (contract.status !== 'ACTIVE') throw new AppError('contract.state.invalid');
    if (contract.terminationRequestedBy === side) return;
    if (contract.terminationRequestedBy) return terminateContract(tx, contract, 'TERMINATED', now);
    await updateContract(tx, contract.id, { terminationRequestedBy: side, terminationRequestedAt: now });
  });
  return answer(ctx, input.contractId, me.id, input.config.currency);
}

/**
 * The four process calls: accept or reject what waits for the caller on a contract of the
 * call's kind — an offer made to it, or a termination request of the other side.
 */
export async function processRequest(
  ctx: AppContext,
  input: {
    session: ActiveSession | null;
    config: MerchantConfig;
    kind: ContractKind;
    contractId: number;
    action: 'ACCEPT' | 'REJECT';
    confirm: boolean;
  },
) {
  const db = ctx.database.db;
  const me = await requireAgentMember(db, input.session);
  const now = ctx.now();
  await inTransaction(db, async (tx) => {
    const contract = await lockContract(tx, input.contractId);
    if (!contract || contract.kind !== input.kind || (contract.payeeId !== me.id && contract.payerId !== me.id))
      return notFound();
    const side = contract.payeeId === me.id ? 'PAYEE' : 'PAYER';
    if (contract.status === 'OFFERED' && side === 'PAYEE') {
      if (input.action === 'REJECT') return rejectOffer(tx, contract, 'REJECTED', now);
      await makeLive(tx, {
        payeeId: me.id,
        payerId: contract.payerId,
        terms: loadTerms(contract.terms),
        offer: contract,
        confirm: input.confirm,
        now,
      });
      return;
    }
    if (contract.status === 'ACTIVE' && contract.terminationRequestedBy && contract.terminationRequestedBy !== side) {
      if (input.action === 'ACCEPT') return terminateContract(tx, contract, 'TERMINATED', now);
      await updateContract(tx, contract.id, { terminationRequestedBy: null, terminationRequestedAt: null });
      return;
    }
    throw new AppError('contract.state.invalid', 'Nothing on this contract waits for your answer');
  });
  return answer(ctx, input.contractId, me.id, input.config.currency);
}

/** The consolidated flags: per kind 1 an offer waits for me, 2 a termination request waits for me, 0 nothing; and the kinds I hold live. */
export async function readContractFlags(db: Db, memberId: number) {
  const waiting = await readWaiting(db, memberId);
  const flag = (kind: ContractKind) =>
    waiting.offers.includes(kind) ? 1 : waiting.terminations.includes(kind) ? 2 : 0;
  return {
    dailysalreqtype: flag('DAILY_WAGE'),
    divtypereq: flag('DIVIDEND'),
    contracthoursalreq: flag('HOURLY'),
    realtimesalreqtype: flag('REALTIME'),
    contractKinds: [...new Set(waiting.held)].sort(),
  };
}

/**
 * For team lists (the downline management page): the live and offered contracts of some
 * members, each as kind, status and its top rate as a percent string ("1.50"; real time: the
 * loss rate). The caller has already limited the ids to its own team.
 */
export async function summariseContracts(
  db: Db,
  memberIds: number[],
): Promise<Map<number, { kind: ContractKind; status: string; rate: string | null }[]>> {
  const byMember = new Map<number, { kind: ContractKind; status: string; rate: string | null }[]>();
  for (const row of await listCurrentOf(db, memberIds)) {
    const terms = loadTerms(row.terms);
    const topBp = terms.kind === 'REALTIME' ? terms.lossRateBp : Math.max(0, ...terms.tiers.map((tier) => tier.rateBp));
    const list = byMember.get(row.payeeId) ?? [];
    list.push({ kind: row.kind, status: row.status, rate: (topBp / 100).toFixed(2) });
    byMember.set(row.payeeId, list);
  }
  return byMember;
}
