import { hash, verify } from '@node-rs/argon2';

type HashOptions = { algorithm: 2; memoryCost: number; timeCost: number; parallelism: number };

/** argon2id at DESIGN.md's floor: 19 MiB memory, two passes, one lane. */
export const PRODUCTION_HASH_OPTIONS: HashOptions = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * The same argon2id at its cheapest, for the test runner only: the server tests log in, register and change passwords
 * thousands of times, about 50 ms of CPU each at the production cost — minutes of a 2-core run spent hashing. Vitest
 * sets VITEST in its workers; NODE_ENV=production never takes this path, whatever else is set.
 */
const TEST_RUN_HASH_OPTIONS: HashOptions = { algorithm: 2, memoryCost: 1_024, timeCost: 1, parallelism: 1 };

export function hashOptionsFor(env: { VITEST?: string | undefined; NODE_ENV?: string | undefined }): HashOptions {
  return env.VITEST === 'true' && env.NODE_ENV !== 'production' ? TEST_RUN_HASH_OPTIONS : PRODUCTION_HASH_OPTIONS;
}

const OPTIONS = hashOptionsFor(process.env);

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A real hash to verify against when the account does not exist, so a wrong username
// costs the same time as a wrong password and the two cannot be told apart.
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
