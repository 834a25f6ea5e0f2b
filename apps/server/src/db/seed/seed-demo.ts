import { parseMoney } from '../../lib/money.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { seedDemoContracts } from '../../modules/agent-contracts/contract-seed.ts';
import {
  readMerchantConfig,
  readStoredMerchantConfig,
  writeMerchantConfig,
} from '../../modules/merchant/merchant-config.repository.ts';
import { findMemberByUsername } from '../../modules/member/member.repository.ts';
import { findOperatorByUsername, insertOperator } from '../../modules/ops/operator.repository.ts';
import { createMember } from '../../modules/member/register.service.ts';
import {
  ensureMemberWallet,
  houseAccountId,
  inTransaction,
  postTransfer,
} from '../../modules/wallet/ledger.service.ts';
import type { OperatorRole } from '@lucky/contracts/common/endpoint';
import type { Db } from '../client.ts';
import { affiliateCodes } from '../schema/members.ts';
import { gameVendors } from '../schema/merchant.ts';
import { seedDemoGames } from './demo-games.ts';
import { seedDemoPoints } from './demo-points.ts';
import { seedDemoVip } from './demo-vip.ts';
import { seedDemoPromotions } from './demo-promotions.ts';
import { seedDemoSitePages } from './demo-site-pages.ts';
import { seedDemoMissions } from './demo-missions.ts';
import { DEMO_VENDORS } from './demo-content.ts';
import { seedDemoLottery } from './demo-lottery.ts';
import { seedDemoSportsbook } from './demo-sportsbook.ts';
import { seedDemoPvp } from './demo-pvp.ts';
import { demoMerchantConfig } from './demo-merchant-config.ts';

export type DemoAccount = {
  username: string;
  password: string;
  role: string;
  opening: string;
  upline?: string;
  type: number;
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'demo', password: 'demo1234', role: 'member', opening: '1000.00', type: 0 },
  {
    username: 'agent01',
    password: 'agent1234',
    role: 'agent (type 1), affiliate code AGENT01',
    opening: '5000.00',
    type: 1,
  },
  {
    username: 'player01',
    password: 'player1234',
    role: 'member under agent01',
    opening: '200.00',
    upline: 'agent01',
    type: 0,
  },
  {
    username: 'player02',
    password: 'player1234',
    role: 'member under agent01',
    opening: '200.00',
    upline: 'agent01',
    type: 0,
  },
];

export type DemoOperator = { username: string; password: string; role: OperatorRole };

/**
 * Desk operators (a separate login at /ops, not member accounts), one per role. They sign in with their password
 * alone until an admin requires two-factor for them (README: how demo operators enrol).
 */
export const DEMO_OPERATORS: DemoOperator[] = [
  { username: 'finance', password: 'finance1234', role: 'finance' },
  { username: 'admin', password: 'admin1234', role: 'admin' },
  { username: 'support', password: 'support1234', role: 'support' },
  { username: 'risk', password: 'risk1234', role: 'risk' },
  { username: 'marketing', password: 'marketing1234', role: 'marketing' },
  { username: 'content', password: 'content1234', role: 'content' },
];

/** Seeds the demo operators when missing, also into a database seeded before operators existed. */
async function seedDemoOperators(db: Db): Promise<void> {
  for (const operator of DEMO_OPERATORS) {
    if (await findOperatorByUsername(db, operator.username)) continue;
    await insertOperator(db, {
      username: operator.username,
      passwordHash: await hashPassword(operator.password),
      role: operator.role,
      totpRequired: false,
    });
  }
}

async function seedAccount(db: Db, account: DemoAccount, currency: string, scale: number): Promise<void> {
  if (await findMemberByUsername(db, account.username)) return;
  const upline = account.upline ? await findMemberByUsername(db, account.upline) : null;
  const passwordHash = await hashPassword(account.password);
  await inTransaction(db, async (tx) => {
    const member = await createMember(
      tx,
      {
        username: account.username,
        passwordHash,
        type: account.type,
        registerMethod: 'SEED',
        nickname: account.username,
        payeeName: account.type === 1 ? 'Agent Demo' : 'Demo Player',
        email: `${account.username}@luckystar.example`,
        uplineId: upline?.id ?? null,
        ancestorPath: upline ? `${upline.ancestorPath}${upline.id}/` : '/',
      },
      currency,
    );
    if (account.type === 1)
      await tx.insert(affiliateCodes).values({ code: account.username.toUpperCase(), agentId: member.id });
    await postTransfer(tx, {
      idempotencyKey: `seed-opening:${account.username}`,
      kind: 'ADJUSTMENT',
      amount: parseMoney(account.opening, scale),
      debitAccountId: await houseAccountId(tx, 'HOUSE_ADJUSTMENTS', currency),
      creditAccountId: await ensureMemberWallet(tx, member.id, currency),
      memo: 'Demo opening balance',
    });
  });
}

/**
 * Seeds the demo merchant and content on first start; later starts find the merchant and do nothing.
 * `now` is the app's clock: promotions and contracts start from it, so a test clock sees them live.
 */
export async function seedDemoData(db: Db, merchantCode: string, origin: string, now = new Date()): Promise<boolean> {
  await seedDemoOperators(db);
  const config = demoMerchantConfig(origin);
  const stored = await readStoredMerchantConfig(db, merchantCode);
  if (stored) {
    // A demo database seeded before the wallet sections existed gets the demo payment methods and limits.
    const existing = await readMerchantConfig(db, merchantCode);
    if (existing && !('payments' in stored)) {
      await writeMerchantConfig(db, merchantCode, {
        ...existing,
        payments: config.payments,
        withdrawal: config.withdrawal,
        transfers: config.transfers,
      });
    }
    // Games came after the first demo databases; they are added to those too.
    if (existing) await seedDemoGames(db, existing.currency.scale);
    if (existing) await seedDemoVip(db, existing.currency.scale);
    if (existing) await seedDemoPoints(db, merchantCode, existing.currency.scale);
    if (existing) await seedDemoPromotions(db, existing.currency.scale, now);
    await seedDemoSitePages(db);
    if (existing) await seedDemoMissions(db, existing.currency.scale);
    if (existing) await seedDemoLottery(db, existing.currency.scale);
    if (existing) await seedDemoSportsbook(db, existing.currency.scale);
    if (existing) await seedDemoPvp(db, existing.currency.code, existing.currency.scale);
    return false;
  }
  await seedDemoSitePages(db);
  await db.insert(gameVendors).values(DEMO_VENDORS).onConflictDoNothing();
  await seedDemoGames(db, config.currency.scale);
  await seedDemoLottery(db, config.currency.scale);
  await seedDemoSportsbook(db, config.currency.scale);
  await seedDemoPvp(db, config.currency.code, config.currency.scale);
  await seedDemoPromotions(db, config.currency.scale, now);
  await seedDemoMissions(db, config.currency.scale);
  for (const account of DEMO_ACCOUNTS) await seedAccount(db, account, config.currency.code, config.currency.scale);
  await seedDemoContracts(db, 'agent01', now);
  await seedDemoVip(db, config.currency.scale);
  await seedDemoPoints(db, merchantCode, config.currency.scale);
  // Written last: its presence marks the seed as complete.
  await writeMerchantConfig(db, merchantCode, config);
  return true;
}
