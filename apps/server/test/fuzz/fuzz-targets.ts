import type { HttpMethod, OperatorRole } from '@lucky/contracts/common/endpoint';
import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import {
  SEAMLESS_OPERATIONS,
  seamlessBalanceRequest,
  seamlessCreditRequest,
  seamlessDebitRequest,
  seamlessRollbackRequest,
} from '@lucky/contracts/games/seamless-wallet';
import type { z } from 'zod';
import { plausibleValue } from './fuzz-values.ts';

/**
 * Every route the fuzzer sends requests to: the whole endpoint table (member, agent, operator and
 * public calls), the seamless wallet that game vendors call (registered outside the table), the
 * in-house provider's game API, and the HTML pages that take a path parameter.
 */
export type Credential =
  'none' | 'member' | 'agent' | 'operator' | 'optional-member' | 'game-session' | 'vendor-signature';

export type FuzzTarget = {
  name: string;
  method: HttpMethod;
  /** With `:name` placeholders filled from `pathParams`. */
  path: string;
  pathParams?: Record<string, string>;
  credential: Credential;
  roles?: readonly OperatorRole[];
  encrypted: boolean;
  bodyFormat: 'json' | 'form' | 'multipart' | 'none';
  /** The schemas mutations are derived from (absent for routes outside the contracts). */
  querySchema?: z.ZodType;
  bodySchema?: z.ZodType;
  baseQuery: Record<string, unknown>;
  baseBody: unknown;
  /** Answers JSON in the envelope (the pages answer HTML). */
  answersJson: boolean;
};

export type TargetContext = { houseGameId: number; vendorCode: string; player: string };

const AGENT_TAGS = new Set(['agent']);

function credentialOf(token: string, tag: string): Credential {
  if (token === 'operator') return 'operator';
  if (token === 'member') return AGENT_TAGS.has(tag) ? 'agent' : 'member';
  if (token === 'optional') return 'optional-member';
  return 'none';
}

function tableTargets(): FuzzTarget[] {
  return Object.entries(ENDPOINTS).map(([name, endpoint]) => {
    const bodyFormat =
      endpoint.bodyFormat === 'multipart'
        ? 'multipart'
        : endpoint.method === 'GET'
          ? 'none'
          : endpoint.bodyFormat === 'form'
            ? 'form'
            : 'json';
    return {
      name,
      method: endpoint.method,
      path: endpoint.path,
      credential: credentialOf(endpoint.token, endpoint.tag),
      roles: endpoint.roles,
      encrypted: endpoint.encrypted,
      bodyFormat,
      querySchema: endpoint.query,
      bodySchema: endpoint.body,
      baseQuery: (endpoint.query ? plausibleValue(endpoint.query) : {}) as Record<string, unknown>,
      baseBody: endpoint.body ? plausibleValue(endpoint.body) : bodyFormat === 'json' ? {} : undefined,
      answersJson: true,
    };
  });
}

const SEAMLESS_BODIES: Record<(typeof SEAMLESS_OPERATIONS)[number], z.ZodType> = {
  balance: seamlessBalanceRequest,
  debit: seamlessDebitRequest,
  credit: seamlessCreditRequest,
  rollback: seamlessRollbackRequest,
};

function seamlessTargets(context: TargetContext): FuzzTarget[] {
  return SEAMLESS_OPERATIONS.map((operation) => {
    const schema = SEAMLESS_BODIES[operation];
    // A known player and small amounts, so mutations reach the service rather than stop at "unknown player".
    const base = { ...(plausibleValue(schema) as Record<string, unknown>), player: context.player };
    if ('amount' in base) base.amount = '1.00';
    return {
      name: `seamless ${operation}`,
      method: 'POST',
      path: `/seamless/:vendor/${operation}`,
      pathParams: { vendor: context.vendorCode },
      credential: 'vendor-signature',
      encrypted: false,
      bodyFormat: 'json',
      bodySchema: schema,
      baseQuery: {},
      baseBody: base,
      answersJson: true,
    } satisfies FuzzTarget;
  });
}

/** The house games' API and pages (house.routes.ts, house-page.ts) and the sandbox gateway page: their base requests, written out. */
function houseAndPageTargets(context: TargetContext): FuzzTarget[] {
  const api = (
    name: string,
    method: HttpMethod,
    path: string,
    credential: Credential,
    baseBody: unknown,
    pathParams?: Record<string, string>,
  ): FuzzTarget => ({
    name,
    method,
    path,
    pathParams,
    credential,
    encrypted: false,
    bodyFormat: method === 'GET' ? 'none' : 'json',
    baseQuery: {},
    baseBody,
    answersJson: true,
  });
  const page = (
    name: string,
    method: HttpMethod,
    path: string,
    pathParams: Record<string, string>,
    baseBody?: unknown,
  ): FuzzTarget => ({
    name,
    method,
    path,
    pathParams,
    credential: 'none',
    encrypted: false,
    bodyFormat: method === 'GET' ? 'none' : 'form',
    baseQuery: {},
    baseBody,
    answersJson: false,
  });
  return [
    api('house session', 'POST', '/house/api/session', 'none', { gameId: context.houseGameId, launch: 'l'.repeat(43) }),
    api('house state', 'GET', '/house/api/state', 'game-session', undefined),
    api('house play', 'POST', '/house/api/play', 'game-session', { bet: '1.00' }),
    api('house client seed', 'POST', '/house/api/client-seed', 'game-session', { clientSeed: 'fuzz-seed' }),
    api('house rotate seed', 'POST', '/house/api/rotate-seed', 'game-session', {}),
    api('house round verify', 'GET', '/house/api/rounds/:roundId/verify', 'game-session', undefined, { roundId: '1' }),
    api('house verify', 'POST', '/house/api/verify', 'none', {
      titleId: 'house-slot-fruits',
      serverSeed: 'a'.repeat(64),
      clientSeed: 'fuzz-seed',
      nonce: 0,
      bet: '1.00',
    }),
    api('fish room poll', 'POST', '/house/api/fish-room', 'game-session', { level: 0, shots: [0.5], caughtKeys: [1] }),
    api('fish room leave', 'POST', '/house/api/fish-room/leave', 'game-session', {}),
    api('table state', 'GET', '/house/api/table/state', 'game-session', undefined),
    api('table bets', 'POST', '/house/api/table/bets', 'game-session', {
      roundNo: 1,
      bets: [{ spot: 'RED', amount: '1.00' }],
    }),
    api('table shoe', 'GET', '/house/api/table/shoes/:shoeId', 'game-session', undefined, { shoeId: '1' }),
    api('table verify', 'POST', '/house/api/table/verify', 'none', {
      tableId: 'house-live-roulette',
      serverSeed: 'a'.repeat(64),
      shoeNo: 0,
    }),
    page('house play page', 'GET', '/house/play/:gameId', { gameId: String(context.houseGameId) }),
    page('house static file', 'GET', '/house/static/:file', { file: 'house-slot.js' }),
    page('house icon', 'GET', '/house/icons/:name', { name: 'house-slot.svg' }),
    page('house verify page', 'GET', '/house/verify', {}),
    page('sandbox gateway page', 'GET', '/pay/sandbox/:pageToken', { pageToken: 'p'.repeat(43) }),
    page('sandbox gateway press', 'POST', '/pay/sandbox/:pageToken', { pageToken: 'p'.repeat(43) }, { action: 'pay' }),
  ];
}

export function buildFuzzTargets(context: TargetContext): FuzzTarget[] {
  return [...tableTargets(), ...seamlessTargets(context), ...houseAndPageTargets(context)];
}

/** The path as an OpenAPI document writes it (`/a/{id}`), to compare with the routes the server documents. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');
