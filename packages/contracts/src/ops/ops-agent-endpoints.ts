import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { singleLineText } from '../common/text.ts';
import { reasonInput } from './ops-money-endpoints.ts';

/* The agent network in the back office (issue 19): the tree, top-level agents, and the platform's answer to a
 * top-level agent's request to end its contract. Moving sub-trees and promoting are opsMemberMove and
 * opsMemberAccountType. */

export const opsAgentTree = defineEndpoint({
  method: 'GET',
  path: '/ops/api/agents/tree',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'One level of the agent tree: the top-level agents, or the direct downline of one agent, with counts',
  query: z.object({
    parentId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  }),
  value: z.object({
    parent: z.object({ memberId: z.number().int(), username: z.string() }).nullable(),
    list: z.array(
      z.object({
        memberId: z.number().int(),
        username: z.string(),
        type: z.number().int(),
        status: z.string(),
        directCount: z.number().int(),
        teamCount: z.number().int(),
        liveContracts: z.array(z.string()),
        createdAt: z.string(),
      }),
    ),
    totalCount: z.number().int(),
  }),
});

export const opsAgentCreate = defineEndpoint({
  method: 'POST',
  path: '/ops/api/agents/create',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'Create a top-level agent (type 1, no upline) with its first password and affiliate code (audited)',
  body: z.object({
    username: z
      .string()
      .trim()
      .regex(/^[a-zA-Z0-9_]{4,16}$/, '4 to 16 letters, digits or _'),
    password: singleLineText().min(8).max(64),
    reason: reasonInput,
  }),
  value: z.object({ memberId: z.number().int(), username: z.string(), affiliateCode: z.string() }),
});

export const opsContractTerminationAnswer = defineEndpoint({
  method: 'POST',
  path: '/ops/api/contracts/termination-answer',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    "Answer a top-level agent's request to end its platform contract: accept (it ends, downline contracts of the kind with it) or refuse (it stays live); audited",
  body: z.object({
    contractId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    accept: z.boolean(),
    reason: reasonInput,
  }),
  value: z.object({ contractId: z.number().int(), status: z.string(), endReason: z.string().nullable() }),
});
