import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { useModalStore, type CentreProps } from '../../../../lib/modal-store.ts';
import styles from './rewards.module.css';

const openPage = (page: string) => useModalStore.getState().show('memberCentre', { page } satisfies CentreProps);

/** Nothing to claim: the ways to earn something, missions and (when the merchant runs it) inviting friends. */
export function RewardCenterEmpty({ isReferralEnabled }: { isReferralEnabled: boolean }) {
  const { t } = useTranslation('missions');
  return (
    <EmptyState
      title={t('rewardCenter.empty')}
      hint={t('rewardCenter.emptyHint')}
      action={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => openPage('missionLeaderboard')}>
            {t('rewardCenter.toMissions')}
          </Button>
          {isReferralEnabled ? (
            <Button variant="secondary" onClick={() => openPage('referral')}>
              {t('rewardCenter.toReferral')}
            </Button>
          ) : null}
        </div>
      }
    />
  );
}
