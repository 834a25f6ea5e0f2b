import { AFFILIATE_QUERY_PARAMETER, creatableTypesOf } from '@lucky/contracts/agent/agent-hierarchy';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findAffiliate } from '../member/member.service.ts';
import type { AgentScope } from './agent-guard.ts';
import {
  insertAffiliateCode,
  listAffiliateCodes,
  setAffiliateCodeEnabled,
  type AffiliateCodeRow,
} from './affiliate.repository.ts';

/** Whether a database error is a unique violation of the named index, whichever driver raised it. */
export function isUniqueViolation(error: unknown, index: string): boolean {
  const err = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = err.code ?? err.cause?.code;
  const constraint = err.constraint ?? err.cause?.constraint ?? String((error as Error).message);
  return code === '23505' && constraint.includes(index);
}

/**
 * The registration link of a code: its own domain when it has one (the code works only there),
 * else the site the agent is using now; /register opens the register modal, which reads the code.
 */
function linkOf(row: AffiliateCodeRow, request: FastifyRequest): string {
  const host = row.domain ?? request.host;
  return `${request.protocol}://${host}/register?${AFFILIATE_QUERY_PARAMETER}=${encodeURIComponent(row.code)}`;
}

function toAffiliateCode(row: AffiliateCodeRow, request: FastifyRequest) {
  return {
    id: row.id,
    code: row.code,
    domain: row.domain,
    enabled: row.enabled,
    link: linkOf(row, request),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function readRegisterCenter(db: Db, scope: AgentScope, request: FastifyRequest) {
  const rows = await listAffiliateCodes(db, scope.agent.id);
  return {
    creatableTypes: [...creatableTypesOf(scope.agent.type)],
    affiliateCodes: rows.map((row) => toAffiliateCode(row, request)),
  };
}

/** Codes are unique across the merchant, whatever the case: the index on lower(code) decides races. */
export async function createAffiliateCode(
  db: Db,
  input: { scope: AgentScope; code: string; domain?: string; request: FastifyRequest },
) {
  if (await findAffiliate(db, input.code)) throw new AppError('affiliate.code.taken');
  try {
    const row = await insertAffiliateCode(db, {
      code: input.code,
      agentId: input.scope.agent.id,
      domain: input.domain ?? null,
    });
    return toAffiliateCode(row, input.request);
  } catch (error) {
    if (isUniqueViolation(error, 'affiliate_codes_code_idx')) throw new AppError('affiliate.code.taken');
    throw error;
  }
}

/** Another agent's code gets the same answer as a code that does not exist. */
export async function changeAffiliateCode(
  db: Db,
  input: { scope: AgentScope; id: number; enabled: boolean; request: FastifyRequest },
) {
  const row = await setAffiliateCodeEnabled(db, {
    id: input.id,
    agentId: input.scope.agent.id,
    enabled: input.enabled,
  });
  if (!row) throw new AppError('affiliate.code.not.found');
  return toAffiliateCode(row, input.request);
}
