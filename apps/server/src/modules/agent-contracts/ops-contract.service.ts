import type { ContractKind, contractTermsInput } from '@lucky/contracts/agent/contract-endpoints';
import { isAgentType } from '@lucky/contracts/common/constants';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { offsetOf, toPage, type PageRequest } from '../../lib/paging.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findMemberById, findMemberByUsername } from '../member/member.service.ts';
import type { MemberRow } from '../member/member-row.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { makeLive, terminateContract } from './contract-lifecycle.ts';
import { findContractRecord, listContracts, lockContract, type ContractStatus } from './contract.repository.ts';
import { parseTerms, storeTerms } from './contract-terms.ts';
import { viewContract } from './contract.service.ts';

/*
 * The platform side of contracts: top-level agents (no upline, or an upline that is no agent)
 * get their contracts from the finance desk, live at once and paid from the commissions house
 * account. Admin only; every change is audited in its own transaction.
 */

/** A top-level agent: an active agent account whose upline is absent or is not an agent. */
export async function isTopLevelAgent(db: Db, member: MemberRow): Promise<boolean> {
  if (!isAgentType(member.type)) return false;
  if (member.uplineId === null) return true;
  const upline = await findMemberById(db, member.uplineId);
  return !upline || !isAgentType(upline.type);
}

export async function grantContract(
  ctx: AppContext,
  input: {
    operator: ActiveOperator;
    config: MerchantConfig;
    username: string;
    terms: z.output<typeof contractTermsInput>;
    reason: string;
    confirm: boolean;
  },
) {
  const db = ctx.database.db;
  const member = await findMemberByUsername(db, input.username);
  if (!member) throw new AppError('member.not.found');
  if (!(await isTopLevelAgent(db, member))) throw new AppError('contract.not.top.level');
  const terms = parseTerms(input.terms, input.config.currency);
  const now = ctx.now();
  const id = await inTransaction(db, async (tx) => {
    const contractId = await makeLive(tx, {
      payeeId: member.id,
      payerId: null,
      terms,
      offer: null,
      confirm: input.confirm,
      now,
    });
    await recordAudit(tx, {
      operator: input.operator,
      action: 'CONTRACT_GRANT',
      targetType: 'MEMBER',
      targetId: member.username,
      reason: input.reason,
      after: { contractId, kind: terms.kind, terms: storeTerms(terms), confirm: input.confirm },
    });
    return contractId;
  });
  return viewContract((await findContractRecord(db, id))!, null, input.config.currency);
}

export async function endPlatformContract(
  ctx: AppContext,
  input: { operator: ActiveOperator; config: MerchantConfig; contractId: number; reason: string },
) {
  const db = ctx.database.db;
  await inTransaction(db, async (tx) => {
    const contract = await lockContract(tx, input.contractId);
    if (!contract || contract.payerId !== null) throw new AppError('contract.not.found');
    if (contract.status !== 'ACTIVE') throw new AppError('contract.state.invalid');
    await terminateContract(tx, contract, 'PLATFORM', ctx.now());
    await recordAudit(tx, {
      operator: input.operator,
      action: 'CONTRACT_TERMINATE',
      targetType: 'CONTRACT',
      targetId: String(contract.id),
      reason: input.reason,
      before: { status: contract.status, kind: contract.kind, payeeId: contract.payeeId },
      after: { status: 'TERMINATED', endReason: 'PLATFORM' },
    });
  });
  return viewContract((await findContractRecord(db, input.contractId))!, null, input.config.currency);
}

export async function listPlatformContracts(
  ctx: AppContext,
  input: {
    config: MerchantConfig;
    query: PageRequest & { username?: string; kind?: ContractKind; status?: ContractStatus };
  },
) {
  const { query } = input;
  const { rows, total } = await listContracts(
    ctx.database.db,
    { platform: true, kind: query.kind, status: query.status, username: query.username || undefined },
    query.pageSize,
    offsetOf(query),
  );
  return toPage(
    rows.map((row) => viewContract(row, null, input.config.currency)),
    total,
    query,
  );
}
