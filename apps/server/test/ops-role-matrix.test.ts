import { ENDPOINTS, type EndpointName } from '@lucky/contracts/endpoint-table';
import type { OperatorRole } from '@lucky/contracts/common/endpoint';
import { rolesOf } from '@lucky/contracts/ops/role-matrix';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

/**
 * The role matrix (contracts ops/role-matrix.ts) as the server enforces it, over EVERY operator endpoint of
 * the table, so an endpoint added later is covered without touching this file. Each call carries a body no
 * operator schema accepts (a JSON array), so a call the role allows stops at validation and writes nothing;
 * the roles are checked before validation, so a call the role forbids answers operator.forbidden.
 */
const OPERATOR_ENDPOINTS = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
  (name) => ENDPOINTS[name].token === 'operator',
);
/** The demo operators, one per role (seed-demo.ts). */
const ACCOUNTS = {
  admin: 'admin1234',
  finance: 'finance1234',
  support: 'support1234',
  risk: 'risk1234',
  marketing: 'marketing1234',
  content: 'content1234',
} as const satisfies Record<OperatorRole, string>;
type Role = keyof typeof ACCOUNTS;

describe.each(TEST_DATABASES)('the operator role matrix on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of Object.keys(ACCOUNTS) as Role[]) tokens[role] = await t.opsLogin(role, ACCOUNTS[role]);
    member = await t.login('demo', 'demo1234');
  });
  afterAll(async () => t.close());

  const probe = (name: EndpointName, token?: string): Promise<LightMyRequestResponse> =>
    t.call(name, { token, body: ENDPOINTS[name].method === 'GET' ? undefined : [] });

  it('covers the whole table', () => {
    expect(OPERATOR_ENDPOINTS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(OPERATOR_ENDPOINTS)(
    '%s: refused without an operator token, and open exactly to the roles of the matrix',
    async (name) => {
      const anonymous = await probe(name);
      expect({ status: anonymous.statusCode, code: anonymous.json().code }).toEqual({
        status: 401,
        code: 'operator.session.required',
      });
      const asMember = await probe(name, member);
      expect({ status: asMember.statusCode, code: asMember.json().code }).toEqual({
        status: 401,
        code: 'operator.session.invalid',
      });

      for (const role of Object.keys(ACCOUNTS) as Role[]) {
        const response = await probe(name, tokens[role]);
        const outcome = { role, status: response.statusCode, code: response.json().code as string | null };
        if (rolesOf(name).includes(role)) {
          expect(outcome.code, `${role} may call ${name}`).not.toBe('operator.forbidden');
          expect(outcome.status, `${role} may call ${name}: ${response.body}`).toBeLessThan(500);
          expect([401, 403], `${role} may call ${name}: ${response.body}`).not.toContain(outcome.status);
        } else {
          expect(outcome).toEqual({ role, status: 403, code: 'operator.forbidden' });
        }
        // A call without a body (the logout) may end the session it was made with: log in again for the next one.
        if ((await t.call('opsMe', { token: tokens[role] })).statusCode !== 200)
          tokens[role] = await t.opsLogin(role, ACCOUNTS[role]);
      }
    },
  );
});
