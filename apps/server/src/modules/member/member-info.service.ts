import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { memberMessages } from '../../db/schema/merchant.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findMemberById, findMemberVipLevel } from './member.repository.ts';
import type { MemberRow } from './member-row.ts';

function mask(text: string | null, keepStart: number, keepEnd: number): string | null {
  if (!text) return null;
  if (text.length <= keepStart + keepEnd) return '*'.repeat(text.length);
  return `${text.slice(0, keepStart)}${'*'.repeat(text.length - keepStart - keepEnd)}${text.slice(text.length - keepEnd)}`;
}

function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [local, domain] = email.split('@');
  return `${mask(local, 2, 0)}@${domain}`;
}

/** The VIP service label (spec: the first memberLabel): the member's level in the VIP club; trial accounts have none. */
async function vipLabel(ctx: AppContext, member: MemberRow): Promise<string | null> {
  if (member.type === 4) return null;
  return `VIP ${await findMemberVipLevel(ctx.database.db, member.id)}`;
}

export async function readMemberInfo(ctx: AppContext, memberId: number, currency: string) {
  const member = await findMemberById(ctx.database.db, memberId);
  if (!member) throw new AppError('session.invalid');
  const label = await vipLabel(ctx, member);
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    toUpline: member.uplineId !== null && member.type !== 4,
    clubLabel: label ? { labelName: label } : null,
    memberLabel: label ? [{ labelName: label }] : [],
    payeeName: member.payeeName,
    email: maskEmail(member.email),
    mobileNum: mask(member.mobileNum, 2, 3),
    countryDialingCode: member.mobileDialingCode,
    avatar: member.avatar,
    avatarType: member.avatarType,
    referralCode: member.referralCode,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    currency,
    registeredAt: member.createdAt.toISOString(),
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
  };
}

export async function countUnreadMessages(ctx: AppContext, memberId: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(memberMessages)
    .where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
  return row.count;
}
