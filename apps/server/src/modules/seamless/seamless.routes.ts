import {
  seamlessAnswer,
  seamlessBalanceRequest,
  seamlessCreditRequest,
  seamlessDebitRequest,
  seamlessRollbackRequest,
} from '@lucky/contracts/games/seamless-wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SeamlessResult } from './seamless-answer.ts';
import { seamlessBalance, seamlessCredit, seamlessDebit, seamlessRollback } from './seamless.service.ts';
import { admitVendorRequest } from './vendor-access.ts';

export const SEAMLESS_PREFIX = '/seamless/';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    rawBody?: string;
  }
}

const params = z.object({ vendor: z.string().regex(/^[A-Z0-9_]{1,40}$/) });
const headers = z.object({
  'x-timestamp': z.string().describe('Unix milliseconds'),
  'x-signature': z.string().describe('hex HMAC-SHA256(secret, timestamp + "." + raw body)'),
});
const DESCRIPTION =
  'Seamless wallet for game vendors. Signed with the vendor secret; idempotent on transactionId; every answer, errors included (4xx with the same shape), carries the balance once the player is known.';

/** The seamless wallet: server-to-server, signed by the vendor, not subject to the player site's rules. */
export async function registerSeamlessRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so the body is kept raw beside its parse.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError('request.malformed'), undefined);
      }
    });
    scope.addHook('preValidation', async (request: FastifyRequest<{ Params: { vendor: string } }>) => {
      const header = (name: string) => (typeof request.headers[name] === 'string' ? request.headers[name] : undefined);
      // request.ip is the client's address as TRUST_PROXY_HOPS says (X-Forwarded-For only from trusted proxies).
      await admitVendorRequest(ctx.database.db, String(request.params.vendor), {
        timestamp: header('x-timestamp'),
        signature: header('x-signature'),
        rawBody: request.rawBody ?? '',
        ip: request.ip,
        now: ctx.now(),
      });
    });

    const route = <B extends z.ZodType>(
      operation: string,
      body: B,
      summary: string,
      run: (vendor: string, body: z.output<B>, currency: { code: string; scale: number }) => Promise<SeamlessResult>,
    ) => {
      scope.post(
        `${SEAMLESS_PREFIX}:vendor/${operation}`,
        {
          schema: {
            summary,
            description: DESCRIPTION,
            tags: ['seamless wallet'],
            params,
            headers,
            body,
            response: { 200: seamlessAnswer },
          },
        },
        async (request, reply) => {
          const config = await ctx.merchant.get();
          const { vendor } = request.params as { vendor: string };
          const result = await run(vendor, request.body as z.output<B>, config.currency);
          // Error answers share the 200 shape; only the status differs, which the route's type cannot express.
          return reply.code(result.statusCode as 200).send(result.answer);
        },
      );
    };
    route('balance', seamlessBalanceRequest, "The player's available balance", (_vendor, body, currency) =>
      seamlessBalance(ctx, body.player, currency),
    );
    route(
      'debit',
      seamlessDebitRequest,
      'Takes a bet in an open round, opening it on the first (refused with the balance when funds are insufficient or the round is closed)',
      (vendor, body, currency) => seamlessDebit(ctx, vendor, body, currency),
    );
    route(
      'credit',
      seamlessCreditRequest,
      "Pays a win of an open round (0 for a loss) and closes the round unless roundClosed is false; a closed round's credits are refused",
      (vendor, body, currency) => seamlessCredit(ctx, vendor, body, currency),
    );
    route(
      'rollback',
      seamlessRollbackRequest,
      'Reverses exactly one debit of an open round without a credit; before its debit, it cancels the debit',
      (vendor, body, currency) => seamlessRollback(ctx, vendor, body, currency),
    );
  });
}
