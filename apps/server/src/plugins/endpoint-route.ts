import type { Endpoint } from '@lucky/contracts/common/endpoint';
import { envelopeOf } from '@lucky/contracts/common/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { decryptPayload, isEncryptedBody, PayloadDecryptError } from '../lib/payload-crypto.ts';
import type { MerchantConfig } from '../modules/merchant/merchant-config.ts';
import { requestLanguage } from '../modules/merchant/request-language.ts';
import type { ActiveOperator } from '../modules/audit/active-operator.ts';
import { resolveOperatorSession } from '../modules/ops/operator-session.service.ts';
import { resolveSession, type ActiveSession } from '../modules/session/session.service.ts';
import type { CacheTopic } from '../lib/cache/cache-bus.ts';
import { AppError } from './app-error.ts';
import { sharedAnswerHandler } from './shared-answer.ts';
import { refuseNulCharacters } from './input-guard.ts';
import { assessAccess } from './site-access.ts';

export type HandlerInput<E extends Endpoint> = {
  query: z.output<NonNullable<E['query']>>;
  body: z.output<NonNullable<E['body']>>;
  /** Present when the endpoint needs a token (and when an optional token was valid). */
  session: ActiveSession | null;
  /** Present on 'operator' endpoints: the finance-desk operator. */
  operator: ActiveOperator | null;
  merchantConfig: MerchantConfig;
  /** The request's Language header when the merchant supports it, else the merchant's default language. */
  language: string;
  request: FastifyRequest;
  reply: FastifyReply;
};

type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<z.output<E['value']>>;

export type EndpointOptions = {
  /**
   * The answer does not depend on who asks: it is shared between callers under this topic (shared-answer.ts),
   * invalidated with it on every instance. Only for GET endpoints whose handler reads no session and sets no header.
   */
  shared?: CacheTopic;
};

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    session: ActiveSession | null;
    operator: ActiveOperator | null;
    merchantConfig: MerchantConfig;
  }
}

const envelopes = new WeakMap<z.ZodType, z.ZodType>();
/** One envelope schema per contract value for the process, so its compiled serializer is built once (answer-serializer.ts). */
function envelopeSchemaOf(value: z.ZodType): z.ZodType {
  let envelope = envelopes.get(value);
  if (!envelope) {
    envelope = envelopeOf(value);
    envelopes.set(value, envelope);
  }
  return envelope;
}

const SYSTEM_PREFIX = '/wps/system/';
export const API_PREFIXES = ['/wps/', '/lgw/'];
/** JSON paths outside the player site: the finance desk and payment-gateway callbacks. */
export const BACKOFFICE_PREFIXES = ['/ops/api/', '/pay/callback/'];

/**
 * Maintenance and region rules keep players out; they do not apply to the status calls, to the
 * finance desk (operators work during maintenance) or to a gateway's server-to-server callbacks.
 */
const isPlayerSitePath = (path: string): boolean =>
  ![SYSTEM_PREFIX, ...BACKOFFICE_PREFIXES].some((prefix) => path.startsWith(prefix));

function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const plain = request.headers.token;
  return typeof plain === 'string' && plain ? plain : null;
}

/**
 * Registers one endpoint of the contract table. Before validation it enforces, in order:
 * site access (maintenance, region), the merchant's module switches, the token rule,
 * and decryption of encrypted payloads; zod then validates the query and body, and the
 * answer is wrapped in the envelope and checked against the contract on the way out.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: Handler<E>,
  options: EndpointOptions = {},
): void {
  const answer = envelopeSchemaOf(endpoint.value);
  const run = async (request: FastifyRequest, reply: FastifyReply) => {
    const value = await handler({
      query: request.query as HandlerInput<E>['query'],
      body: request.body as HandlerInput<E>['body'],
      session: request.session,
      operator: request.operator,
      merchantConfig: request.merchantConfig,
      language: requestLanguage(request, request.merchantConfig),
      request,
      reply,
    });
    return { success: true, value: value ?? null, message: null, code: null };
  };
  const shared = options.shared ? sharedAnswerHandler(ctx, endpoint, options.shared, answer, run) : null;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.token === 'member' || endpoint.token === 'operator' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(endpoint.bodyFormat === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      response: { 200: answer },
    },
    preValidation: async (request) => {
      const config = await ctx.merchant.get();
      request.merchantConfig = config;
      request.session = null;
      request.operator = null;
      if (isPlayerSitePath(endpoint.path)) {
        const access = assessAccess({ ctx, config, request });
        if (access.status === 1)
          throw new AppError('system.maintenance', undefined, { maintenanceEnd: access.maintenanceEnd });
        if (access.status === 2) throw new AppError('region.restricted');
      }
      for (const moduleId of endpoint.modules) ctx.merchant.requireModule(config, moduleId);

      if (endpoint.token === 'operator') {
        request.operator = await requireOperator(ctx, endpoint, request);
      } else if (endpoint.token !== 'none') {
        const token = readToken(request);
        if (token) request.session = await resolveSession(ctx, token);
        if (endpoint.token === 'member' && !token) throw new AppError('session.required');
        if (endpoint.token === 'member' && !request.session) throw new AppError('session.invalid');
      }

      if (endpoint.encrypted) {
        request.body = decryptIfNeeded(ctx, config, request);
        // The app-wide guard saw only the envelope; the decrypted payload is checked here.
        refuseNulCharacters(request);
      }
    },
    handler: (request, reply) => (shared && ctx.answers.enabled ? shared(request, reply) : run(request, reply)),
  });
}

async function requireOperator(ctx: AppContext, endpoint: Endpoint, request: FastifyRequest): Promise<ActiveOperator> {
  const token = readToken(request);
  if (!token) throw new AppError('operator.session.required');
  const operator = await resolveOperatorSession(ctx, token, request.ip);
  if (!operator) throw new AppError('operator.session.invalid');
  if (endpoint.roles && !endpoint.roles.includes(operator.role)) throw new AppError('operator.forbidden');
  return operator;
}

function decryptIfNeeded(ctx: AppContext, config: MerchantConfig, request: FastifyRequest): unknown {
  const scheme = request.headers.encryption;
  if (!scheme) {
    if (config.security.acceptPlainForEncrypted) return request.body;
    throw new AppError('encryption.required');
  }
  if (scheme !== 'RSA-OAEP-256+A256GCM' || !isEncryptedBody(request.body)) throw new AppError('encryption.invalid');
  const key = ctx.keys.find(request.body.keyId);
  if (!key) throw new AppError('encryption.invalid', 'The encryption key is unknown; reload the page');
  try {
    return JSON.parse(decryptPayload(key.privateKeyPem, request.body));
  } catch (error) {
    if (error instanceof PayloadDecryptError || error instanceof SyntaxError) throw new AppError('encryption.invalid');
    throw error;
  }
}
