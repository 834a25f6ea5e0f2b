import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

describe('the clock control for end-to-end tests', () => {
  it('is refused on a normal server', async () => {
    const t = await createTestApp('pglite');
    try {
      const admin = await t.opsLogin('admin', 'admin1234');
      const answer = await t.call('opsClockAdvance', { token: admin, body: { minutes: 60, reason: 'try it' } });
      expect(answer.json().code).toBe('function.not.available');
    } finally {
      await t.close();
    }
  });

  it('moves the server clock forward for an admin when enabled, and audits it', async () => {
    const t = await createTestApp('pglite');
    // A second app on the same database, started with the control on and the real clock.
    const built = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', CLOCK_CONTROL: 'true' }),
      database: t.ctx.database,
      logger: false,
    });
    try {
      const admin = await t.opsLogin('admin', 'admin1234');
      const before = Date.now();
      const answer = await built.app.inject({
        method: 'POST',
        url: '/ops/api/clock/advance',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        payload: { minutes: 1440, reason: 'settle yesterday' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const now = Date.parse(answer.json().value.now);
      expect(now - before).toBeGreaterThanOrEqual(1440 * 60_000);
      expect(built.ctx.now().getTime()).toBeGreaterThanOrEqual(now);
      const audit = (await t.call('opsAuditLog', { token: admin, query: { action: 'CLOCK_ADVANCE' } })).json().value;
      expect(audit.list[0]).toMatchObject({ action: 'CLOCK_ADVANCE', reason: 'settle yesterday' });
    } finally {
      await built.app.close();
      await t.close();
    }
  });
});
