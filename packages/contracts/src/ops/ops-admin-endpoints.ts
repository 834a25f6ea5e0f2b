import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { pageOf, pageQuery } from '../wallet/wallet-common.ts';
import { multiLineText, singleLineText } from '../common/text.ts';

/** Finance desk administration: the audit log, the ledger check, the test clock and the merchant configuration. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  operator: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});

export const opsAuditLog = defineEndpoint({
  method: 'GET',
  path: '/ops/api/audit',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary: 'The append-only audit log of operator actions, newest first, by operator, action, target and date (admin)',
  query: z.object({
    ...pageQuery,
    action: singleLineText().trim().max(60).optional(),
    targetId: singleLineText().trim().max(60).optional(),
    /** The acting operator's username. */
    operator: singleLineText().trim().max(64).optional(),
    targetType: singleLineText().trim().max(40).optional(),
  }),
  value: pageOf(auditEntrySchema),
});

export const opsLedgerCheck = defineEndpoint({
  method: 'GET',
  path: '/ops/api/ledger/check',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    'Checks the ledger invariants now (admin): balances equal their entries, holds, no negative wallet, debits equal credits',
  value: z.object({
    ok: z.boolean(),
    accounts: z.number().int(),
    transfers: z.number().int(),
    violations: z.array(z.string()),
  }),
});

export const opsClockAdvance = defineEndpoint({
  method: 'POST',
  path: '/ops/api/clock/advance',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    "Moves the server's clock forward (admin; only on a server started with CLOCK_CONTROL=true, for end-to-end tests and demos of settlement); answers the new time",
  body: z.object({
    minutes: z.coerce
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 62),
    reason: multiLineText().trim().min(3).max(200),
  }),
  value: z.object({ now: z.string() }),
});

export const opsMerchantConfig = defineEndpoint({
  method: 'GET',
  path: '/ops/api/merchant-config',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    'The merchant configuration document: modules, registration rules, maintenance, region rules, resources (admin)',
  value: z.record(z.string(), z.unknown()),
});

export const opsMerchantConfigUpdate = defineEndpoint({
  method: 'PUT',
  path: '/ops/api/merchant-config',
  modules: [],
  token: 'operator',
  encrypted: false,
  tag: 'ops',
  summary:
    'Replaces the merchant configuration after validating it; the change and its reason go to the audit log (admin)',
  body: z.object({ config: z.record(z.string(), z.unknown()), reason: multiLineText().trim().min(3).max(200) }),
  value: z.record(z.string(), z.unknown()),
});
