import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { formatDateTime } from '../../utils/format-date-time.ts';
import { ErrorBlock, LoadingBlock } from '../../../../components/ui/query-state.tsx';
import { useMoney } from '../../../../lib/use-money.ts';
import type { useClaimReferral } from '../../api/claim-referral.ts';
import { useReferralFriends, type ReferralFriend } from '../../api/referral-friends.ts';
import styles from './rewards.module.css';

type Claim = ReturnType<typeof useClaimReferral>;
type OnClaim = (friend: ReferralFriend, kind: ReferralFriend['rewards'][number]['kind']) => void;

function Rewards({ friend, claim, onClaim }: { friend: ReferralFriend; claim: Claim; onClaim: OnClaim }) {
  const { t } = useTranslation('missions');
  const money = useMoney();
  return (
    <div className={styles.rewardChips}>
      {friend.rewards.map((reward) => {
        const label = `${t(`referral.kind.${reward.kind}`)} · ${money(reward.amount)}`;
        if (reward.status === 'CLAIMABLE') {
          const isBusy =
            claim.isPending && claim.variables?.friendId === friend.friendId && claim.variables.kind === reward.kind;
          return (
            <Button
              key={reward.kind}
              size="sm"
              data-testid="referral-claim"
              disabled={isBusy}
              onClick={() => onClaim(friend, reward.kind)}
            >
              {`${t('referral.status.CLAIMABLE')} ${label}`}
            </Button>
          );
        }
        return (
          <span
            key={reward.kind}
            className={reward.status === 'CLAIMED' ? `${styles.chip} ${styles.chipDone}` : styles.chip}
          >
            {reward.status === 'CLAIMED' ? '✓ ' : ''}
            {label} · {t(`referral.status.${reward.status}`)}
          </span>
        );
      })}
    </div>
  );
}

/** The invited friends, newest first, with whether they deposited and qualified, and each reward to claim in place. */
export function ReferralFriends({ claim, onClaim }: { claim: Claim; onClaim: OnClaim }) {
  const { t, i18n } = useTranslation('missions');
  const [page, setPage] = useState(1);
  const friends = useReferralFriends(page);
  if (friends.isPending) return <LoadingBlock />;
  if (friends.error || !friends.data)
    return <ErrorBlock error={friends.error} onRetry={() => void friends.refetch()} />;
  if (friends.data.list.length === 0) return <EmptyState title={t('referral.empty')} hint={t('referral.emptyHint')} />;
  const yesNo = (value: boolean) => (
    <span className={value ? styles.yes : styles.no}>{value ? t('referral.yes') : t('referral.no')}</span>
  );
  return (
    <>
      <table className={styles.table} data-testid="referral-friends">
        <thead>
          <tr>
            <th>{t('referral.column.friend')}</th>
            <th>{t('referral.column.joined')}</th>
            <th>{t('referral.column.deposited')}</th>
            <th>{t('referral.column.qualified')}</th>
            <th>{t('referral.column.rewards')}</th>
          </tr>
        </thead>
        <tbody>
          {friends.data.list.map((friend) => (
            <tr key={friend.friendId} data-testid="referral-friend">
              <td>{friend.username}</td>
              <td>{formatDateTime(friend.joinedAt, i18n.language)}</td>
              <td>{yesNo(friend.hasDeposited)}</td>
              <td>{yesNo(friend.isQualified)}</td>
              <td>
                <Rewards friend={friend} claim={claim} onClaim={onClaim} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} totalPages={friends.data.totalPages} onChange={setPage} />
    </>
  );
}
