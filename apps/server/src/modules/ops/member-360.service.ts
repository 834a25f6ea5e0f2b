import type { MemberRecordKind } from '@lucky/contracts/ops/ops-member-desk-endpoints';
import { isAgentType } from '@lucky/contracts/common/constants';
import type { AppContext } from '../../app-context.ts';
import { money } from '../../lib/amount.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { listBettingRecords } from '../games/game-record.service.ts';
import { findMemberById } from '../member/member.service.ts';
import type { MemberRow } from '../member/member-row.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { turnoverSummary } from '../promotions/turnover.service.ts';
import { readMemberBalance, readTransactionHistory } from '../wallet/wallet-records.service.ts';
import { listMemberBankAccounts } from '../withdrawals/bank-account.service.ts';
import {
  countLiveMemberSessions,
  countTeam,
  findMembersByIds,
  listNotes,
  listTags,
  readMoneyTotals,
  readVipLevel,
} from './member-360.repository.ts';
import { readRecordPage, table } from './member-records.ts';

export async function findMemberOrFail(ctx: AppContext, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(ctx.database.db, memberId);
  if (!member) throw new AppError('member.not.found');
  return member;
}

/** The ancestors of a member, root first, from its ancestor path ('/1/7/'). */
export async function readAgentChain(ctx: AppContext, member: MemberRow) {
  const ids = member.ancestorPath.split('/').filter(Boolean).map(Number);
  const rows = await findMembersByIds(ctx.database.db, ids);
  return ids.flatMap((id) => rows.filter((row) => row.memberId === id));
}

export const viewNotes = (rows: Awaited<ReturnType<typeof listNotes>>) =>
  rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));

/** The head of the player 360 page. Each look is audited, as the finance desk's lookup always was. */
export async function readMemberDetail(
  ctx: AppContext,
  input: { operator: ActiveOperator; config: MerchantConfig; memberId: number },
) {
  const { config } = input;
  const db = ctx.database.db;
  const member = await findMemberOrFail(ctx, input.memberId);
  const currency = config.currency;
  const [funds, chain, team, vipLevel, live, totals, turnover, accounts, tags, notes] = await Promise.all([
    readMemberBalance(db, member.id, currency.code),
    readAgentChain(ctx, member),
    isAgentType(member.type) ? countTeam(db, `${member.ancestorPath}${member.id}/`) : 0,
    readVipLevel(db, member.id),
    countLiveMemberSessions(db, member.id),
    readMoneyTotals(db, member.id),
    turnoverSummary(db, { memberId: member.id, now: ctx.now(), scale: currency.scale }),
    listMemberBankAccounts(db, member.id),
    listTags(db, member.id),
    listNotes(db, member.id),
  ]);
  await recordAudit(db, {
    operator: input.operator,
    action: 'MEMBER_LOOKUP',
    targetType: 'MEMBER',
    targetId: member.username,
  });
  return {
    memberId: member.id,
    username: member.username,
    nickname: member.nickname,
    payeeName: member.payeeName,
    email: member.email,
    mobile: member.mobileNum ? `${member.mobileDialingCode ?? ''} ${member.mobileNum}`.trim() : null,
    type: member.type,
    status: member.status,
    vipLevel,
    agentChain: chain,
    downlineCount: team,
    registerIp: member.registerIp,
    createdAt: member.createdAt.toISOString(),
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    liveSessions: live,
    currency: currency.code,
    balance: money(funds.balance, currency),
    held: money(funds.held, currency),
    available: money(funds.balance - funds.held, currency),
    turnoverRequired: turnover.remaining,
    totals: {
      deposits: money(totals.deposits, currency),
      withdrawals: money(totals.withdrawals, currency),
      bonuses: money(totals.bonuses, currency),
    },
    bankAccounts: accounts.map(({ bankName, accountName, accountNumber }) => ({
      bankName,
      accountName,
      accountNumber,
    })),
    tags,
    notes: viewNotes(notes),
  };
}

/** One tab of the 360 page as columns and rows the desk renders by type. */
export async function readMemberRecords(
  ctx: AppContext,
  input: { config: MerchantConfig; memberId: number; kind: MemberRecordKind; pageNo: number; pageSize: number },
) {
  const member = await findMemberOrFail(ctx, input.memberId);
  const page = { pageNo: input.pageNo, pageSize: input.pageSize };
  const { config } = input;
  if (input.kind === 'LEDGER') {
    const history = await readTransactionHistory(ctx.database.db, { memberId: member.id, config, page });
    return table(history, [
      ['time', 'time'],
      ['kind', 'code'],
      ['amount', 'money'],
      ['balanceAfter', 'money'],
      ['memo', 'text'],
    ]);
  }
  if (input.kind === 'ROUNDS') {
    const rounds = await listBettingRecords(ctx, member.id, page, config.currency.scale);
    return table(rounds, [
      ['time', 'time'],
      ['vassalage', 'code'],
      ['gameName', 'text'],
      ['roundRef', 'text'],
      ['bet', 'money'],
      ['validBet', 'money'],
      ['payout', 'money'],
      ['winLoss', 'money'],
      ['status', 'code'],
    ]);
  }
  return readRecordPage(ctx, { member, kind: input.kind, config, page });
}
