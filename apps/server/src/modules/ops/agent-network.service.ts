import { ACCOUNT_TYPE } from '@lucky/contracts/common/constants';
import type { AppContext } from '../../app-context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { AppError } from '../../plugins/app-error.ts';
import { terminateContract } from '../agent-contracts/contract-lifecycle.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { findMemberById, findMemberByUsername } from '../member/member.service.ts';
import { createMember } from '../member/register.service.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { clearTerminationRequest, listTreeLevel, lockContractRow } from './agent-network.repository.ts';
import { ensureAffiliateCode } from './member-actions.repository.ts';

/*
 * The agent network at the desk: the tree level by level, top-level agents created by the platform, and the
 * platform's answer to a top-level agent asking to end its platform contract (the agent's side of that request is
 * modules/agent-contracts: requestTermination). Moving sub-trees and account types are member-network.service.ts.
 */

export async function readAgentTree(ctx: AppContext, input: { parentId?: number; pageNo: number; pageSize: number }) {
  const db = ctx.database.db;
  const parent = input.parentId === undefined ? null : await findMemberById(db, input.parentId);
  if (input.parentId !== undefined && !parent) throw new AppError('member.not.found');
  const { rows, total } = await listTreeLevel(
    db,
    parent?.id ?? null,
    input.pageSize,
    (input.pageNo - 1) * input.pageSize,
  );
  return {
    parent: parent ? { memberId: parent.id, username: parent.username } : null,
    list: rows.map((row) => ({
      ...row,
      liveContracts: row.liveContracts ?? [],
      createdAt: row.createdAt.toISOString(),
    })),
    totalCount: total,
  };
}

/** Candidate affiliate codes for an agent: its name in capitals, then with a number. */
export const affiliateCandidates = (username: string) => {
  const base =
    username
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 12) || 'AGENT';
  return [base, ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${base}${n}`), `${base}${Date.now() % 100_000}`];
};

export async function createTopLevelAgent(
  ctx: AppContext,
  input: { operator: ActiveOperator; config: MerchantConfig; username: string; password: string; reason: string },
) {
  const db = ctx.database.db;
  if (await findMemberByUsername(db, input.username)) throw new AppError('username.taken');
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (tx) => {
    const agent = await createMember(
      tx,
      {
        username: input.username,
        passwordHash,
        type: ACCOUNT_TYPE.AGENT,
        uplineId: null,
        ancestorPath: '/',
        registerMethod: 'OPS',
      },
      input.config.currency.code,
    );
    const affiliateCode = (await ensureAffiliateCode(tx, agent.id, affiliateCandidates(agent.username)))!;
    await recordAudit(tx, {
      operator: input.operator,
      action: 'AGENT_CREATE',
      targetType: 'MEMBER',
      targetId: agent.username,
      reason: input.reason,
      after: { memberId: agent.id, type: agent.type, affiliateCode },
    });
    return { memberId: agent.id, username: agent.username, affiliateCode };
  });
}

/** Accept (the contract ends, its downline contracts of the kind with it) or refuse (it stays live) the request. */
export async function answerTerminationRequest(
  ctx: AppContext,
  input: { operator: ActiveOperator; contractId: number; accept: boolean; reason: string },
) {
  return inTransaction(ctx.database.db, async (tx) => {
    const contract = await lockContractRow(tx, input.contractId);
    if (!contract || contract.payerId !== null) throw new AppError('contract.not.found');
    if (contract.status !== 'ACTIVE' || contract.terminationRequestedBy !== 'PAYEE')
      throw new AppError('contract.state.invalid');
    if (input.accept) await terminateContract(tx, contract, 'TERMINATED', ctx.now());
    else await clearTerminationRequest(tx, contract.id);
    const payee = (await findMemberById(tx, contract.payeeId))!;
    await recordAudit(tx, {
      operator: input.operator,
      action: input.accept ? 'CONTRACT_TERMINATION_ACCEPT' : 'CONTRACT_TERMINATION_REFUSE',
      targetType: 'CONTRACT',
      targetId: String(contract.id),
      reason: input.reason,
      before: { status: contract.status, kind: contract.kind, payee: payee.username, requestedBy: 'PAYEE' },
      after: input.accept ? { status: 'TERMINATED', endReason: 'TERMINATED' } : { status: 'ACTIVE' },
    });
    return {
      contractId: contract.id,
      status: input.accept ? 'TERMINATED' : 'ACTIVE',
      endReason: input.accept ? 'TERMINATED' : null,
    };
  });
}
