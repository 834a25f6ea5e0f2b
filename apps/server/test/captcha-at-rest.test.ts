import { createHash, createHmac } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { captchaChallenges } from '../src/db/schema/sessions.ts';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../src/lib/captcha-image.ts';
import { consumeCaptcha } from '../src/modules/session/captcha.service.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const SECRET = 'captcha-secret-for-this-test-0123456789';

describe('captcha answers at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { CAPTCHA_SECRET: SECRET });
  });
  afterAll(async () => {
    await t.close();
  });

  const latestRow = async (requester: string) =>
    (
      await t.ctx.database.db
        .select()
        .from(captchaChallenges)
        .where(eq(captchaChallenges.requesterKey, requester))
        .orderBy(desc(captchaChallenges.id))
        .limit(1)
    )[0]!;

  it('stores a keyed HMAC of the answer, which the database alone cannot check guesses against', async () => {
    const cookie = 'requester-cccccccccccccccccccc';
    expect((await t.call('captchaImage', { cookies: { lucky_cid: cookie } })).statusCode).toBe(200);
    const answer = t.nextCaptchaAnswer;
    const row = await latestRow(`cid:${cookie}`);
    // The old scheme, an unsalted SHA-256 of the answer, is what a stolen table could be searched with.
    expect(row.answerHash).not.toBe(createHash('sha256').update(answer).digest('hex'));
    expect(row.answerHash).not.toContain(answer);
    expect(row.answerHash).toBe(createHmac('sha256', SECRET).update(`captcha:cid:${cookie}:${answer}`).digest('hex'));
  });

  it('accepts the answer only with the server secret it was stored under', async () => {
    const requester = 'cid:requester-dddddddddddddddddddd';
    expect(
      (await t.call('captchaImage', { cookies: { lucky_cid: 'requester-dddddddddddddddddddd' } })).statusCode,
    ).toBe(200);
    const otherSecret = { ...t.ctx, config: { ...t.ctx.config, CAPTCHA_SECRET: `${SECRET}-rotated` } };
    expect(await consumeCaptcha(otherSecret, requester, t.nextCaptchaAnswer)).toBe(false);

    expect(
      (await t.call('captchaImage', { cookies: { lucky_cid: 'requester-dddddddddddddddddddd' } })).statusCode,
    ).toBe(200);
    expect(await consumeCaptcha(t.ctx, requester, t.nextCaptchaAnswer.toLowerCase())).toBe(true);
  });

  it('serves a real drawn PNG from GET /wps/captcha when no test hook is set', async () => {
    const built = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
      database: t.ctx.database,
      logger: false,
    });
    try {
      const response = await built.app.inject({ method: 'GET', url: '/wps/captcha' });
      expect(response.statusCode).toBe(200);
      const png = Buffer.from(response.json().value as string, 'base64');
      expect(await sharp(png).metadata()).toMatchObject({
        format: 'png',
        width: CAPTCHA_WIDTH,
        height: CAPTCHA_HEIGHT,
      });
    } finally {
      await built.app.close();
    }
  });
});
