import type { VipProgress } from '@lucky/contracts/vip/vip-endpoints';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useClaimMonthly } from '../api/claim-monthly.ts';
import styles from '../vip.module.css';

type Props = { bonus: VipProgress['monthlyBonus']; money: (amount: string) => string };

/** This month's bonus: the claim button while it is claimable, otherwise whether it was claimed. */
export function MonthlyBonus({ bonus, money }: Props) {
  const { t } = useTranslation('vip');
  const describeError = useErrorMessage();
  const claim = useClaimMonthly();
  return (
    <div className={styles.bonusBox}>
      <span className={styles.smallTitle}>{t('monthlyBonus')}</span>
      {bonus.isClaimable ? (
        <Button data-testid="vip-claim" onClick={() => claim.mutate()} disabled={claim.isPending}>
          {t('claim', { amount: money(bonus.amount) })}
        </Button>
      ) : (
        <span className={styles.hint} data-testid="vip-claim-state">
          {bonus.isClaimed ? t('claimed', { period: bonus.period }) : t('noMonthly')}
        </span>
      )}
      {claim.isSuccess ? (
        <span className={styles.good} role="status">
          {t('claimDone', { amount: money(claim.data.amount) })}
        </span>
      ) : null}
      {claim.error ? (
        <span className={styles.error} role="alert">
          {describeError(claim.error)}
        </span>
      ) : null}
    </div>
  );
}
