import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useModalStore, type CentreProps } from '../../../lib/modal-store.ts';
import { useAfterClaim } from '../rewards/rewards-api.ts';
import styles from '../rewards/rewards.module.css';
import { useRewardItems, type RewardItem } from '../rewards/use-reward-items.ts';
import { formatDateTime } from '../utils/format-date-time.ts';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { toMinor } from '../wallet/wallet-utils.ts';
import { useMoney } from '../../../lib/use-money.ts';

const openPage = (page: string) => useModalStore.getState().show('memberCentre', { page } satisfies CentreProps);

/** Sums decimal money strings exactly, in minor units. */
function sumOf(items: RewardItem[]): string {
  const total = items.reduce((sum, item) => sum + (toMinor(item.amount) ?? 0n), 0n);
  return `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;
}

/** Reward center (`rewardCenter`): everything claimable now — missions, invited friends, promotions, VIP — with in-place claims. */
export function RewardCenterPage() {
  const { t, i18n } = useTranslation('missions');
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
        <EmptyState
          title={t('rewardCenter.empty')}
          hint={t('rewardCenter.emptyHint')}
          action={
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => openPage('missionLeaderboard')}>
                {t('rewardCenter.toMissions')}
              </Button>
              {center.data.isReferralEnabled ? (
                <Button variant="secondary" onClick={() => openPage('referral')}>
                  {t('rewardCenter.toReferral')}
                </Button>
              ) : null}
            </div>
          }
        />
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key} className={styles.item} data-testid="reward-item" data-source={item.source}>
              <span className={styles.source}>{t(`rewardCenter.source.${item.source}`)}</span>
              <div>
                <div className={styles.itemTitle}>{item.title}</div>
                {item.expiresAt ? (
                  <div className={styles.itemHint}>
                    {t('rewardCenter.expires', { date: formatDateTime(item.expiresAt, i18n.language) })}
                  </div>
                ) : null}
                {!item.expiresAt && item.hint ? <div className={styles.itemHint}>{item.hint}</div> : null}
              </div>
              <span className={styles.itemAmount}>{money(item.amount)}</span>
              <Button
                size="sm"
                data-testid="reward-claim"
                disabled={claim.isPending}
                onClick={() => claim.mutate(item)}
              >
                {t('rewardCenter.claim')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
