import { isAgentType } from '@lucky/contracts/common/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findMemberById, findMemberByUsername } from '../member/member.service.ts';
import type { MemberRow } from '../member/member-row.ts';
import type { ActiveSession } from '../session/session.service.ts';

/** The calling agent and the path prefix shared by everyone below it. */
export type AgentScope = { agent: MemberRow; prefix: string };

/** Every account whose ancestor path starts with this is below the agent, at any depth. */
export const teamPrefixOf = (agent: Pick<MemberRow, 'id' | 'ancestorPath'>): string =>
  `${agent.ancestorPath}${agent.id}/`;

/** Number of ancestors in a path such as '/1/7/' (two). */
export const depthOf = (ancestorPath: string): number => ancestorPath.split('/').length - 2;

/**
 * The gate of every agent-centre call: a session of an agent type (1, 2, 41, 42). Members and
 * trial accounts get the spec's 'Non-agents cannot log in'; a visitor never gets this far
 * (the endpoint's token rule answers `session.required`).
 */
export async function requireAgentScope(db: Db, session: ActiveSession | null): Promise<AgentScope> {
  if (!session) throw new AppError('session.required');
  if (!isAgentType(session.type)) throw new AppError('account.not.agent');
  const agent = await findMemberById(db, session.memberId);
  // The type is re-read from the row: a session outliving a change of type must not keep agent rights.
  if (!agent || agent.status !== 'ACTIVE' || !isAgentType(agent.type)) throw new AppError('account.not.agent');
  return { agent, prefix: teamPrefixOf(agent) };
}

export function isInTeam(scope: AgentScope, member: MemberRow, directOnly = false): boolean {
  return directOnly ? member.uplineId === scope.agent.id : member.ancestorPath.startsWith(scope.prefix);
}

/**
 * A downline account named in a call. An unknown name and a name outside the caller's team get
 * the same answer, so no call tells an agent whether another team's account exists.
 */
export async function findDownline(
  db: Db,
  scope: AgentScope,
  username: string,
  directOnly = false,
): Promise<MemberRow> {
  const member = await findMemberByUsername(db, username);
  if (!member || !isInTeam(scope, member, directOnly)) throw new AppError('member.not.found');
  return member;
}
