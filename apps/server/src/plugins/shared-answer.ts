import type { Endpoint } from '@lucky/contracts/common/endpoint';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import type { CacheTopic } from '../lib/cache/cache-bus.ts';
import { matchesEntityTag } from '../lib/cache/shared-answers.ts';
import { requestLanguage } from '../modules/merchant/request-language.ts';
import { answerSerializerOf } from './answer-serializer.ts';

type Run = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The handler of an endpoint whose answer is shared (`registerEndpoint(…, { shared })`): the access rules, module
 * switches and input checks have run as for every call; the answer then comes serialized from ctx.answers, keyed by
 * the address (path and query) and the language, loaded through the endpoint's own handler and serializer on a miss.
 * It carries an ETag, and `Cache-Control: no-cache` so a browser asks again each time and gets a 304 (no body)
 * while the answer is the same.
 */
export function sharedAnswerHandler(
  ctx: AppContext,
  endpoint: Endpoint,
  topic: CacheTopic,
  answer: z.ZodType,
  run: Run,
): Run {
  if (endpoint.method !== 'GET' || endpoint.token === 'member' || endpoint.token === 'operator')
    throw new Error(`${endpoint.path}: only a GET endpoint that needs no session can share its answer`);
  const serialize = answerSerializerOf(
    answer,
    { method: endpoint.method, url: endpoint.path },
    ctx.config.NODE_ENV !== 'production',
  );
  return async (request, reply) => {
    const key = `${requestLanguage(request, request.merchantConfig)} ${request.url}`;
    const shared = await ctx.answers.get(topic, key, async () => serialize(await run(request, reply)));
    reply.header('etag', shared.etag).header('cache-control', 'no-cache');
    if (matchesEntityTag(request.headers['if-none-match'], shared.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(shared.body);
  };
}
