import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { captchaChallenges } from '../../db/schema/sessions.ts';
import { captchaAnswerMatches, hashCaptchaAnswer } from '../../lib/captcha-image.ts';
import { cookieOptions } from '../../lib/cookie-options.ts';

const CAPTCHA_TTL_MS = 5 * 60_000;
export const REQUESTER_COOKIE = 'lucky_cid';

/**
 * Captchas are bound to the requester by a random cookie id (falling back to the IP for
 * clients without cookies), so an answer read by one client cannot be replayed by another.
 */
export function requesterKey(request: FastifyRequest, reply?: FastifyReply): string {
  let id = request.cookies[REQUESTER_COOKIE];
  if ((!id || !/^[A-Za-z0-9_-]{22,64}$/.test(id)) && reply) {
    id = randomBytes(18).toString('base64url');
    reply.setCookie(REQUESTER_COOKIE, id, cookieOptions(request, { maxAgeSeconds: 24 * 3600 }));
  }
  return id ? `cid:${id}` : `ip:${request.ip}`;
}

/** Issues a new challenge; any earlier unused one of the same requester stops working. */
export async function issueCaptcha(ctx: AppContext, requester: string): Promise<string> {
  const now = ctx.now();
  const challenge = await ctx.createCaptcha();
  const db = ctx.database.db;
  await db
    .update(captchaChallenges)
    .set({ usedAt: now })
    .where(and(eq(captchaChallenges.requesterKey, requester), isNull(captchaChallenges.usedAt)));
  await db.insert(captchaChallenges).values({
    // A keyed HMAC (CAPTCHA_SECRET): the database alone cannot tell which answer a row holds.
    requesterKey: requester,
    answerHash: hashCaptchaAnswer({ secret: ctx.config.CAPTCHA_SECRET, requester, answer: challenge.answer }),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  return challenge.pngBase64;
}

/** Checks and consumes the requester's current challenge: right or wrong, it is used once. */
export async function consumeCaptcha(ctx: AppContext, requester: string, answer: string | undefined): Promise<boolean> {
  const now = ctx.now();
  const db = ctx.database.db;
  const [challenge] = await db
    .select()
    .from(captchaChallenges)
    .where(
      and(
        eq(captchaChallenges.requesterKey, requester),
        isNull(captchaChallenges.usedAt),
        gt(captchaChallenges.expiresAt, now),
      ),
    )
    .orderBy(desc(captchaChallenges.createdAt))
    .limit(1);
  if (!challenge) return false;
  const [claimed] = await db
    .update(captchaChallenges)
    .set({ usedAt: now })
    .where(and(eq(captchaChallenges.id, challenge.id), isNull(captchaChallenges.usedAt)))
    .returning({ id: captchaChallenges.id });
  if (!claimed || !answer) return false;
  return captchaAnswerMatches({
    secret: ctx.config.CAPTCHA_SECRET,
    requester,
    answer,
    storedHash: challenge.answerHash,
  });
}
