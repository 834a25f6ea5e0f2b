import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { ReferralFriends } from '../components/rewards/referral-friends.tsx';
import { ReferralShare } from '../components/rewards/referral-share.tsx';
import { useClaimReferral } from '../api/claim-referral.ts';
import type { ReferralFriend } from '../api/referral-friends.ts';
import { useReferralInfo } from '../api/referral-info.ts';
import styles from '../components/rewards/rewards.module.css';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useMoney } from '../../../lib/use-money.ts';

/** Invite friends (`referral`): my code, link and QR, the rewards per friend, totals, and the friends list with claims. */
export function ReferralPage() {
  const { t } = useTranslation('missions');
  const money = useMoney();
  const describeError = useErrorMessage();
  const [claimedText, setClaimedText] = useState<string | null>(null);
  const info = useReferralInfo();
  const claim = useClaimReferral();
  if (info.isPending) return <LoadingBlock />;
  if (info.error || !info.data) return <ErrorBlock error={info.error} onRetry={() => void info.refetch()} />;
  const { code, link, rules, totals } = info.data;
  const stats = [
    { key: 'invited', value: String(totals.invited) },
    { key: 'deposited', value: String(totals.deposited) },
    { key: 'qualified', value: String(totals.qualified) },
    { key: 'earned', value: money(totals.earned) },
    { key: 'claimable', value: money(totals.claimable) },
  ];
  const onClaim = (friend: ReferralFriend, kind: ReferralFriend['rewards'][number]['kind']) => {
    setClaimedText(null);
    claim.mutate(
      { friendId: friend.friendId, kind },
      {
        onSuccess: (result) =>
          setClaimedText(t('referral.claimedNotice', { amount: money(result.amount), friend: friend.username })),
      },
    );
  };
  return (
    <div className={styles.page} data-testid="referral-page">
      <ReferralShare code={code} link={link}>
        {rules.length > 0 ? (
          <>
            <p className={styles.fieldLabel} style={{ marginTop: 'var(--space-4)' }}>
              {t('referral.rules')}
            </p>
            <ul className={styles.rules}>
              {rules.map((rule) => (
                <li key={rule.kind} className={styles.rule}>
                  {t(`referral.rule.${rule.kind}`, { threshold: money(rule.threshold) })} →{' '}
                  <strong>{money(rule.rewardAmount)}</strong>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </ReferralShare>
      <div className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.key} className={styles.stat} data-testid={`referral-total-${stat.key}`}>
            <div className={styles.statLabel}>{t(`referral.totals.${stat.key}`)}</div>
            <div className={styles.statValue}>{stat.value}</div>
          </div>
        ))}
      </div>
      <h3 className={styles.sectionTitle}>{t('referral.friends')}</h3>
      {claimedText ? (
        <p className={styles.success} role="status">
          {claimedText}
        </p>
      ) : null}
      {claim.error ? (
        <p className={styles.error} role="alert">
          {describeError(claim.error)}
        </p>
      ) : null}
      <ReferralFriends claim={claim} onClaim={onClaim} />
    </div>
  );
}
