import { ConfigError } from '../../config.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { findMemberByUsername } from '../../modules/member/member.repository.ts';
import { findOperatorByUsername } from '../../modules/ops/operator.repository.ts';
import type { Db } from '../client.ts';
import { DEMO_ACCOUNTS, DEMO_OPERATORS } from './seed-demo.ts';

/**
 * The demo accounts whose published passwords (README, the start-up banner, this source) still open
 * them: active operators and members of a database once seeded as the demo.
 */
export async function findPublishedDemoLogins(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const operator of DEMO_OPERATORS) {
    const row = await findOperatorByUsername(db, operator.username);
    if (row?.status === 'ACTIVE' && (await verifyPassword(row.passwordHash, operator.password)))
      found.push(`operator ${operator.username}`);
  }
  for (const account of DEMO_ACCOUNTS) {
    const row = await findMemberByUsername(db, account.username);
    if (row?.status === 'ACTIVE' && row.passwordHash && (await verifyPassword(row.passwordHash, account.password)))
      found.push(`member ${account.username}`);
  }
  return found;
}

/**
 * Outside the demo a database that still lets anyone in with a demo password (an admin operator
 * among them) must not serve: the server refuses to start and says which logins they are.
 */
export async function refusePublishedDemoLogins(db: Db): Promise<void> {
  const found = await findPublishedDemoLogins(db);
  if (found.length === 0) return;
  throw new ConfigError(
    [
      'Refusing to start outside the demo (SEED_DEMO=false or NODE_ENV=production): this database was seeded as the demo,',
      `and these logins still open with their published passwords: ${found.join(', ')}.`,
      'Give production a database of its own (DATABASE_URL or DATA_DIR), or disable those accounts first.',
    ].join('\n'),
  );
}
