import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { PromotionAction } from '../api/promotion-action.ts';
import type { Promotion } from '../api/promotion-list.ts';
import { PromotionProgressState } from './promotion-progress-state.tsx';
import styles from '../promotions.module.css';

type Props = {
  promotion: Promotion;
  isBusy: boolean;
  money: (value: string | null) => string;
  onRun: (action: PromotionAction) => void;
  onApply: () => void;
  onDeposit: () => void;
  onLogin: () => void;
};

/** The one thing a member can do with a promotion now, chosen by the status the server computed. */
export function PromotionActionButton({ promotion, isBusy, money, onRun, onApply, onDeposit, onLogin }: Props) {
  const { t } = useTranslation('promotions');
  const member = promotion.member;
  if (!member)
    return (
      <Button data-testid="promo-login" onClick={onLogin}>
        {t('action.login')}
      </Button>
    );
  if (member.status === 'COMING_SOON' || member.status === 'CLOSE')
    return <Button disabled>{t(`status.${member.status}`)}</Button>;
  if (member.status === 'JOIN' && promotion.kind === 'APPLICATION')
    return (
      <Button data-testid="promo-apply" onClick={onApply}>
        {t('action.apply')}
      </Button>
    );
  if (member.status === 'JOIN')
    return (
      <Button data-testid="promo-join" disabled={isBusy} onClick={() => onRun('join')}>
        {t('action.join')}
      </Button>
    );
  if (member.status === 'JOINED')
    return (
      <>
        <p className={styles.hint}>{t('hint.depositToUnlock', { amount: money(promotion.terms.minDeposit) })}</p>
        <Button data-testid="promo-deposit" variant="secondary" onClick={onDeposit}>
          {t('action.deposit')}
        </Button>
      </>
    );
  if (member.status === 'CLAIM' && promotion.kind === 'RAFFLE')
    return (
      <Button data-testid="promo-raffle" disabled={isBusy} onClick={() => onRun('draw')}>
        {t('action.draw')}
      </Button>
    );
  if (member.status === 'CLAIM')
    return (
      <Button data-testid="promo-claim" disabled={isBusy} onClick={() => onRun('claim')}>
        {t('action.claim', { amount: money(member.claimable) })}
      </Button>
    );
  return <PromotionProgressState promotion={promotion} member={member} money={money} onDeposit={onDeposit} />;
}
