import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useAfterClaim } from '../api/use-after-claim.ts';
import { RewardCenterEmpty } from '../components/rewards/reward-center-empty.tsx';
import { RewardItemRow } from '../components/rewards/reward-item-row.tsx';
import styles from '../components/rewards/rewards.module.css';
import { useRewardItems, type RewardItem } from '../hooks/use-reward-items.ts';
import { toMinor } from '../utils/amount.ts';

/** Sums decimal money strings exactly, in minor units. */
function sumOf(items: RewardItem[]): string {
  const total = items.reduce((sum, item) => sum + (toMinor(item.amount) ?? 0n), 0n);
  return `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;
}

/** Reward center (`rewardCenter`): everything claimable now — missions, invited friends, promotions, VIP — with in-place claims. */
export function RewardCenterPage() {
  const { t } = useTranslation('missions');
  const money = useMoney();
  const describeError = useErrorMessage();
  const afterClaim = useAfterClaim();
  const { center, items } = useRewardItems();
  const [claimedText, setClaimedText] = useState<string | null>(null);
  const claim = useMutation({
    mutationFn: (item: RewardItem) => item.claim(),
    onMutate: () => setClaimedText(null),
    onSuccess: (_result, item) => setClaimedText(t('rewardCenter.claimedNotice', { amount: money(item.amount) })),
    onSettled: afterClaim,
  });
  if (center.isPending) return <LoadingBlock />;
  if (center.error || !center.data) return <ErrorBlock error={center.error} onRetry={() => void center.refetch()} />;

  return (
    <div className={styles.page} data-testid="reward-center-page">
      <div className={styles.total}>
        <div>
          <div className={styles.statLabel}>{t('rewardCenter.total')}</div>
          <div className={styles.totalAmount} data-testid="reward-total">
            {money(sumOf(items))}
          </div>
        </div>
        <p className={styles.intro}>{t('rewardCenter.intro')}</p>
      </div>
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
      {items.length === 0 ? (
        <RewardCenterEmpty isReferralEnabled={center.data.isReferralEnabled} />
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <RewardItemRow key={item.key} item={item} isClaiming={claim.isPending} onClaim={claim.mutate} />
          ))}
        </ul>
      )}
    </div>
  );
}
