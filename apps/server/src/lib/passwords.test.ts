import { hash, verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashOptionsFor, hashPassword, PRODUCTION_HASH_OPTIONS, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('uses argon2id at 19 MiB and two passes everywhere but the test runner, and always in production', () => {
    expect(hashOptionsFor({})).toBe(PRODUCTION_HASH_OPTIONS);
    expect(hashOptionsFor({ NODE_ENV: 'development' })).toBe(PRODUCTION_HASH_OPTIONS);
    expect(hashOptionsFor({ VITEST: 'true', NODE_ENV: 'production' })).toBe(PRODUCTION_HASH_OPTIONS);
    expect(hashOptionsFor({ VITEST: 'true' })).not.toBe(PRODUCTION_HASH_OPTIONS);
  });

  it('writes a production hash with the production parameters, which the site verifies', async () => {
    const stored = await hash('s3cret-pass', PRODUCTION_HASH_OPTIONS);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 's3cret-pass')).toBe(true);
    expect(await verifyPassword(stored, 's3cret-pasS')).toBe(false);
  });

  it('verifies what it hashed, refuses other passwords and unknown accounts', async () => {
    const stored = await hashPassword('another-pass1');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verify(stored, 'another-pass1')).toBe(true);
    expect(await verifyPassword(stored, 'another-pass2')).toBe(false);
    expect(await verifyPassword(null, 'another-pass1')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'another-pass1')).toBe(false);
  });
});
