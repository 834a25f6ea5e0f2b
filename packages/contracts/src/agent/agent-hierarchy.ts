// Zod-free, so the web bundle can import these rules without the schemas.

/**
 * Which account types an agent may create directly in the Account page (spec section 4 names the
 * agent types 1, 2, 41 and 42 but not their relation). Our reading: 1 and 41 are top-level agent
 * kinds whose sub-agents are 2 and 42; a sub-agent may create further sub-agents of its own kind.
 * Every agent may create members (0). Trial accounts (4) are never created by agents.
 */
export const CREATABLE_TYPES_BY_AGENT_TYPE: Readonly<Record<number, readonly number[]>> = {
  1: [0, 2],
  2: [0, 2],
  41: [0, 42],
  42: [0, 42],
};

export const creatableTypesOf = (agentType: number): readonly number[] =>
  CREATABLE_TYPES_BY_AGENT_TYPE[agentType] ?? [];

/** The query parameter the site's register modal reads an invitation code from (features/auth). */
export const AFFILIATE_QUERY_PARAMETER = 'affiliateCode';

/** Notices of this type are announcements for agents only; the public notice call never serves it. */
export const AGENT_NOTICE_TYPE = 'AG';

/** Longest custom range of the team reports, in UTC days. */
export const AGENT_REPORT_MAX_DAYS = 92;
