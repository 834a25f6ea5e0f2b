import type { AGENT_MEMBER_ACTIONS } from '@lucky/contracts/agent/agent-network-endpoints';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { money } from '../../lib/amount.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { closeAllSessions } from '../session/session.service.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { readFunds } from '../wallet/wallet-records.service.ts';
import { depthOf, findDownline, type AgentScope } from './agent-guard.ts';
import {
  clearPassword,
  findUsernames,
  insertAgentAudit,
  listAgentAudit,
  lockTeamMember,
  readMemberTotals,
  setMemberStatus,
} from './member-tools.repository.ts';

type Action = (typeof AGENT_MEMBER_ACTIONS)[number];
type Currency = MerchantConfig['currency'];

/*
 * An agent's tools over its own downline. The team check is the agent gate's `findDownline`: a name outside the
 * caller's team is `member.not.found`, as a name that does not exist. A lock and a forced password reset end the
 * account's sessions after the change commits, as the desk's do; each action is written to agent_audit_log in the
 * transaction of the change. A closed account (the desk's final state) is beyond an agent's reach.
 */

function nextStatus(action: Action, status: 'ACTIVE' | 'DISABLED' | 'CLOSED'): 'ACTIVE' | 'DISABLED' {
  if (status === 'CLOSED') throw new AppError('member.closed');
  if (action === 'LOCK' && status !== 'ACTIVE') throw new AppError('member.action.invalid');
  if (action === 'UNLOCK' && status !== 'DISABLED') throw new AppError('member.action.invalid');
  if (action === 'LOCK') return 'DISABLED';
  if (action === 'UNLOCK') return 'ACTIVE';
  return status;
}

export async function runAgentMemberAction(
  ctx: AppContext,
  input: { scope: AgentScope; username: string; action: Action; reason: string; ip: string | null },
) {
  const db = ctx.database.db;
  const target = await findDownline(db, input.scope, input.username);
  const result = await inTransaction(db, async (tx) => {
    const member = await lockTeamMember(tx, target.id);
    if (!member) throw new AppError('member.not.found');
    const status = nextStatus(input.action, member.status);
    if (status !== member.status) await setMemberStatus(tx, member.id, status);
    if (input.action === 'RESET_PASSWORD') await clearPassword(tx, member.id, ctx.now());
    await insertAgentAudit(tx, {
      agentId: input.scope.agent.id,
      memberId: member.id,
      action: input.action,
      reason: input.reason,
      before: { status: member.status },
      after: { status, passwordReset: input.action === 'RESET_PASSWORD' },
      ip: input.ip,
    });
    return { username: member.username, action: input.action, status };
  });
  if (input.action !== 'UNLOCK') await closeAllSessions(ctx, target.id);
  return result;
}

/** The accounts between the agent and the member, nearest the agent first, from the member's ancestor path. */
async function chainBelow(db: Db, scope: AgentScope, ancestorPath: string): Promise<string[]> {
  const ids = ancestorPath.slice(scope.prefix.length).split('/').filter(Boolean).map(Number);
  const names = await findUsernames(db, ids);
  return ids.map((id) => names.get(id) ?? String(id));
}

export async function readAgentMemberDetail(
  db: Db,
  input: { scope: AgentScope; username: string; currency: Currency },
) {
  const { scope, currency } = input;
  const member = await findDownline(db, scope, input.username);
  const [funds, totals, actions, chain] = await Promise.all([
    readFunds(db, member.id, currency),
    readMemberTotals(db, member.id),
    listAgentAudit(db, member.id, 20),
    chainBelow(db, scope, member.ancestorPath),
  ]);
  return {
    id: member.id,
    username: member.username,
    nickname: member.nickname ?? null,
    type: member.type,
    status: member.status,
    chain,
    level: depthOf(member.ancestorPath) - depthOf(scope.agent.ancestorPath),
    balance: funds.sumBalance,
    passwordResetPending: member.passwordHash === null,
    createdAt: member.createdAt.toISOString(),
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
    directCount: totals.direct_count,
    totals: {
      deposits: money(BigInt(totals.deposits), currency),
      withdrawals: money(BigInt(totals.withdrawals), currency),
      bet: money(BigInt(totals.bet), currency),
      payout: money(BigInt(totals.payout), currency),
    },
    actions: actions.map((row) => ({
      action: row.action as Action,
      agent: row.agent,
      reason: row.reason,
      time: new Date(row.created_at).toISOString(),
    })),
  };
}
