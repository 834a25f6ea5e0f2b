import { ACCOUNT_TYPE, isAgentType } from '@lucky/contracts/common/constants';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { terminateContract } from '../agent-contracts/contract-lifecycle.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { findMemberById, findMemberByUsername } from '../member/member.service.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { affiliateCandidates } from './agent-network.service.ts';
import {
  countDirectDownline,
  countOpenContracts,
  disableAffiliateCodes,
  ensureAffiliateCode,
  lockMemberRow,
  lockOpenContractsWith,
  moveSubtree,
  updateMemberColumns,
} from './member-actions.repository.ts';

/*
 * Where a member sits in the agent network. A move takes the member's whole sub-tree along (one prefix rewrite of
 * the ancestor paths) and ends the contracts between the member and its old upline: those terms were the old
 * upline's to pay. Past rounds and roll-ups stay where they were counted.
 */

export async function moveMember(
  ctx: AppContext,
  input: { operator: ActiveOperator; memberId: number; agentUsername: string | null; reason: string },
) {
  const db = ctx.database.db;
  const target = input.agentUsername ? await findMemberByUsername(db, input.agentUsername) : null;
  if (input.agentUsername && !target) throw new AppError('agent.not.found');
  if (target && (!isAgentType(target.type) || target.status !== 'ACTIVE')) throw new AppError('member.move.invalid');
  return inTransaction(db, async (tx) => {
    const member = await lockMemberRow(tx, input.memberId);
    if (!member) throw new AppError('member.not.found');
    const from = `${member.ancestorPath}${member.id}/`;
    if (target && (target.id === member.id || `${target.ancestorPath}${target.id}/`.startsWith(from)))
      throw new AppError('member.move.invalid');
    if ((target?.id ?? null) === member.uplineId) throw new AppError('member.move.invalid');
    const path = target ? `${target.ancestorPath}${target.id}/` : '/';
    const ended = member.uplineId === null ? [] : await lockOpenContractsWith(tx, member.id, member.uplineId);
    for (const contract of ended) await terminateContract(tx, contract, 'UPLINE_ENDED', ctx.now());
    const moved = await moveSubtree(tx, {
      memberId: member.id,
      uplineId: target?.id ?? null,
      path,
      from,
      to: `${path}${member.id}/`,
    });
    const previous = member.uplineId === null ? null : await findMemberById(tx, member.uplineId);
    await recordAudit(tx, {
      operator: input.operator,
      action: 'MEMBER_MOVE',
      targetType: 'MEMBER',
      targetId: member.username,
      reason: input.reason,
      before: { upline: previous?.username ?? null, path: member.ancestorPath },
      after: { upline: target?.username ?? null, path, moved, endedContracts: ended.map((contract) => contract.id) },
    });
    return { memberId: member.id, uplineUsername: target?.username ?? null, moved };
  });
}

/** Promote a member to agent (a sub-agent under an agent upline), or demote an agent with no team and no contracts. */
export async function changeAccountType(
  ctx: AppContext,
  input: { operator: ActiveOperator; memberId: number; accountType: 'MEMBER' | 'AGENT'; reason: string },
) {
  return inTransaction(ctx.database.db, async (tx) => {
    const member = await lockMemberRow(tx, input.memberId);
    if (!member) throw new AppError('member.not.found');
    if (member.status === 'CLOSED') throw new AppError('member.closed');
    let type: number;
    let affiliateCode: string | null = null;
    if (input.accountType === 'AGENT') {
      if (member.type !== ACCOUNT_TYPE.MEMBER) throw new AppError('member.type.change.refused');
      const upline = member.uplineId === null ? null : await findMemberById(tx, member.uplineId);
      type = upline && isAgentType(upline.type) ? ACCOUNT_TYPE.SUB_AGENT : ACCOUNT_TYPE.AGENT;
      await updateMemberColumns(tx, member.id, { type });
      affiliateCode = await ensureAffiliateCode(tx, member.id, affiliateCandidates(member.username));
    } else {
      if (!isAgentType(member.type)) throw new AppError('member.type.change.refused');
      if ((await countDirectDownline(tx, member.id)) > 0 || (await countOpenContracts(tx, member.id)) > 0)
        throw new AppError('member.type.change.refused');
      type = ACCOUNT_TYPE.MEMBER;
      await updateMemberColumns(tx, member.id, { type });
      await disableAffiliateCodes(tx, member.id);
    }
    await recordAudit(tx, {
      operator: input.operator,
      action: input.accountType === 'AGENT' ? 'MEMBER_PROMOTE' : 'MEMBER_DEMOTE',
      targetType: 'MEMBER',
      targetId: member.username,
      reason: input.reason,
      before: { type: member.type },
      after: { type, affiliateCode },
    });
    return { memberId: member.id, type, affiliateCode };
  });
}
