import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { opsPath } from '../layout/ops-paths.ts';
import type { useMemberDetail } from './api/member-detail.ts';
import { useMemberLabels } from './member-labels.ts';
import styles from '../ops.module.css';

export type MemberDetail = NonNullable<ReturnType<typeof useMemberDetail>['data']>;

/** Who the member is, where it sits in the network, and what it holds. */
export function MemberFacts({ member }: { member: MemberDetail }) {
  const { t, i18n } = useTranslation('opsMembers');
  const labels = useMemberLabels();
  const money = (amount: string) => `${formatMoney(amount, { language: i18n.language })} ${member.currency}`;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  const facts: [string, ReactNode][] = [
    ['status', <strong key="status">{labels.status(member.status)}</strong>],
    ['type', labels.type(member.type)],
    ['vipLevel', member.vipLevel],
    [
      'agentChain',
      member.agentChain.length === 0
        ? t('topLevel')
        : member.agentChain.map((agent, index) => (
            <span key={agent.memberId}>
              {index > 0 ? ' › ' : ''}
              <Link to={opsPath.member(agent.memberId)}>{agent.username}</Link>
            </span>
          )),
    ],
    ['downlineCount', member.downlineCount],
    ['name', member.payeeName ?? member.nickname ?? '—'],
    ['email', member.email ?? '—'],
    ['mobile', member.mobile ?? '—'],
    ['registered', `${when(member.createdAt)} · ${member.registerIp ?? '—'}`],
    ['lastLogin', when(member.lastLoginAt)],
    ['liveSessions', member.liveSessions],
    ['paymentPassword', member.hasPaymentPassword ? t('yes') : t('no')],
    [
      'bankAccounts',
      member.bankAccounts.map((account) => `${account.bankName} ${account.accountNumber}`).join(', ') || '—',
    ],
  ];
  const funds: [string, string][] = [
    ['balance', member.balance],
    ['held', member.held],
    ['available', member.available],
    ['turnoverRequired', member.turnoverRequired],
    ['deposits', member.totals.deposits],
    ['withdrawals', member.totals.withdrawals],
    ['bonuses', member.totals.bonuses],
  ];
  return (
    <div className={styles.columns}>
      <dl className={styles.facts} data-testid="member-profile">
        {facts.map(([key, value]) => (
          <Fact key={key} label={t(`fact.${key}`)} value={value} />
        ))}
      </dl>
      <dl className={styles.facts} data-testid="member-funds">
        {funds.map(([key, value]) => (
          <Fact key={key} label={t(`fact.${key}`)} value={money(value)} />
        ))}
      </dl>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
