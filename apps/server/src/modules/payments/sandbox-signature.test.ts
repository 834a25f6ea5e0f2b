import { describe, expect, it } from 'vitest';
import { isSandboxSignatureValid, signSandboxFields } from './sandbox-signature.ts';

describe('sandbox gateway signature', () => {
  const fields = {
    merchantOrderNo: 'D261122ABC',
    gatewayRef: 'SBX1',
    amount: '10.00',
    currency: 'USD',
    status: 'PAID',
    timestamp: 1_795_000_000,
  };

  it('signs the sorted fields with HMAC-SHA256 and ignores the order they come in', () => {
    const sign = signSandboxFields(fields, 'secret-0123456789abcdef');
    expect(sign).toMatch(/^[0-9a-f]{64}$/);
    const reordered = Object.fromEntries(Object.entries(fields).reverse());
    expect(isSandboxSignatureValid({ ...reordered, sign }, 'secret-0123456789abcdef')).toBe(true);
  });

  it('fails for another secret, any changed field, or a malformed signature', () => {
    const sign = signSandboxFields(fields, 'secret-0123456789abcdef');
    expect(isSandboxSignatureValid({ ...fields, sign }, 'other-secret-00000000')).toBe(false);
    expect(isSandboxSignatureValid({ ...fields, amount: '10.01', sign }, 'secret-0123456789abcdef')).toBe(false);
    expect(isSandboxSignatureValid({ ...fields, sign: 'zz' }, 'secret-0123456789abcdef')).toBe(false);
    expect(isSandboxSignatureValid({ ...fields }, 'secret-0123456789abcdef')).toBe(false);
  });
});
