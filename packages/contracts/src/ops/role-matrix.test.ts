import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, OPERATOR_ROLES, type OperatorRole } from '../common/endpoint.ts';
import { ENDPOINTS } from '../endpoint-table.ts';
import { DESK_ROLES, OPERATOR_ROLE_MATRIX, withOperatorRoles } from './role-matrix.ts';
import { renderRoleMatrixMarkdown } from './role-matrix-render.ts';

const operatorEndpoints = Object.entries(ENDPOINTS).filter(([, endpoint]) => endpoint.token === 'operator');
const probe = (token: 'operator' | 'member', roles?: readonly OperatorRole[]) =>
  defineEndpoint({
    method: 'GET',
    path: '/ops/api/probe',
    modules: [],
    token,
    roles,
    encrypted: false,
    tag: 'ops',
    summary: 'probe',
    value: z.null(),
  });

describe('the operator role matrix', () => {
  it('has exactly one entry per operator endpoint of the table, and the table carries its roles', () => {
    expect(Object.keys(OPERATOR_ROLE_MATRIX).sort()).toEqual(operatorEndpoints.map(([name]) => name).sort());
    for (const [name, endpoint] of operatorEndpoints) {
      expect(endpoint.roles, name).toEqual(OPERATOR_ROLE_MATRIX[name as keyof typeof OPERATOR_ROLE_MATRIX]);
    }
  });

  it('lets admin call everything and gives finance the money queues and claim reviews, not the rules', () => {
    for (const [name, roles] of Object.entries(OPERATOR_ROLE_MATRIX)) expect(roles, name).toContain('admin');
    const finance = Object.entries(OPERATOR_ROLE_MATRIX)
      .filter(([, roles]) => (roles as readonly string[]).includes('finance'))
      .map(([name]) => name);
    expect(finance).toEqual(
      expect.arrayContaining([
        'opsPromotionApplicationApprove',
        'opsMallRedemptionApprove',
        'opsWithdrawalApprove',
        'opsAdjustment',
      ]),
    );
    expect(finance).not.toEqual(expect.arrayContaining(['opsPromotionCreate']));
    for (const name of [
      'opsPromotionUpdate',
      'opsMallItemSave',
      'opsPointsConfigSave',
      'opsAuditLog',
      'opsMerchantConfigUpdate',
      'opsBannerSave',
    ]) {
      expect(finance, name).not.toContain(name);
    }
  });

  it('grants roles per desk: nobody but admin manages operators, and only money roles move money', () => {
    const callers = (name: keyof typeof OPERATOR_ROLE_MATRIX) => [...OPERATOR_ROLE_MATRIX[name]].sort();
    for (const name of ['opsOperatorCreate', 'opsOperatorUpdate', 'opsOperatorResetTotp', 'opsAuditLog'] as const)
      expect(callers(name), name).toEqual(['admin']);
    for (const name of ['opsAdjustment', 'opsWithdrawalApprove', 'opsDepositApprove'] as const)
      expect(callers(name), name).toEqual(['admin', 'finance']);
    expect(callers('opsMemberLookup')).toEqual(['admin', 'finance', 'risk', 'support']);
    expect(callers('opsBannerSave')).toEqual(['admin', 'content']);
    expect(callers('opsPromotionCreate')).toEqual(['admin', 'marketing']);
    expect(callers('opsPromotionApplicationApprove')).not.toContain('marketing');
    expect(callers('opsMe')).toEqual([...OPERATOR_ROLES].sort());
    // Every role has a desk beyond its own session, and every desk's roles are known roles.
    for (const role of OPERATOR_ROLES) {
      const desks = Object.entries(DESK_ROLES).filter(
        ([desk, roles]) => desk !== 'session' && (roles as readonly string[]).includes(role),
      );
      expect(desks.length, role).toBeGreaterThan(0);
    }
  });

  it('refuses to build a table with an operator endpoint it lacks, an entry without an endpoint, or disagreeing roles', () => {
    expect(() => withOperatorRoles({ opsUnknownDesk: probe('operator') })).toThrow(
      /opsUnknownDesk needs an operator token but has no role-matrix entry/,
    );
    expect(() => withOperatorRoles({ opsAuditLog: probe('member') })).toThrow(/opsAuditLog needs no operator token/);
    expect(() => withOperatorRoles({ ...ENDPOINTS, opsAuditLog: probe('operator', ['admin', 'finance']) })).toThrow(
      /opsAuditLog declares roles admin\+finance/,
    );
  });

  it('is what docs/ops-roles.md shows (run `npm run generate -w @lucky/contracts` after changing it)', () => {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/ops-roles.md');
    expect(readFileSync(file, 'utf8')).toBe(renderRoleMatrixMarkdown());
  });
});
