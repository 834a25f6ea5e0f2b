import type { LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money.ts';
import { describeSelection } from './describe-selection.ts';
import type { SlipItem } from './slip-types.ts';
import styles from './slip.module.css';

export type PricedLine = { combinations: number; cost: string; maxPayout: string };

/** One line of the slip: what it is, its stake, and once priced its combinations, cost and best payout. */
export function SlipItemRow({
  kind,
  item,
  priced,
  onRemove,
}: {
  kind: LotteryGame['kind'];
  item: SlipItem;
  priced: PricedLine | undefined;
  onRemove: () => void;
}) {
  const { t } = useTranslation('lottery');
  const money = useMoney();
  const { title, detail } = describeSelection(t, kind, item.selection);
  return (
    <li className={styles.item} data-testid="slip-item">
      <div className={styles.itemText}>
        <strong className={styles.itemTitle}>{title}</strong>
        {detail ? <span className={styles.itemDetail}>{detail}</span> : null}
        <span className={styles.itemMeta}>
          {t('slip.unitStake', { stake: money(item.selection.unitStake) })}
          {priced
            ? ` · ${t('slip.combinations', { count: priced.combinations })} · ${t('slip.cost', { cost: money(priced.cost) })} · ${t('slip.maxPayout', { payout: money(priced.maxPayout) })}`
            : ''}
        </span>
      </div>
      <button type="button" className={styles.remove} onClick={onRemove} aria-label={t('slip.remove', { title })}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
