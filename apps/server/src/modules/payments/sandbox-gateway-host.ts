import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { sandboxGatewayPayments } from '../../db/schema/payments.ts';
import { createOpaqueToken, randomCode } from '../../lib/tokens.ts';
import type { GatewayPaymentRequest } from './payment-gateway.ts';
import { renderSandboxNotFound, renderSandboxPage } from './sandbox-gateway-page.ts';
import { sandboxMethodSecret, signSandboxFields } from './sandbox-signature.ts';

/**
 * The sandbox gateway itself, as an external gateway would run it: its own payment records, a
 * hosted payment page where the payer presses Pay or Cancel, and a signed server-to-server
 * callback to the merchant. It shares nothing with the deposit code but the callback protocol.
 */
type SandboxPayment = typeof sandboxGatewayPayments.$inferSelect;

export async function createSandboxPayment(
  db: Db,
  request: GatewayPaymentRequest & { methodCode: string },
): Promise<{ gatewayRef: string; paymentUrl: string }> {
  const pageToken = createOpaqueToken();
  const gatewayRef = `SBX${randomCode(14)}`;
  await db.insert(sandboxGatewayPayments).values({
    pageToken,
    gatewayRef,
    merchantOrderNo: request.orderNo,
    merchantName: request.merchantName,
    methodCode: request.methodCode,
    amount: request.amount,
    currency: request.currency,
    callbackPath: request.callbackPath,
    returnUrl: request.returnUrl,
  });
  return { gatewayRef, paymentUrl: `/pay/sandbox/${pageToken}` };
}

async function findPayment(db: Db, pageToken: string): Promise<SandboxPayment | null> {
  const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.pageToken, pageToken));
  return row ?? null;
}

/** Signs and posts the callback to the merchant's callback path; answers an error text when it was not accepted. */
async function deliverCallback(app: FastifyInstance, ctx: AppContext, payment: SandboxPayment): Promise<string | null> {
  const config = await ctx.merchant.get();
  const method = config.payments.methods.find(
    (entry) => entry.code === payment.methodCode && entry.channel === 'GATEWAY',
  );
  if (!method || method.channel !== 'GATEWAY') return 'The merchant no longer offers this payment method.';
  const fields = {
    merchantOrderNo: payment.merchantOrderNo,
    gatewayRef: payment.gatewayRef,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    timestamp: Math.floor(ctx.now().getTime() / 1000),
  };
  await ctx.database.db
    .update(sandboxGatewayPayments)
    .set({ callbackAttempts: sql`${sandboxGatewayPayments.callbackAttempts} + 1` })
    .where(eq(sandboxGatewayPayments.id, payment.id));
  const response = await app.inject({
    method: 'POST',
    url: payment.callbackPath,
    payload: {
      ...fields,
      sign: signSandboxFields(fields, sandboxMethodSecret(ctx.config.SANDBOX_GATEWAY_SECRET, method.code)),
    },
  });
  if (response.statusCode !== 200)
    return `The merchant refused the notification: ${response.json<{ message?: string }>().message ?? response.statusCode}`;
  await ctx.database.db
    .update(sandboxGatewayPayments)
    .set({ callbackDeliveredAt: ctx.now() })
    .where(eq(sandboxGatewayPayments.id, payment.id));
  return null;
}

const params = z.object({ pageToken: z.string().min(20).max(100) });

export function registerSandboxGatewayPages(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const show = (payment: SandboxPayment) =>
    renderSandboxPage({
      pageToken: payment.pageToken,
      merchantName: payment.merchantName,
      orderNo: payment.merchantOrderNo,
      gatewayRef: payment.gatewayRef,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      delivered: payment.callbackDeliveredAt !== null,
      returnUrl: payment.returnUrl,
    });

  app.get('/pay/sandbox/:pageToken', { schema: { hide: true, params } }, async (request, reply) => {
    const payment = await findPayment(db, (request.params as z.infer<typeof params>).pageToken);
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    return payment ? show(payment) : reply.code(404).send(renderSandboxNotFound());
  });

  app.post(
    '/pay/sandbox/:pageToken',
    { schema: { hide: true, params, body: z.object({ action: z.enum(['pay', 'cancel']) }) } },
    async (request, reply) => {
      const { pageToken } = request.params as z.infer<typeof params>;
      const { action } = request.body as { action: 'pay' | 'cancel' };
      const found = await findPayment(db, pageToken);
      if (!found) return reply.code(404).type('text/html; charset=utf-8').send(renderSandboxNotFound());
      // Only the first press decides; pressing Pay again on a paid order re-sends an undelivered callback.
      await db
        .update(sandboxGatewayPayments)
        .set({ status: action === 'pay' ? 'PAID' : 'CANCELLED', completedAt: ctx.now() })
        .where(and(eq(sandboxGatewayPayments.id, found.id), eq(sandboxGatewayPayments.status, 'CREATED')));
      const payment = (await findPayment(db, pageToken))!;
      if (payment.status !== 'CREATED' && payment.callbackDeliveredAt === null) {
        const error = await deliverCallback(app, ctx, payment);
        if (error)
          request.log.warn({ orderNo: payment.merchantOrderNo, error }, 'sandbox gateway callback not accepted');
      }
      // Post/redirect/get: reloading the result page never presses the button again.
      return reply.redirect(`/pay/sandbox/${encodeURIComponent(pageToken)}`, 303);
    },
  );
}
