import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { useMoney } from '../../../../lib/use-money.ts';
import type { RewardItem } from '../../hooks/use-reward-items.ts';
import { formatDateTime } from '../../utils/format-date-time.ts';
import styles from './rewards.module.css';

type Props = { item: RewardItem; isClaiming: boolean; onClaim: (item: RewardItem) => void };

/** One claimable of the reward center: where it comes from, what it is, until when, how much, and its claim button. */
export function RewardItemRow({ item, isClaiming, onClaim }: Props) {
  const { t, i18n } = useTranslation('missions');
  const money = useMoney();
  return (
    <li className={styles.item} data-testid="reward-item" data-source={item.source}>
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
      <Button size="sm" data-testid="reward-claim" disabled={isClaiming} onClick={() => onClaim(item)}>
        {t('rewardCenter.claim')}
      </Button>
    </li>
  );
}
