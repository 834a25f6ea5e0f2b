import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized-text.ts';
import type { Promotion } from '../api/promotion-list.ts';
import { PromotionProgress } from './promotion-progress.tsx';
import styles from '../promotions.module.css';
import { Button } from '../../../components/ui/button.tsx';

type Member = NonNullable<Promotion['member']>;
type Props = { promotion: Promotion; member: Member; money: (value: string | null) => string; onDeposit: () => void };

/** A promotion the member is in and cannot act on now: its progress, a hint, or what it paid. */
export function PromotionProgressState({ promotion, member, money, onDeposit }: Props) {
  const { t } = useTranslation('promotions');
  const localized = useLocalized();
  if (member.status === 'PROCESS' && promotion.kind === 'DEPOSIT_BONUS' && member.progress)
    return (
      <PromotionProgress
        testId="promo-turnover"
        label={t('progress.turnover')}
        current={member.progress.current}
        target={member.progress.target}
      />
    );
  if (member.status === 'PROCESS' && promotion.kind === 'RAFFLE' && member.progress)
    return (
      <>
        <PromotionProgress
          testId="promo-raffle-progress"
          label={t('progress.deposits')}
          current={member.progress.current}
          target={member.progress.target}
        />
        <Button data-testid="promo-deposit" variant="secondary" onClick={onDeposit}>
          {t('action.deposit')}
        </Button>
      </>
    );
  if (member.status === 'PROCESS')
    return (
      <p className={styles.hint}>
        {member.claimable ? t('hint.rebateAuto', { amount: money(member.claimable) }) : t('hint.rebateAccruing')}
      </p>
    );
  if (member.status === 'REJECTED')
    return (
      <p className={styles.hint} data-testid="promo-reject-reason">
        {t('hint.rejected', { reason: member.rejectReason ?? '' })}
      </p>
    );
  if (member.status === 'APPLYING') return <p className={styles.hint}>{t('hint.applying')}</p>;
  return (
    <p className={styles.hint} data-testid="promo-paid">
      {member.prize
        ? t('hint.prize', { prize: localized(member.prize), amount: money(member.paid) })
        : t('hint.paid', { amount: money(member.paid) })}
    </p>
  );
}
