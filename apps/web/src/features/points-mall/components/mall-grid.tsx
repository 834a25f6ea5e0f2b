import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useGate } from '../../../lib/action-gate.ts';
import { pickLocalized } from '../../../lib/localized-text.ts';
import { RedeemDialog, type MallItem } from './redeem-dialog.tsx';
import styles from '../points-mall.module.css';

/** The items as cards; redeeming needs a logged-in real account (the action gate) and enough points. */
export function MallGrid({
  items,
  currency,
  balance,
}: {
  items: MallItem[];
  currency: string;
  balance: number | null;
}) {
  const { t, i18n } = useTranslation('points');
  const language = i18n.language;
  const money = useMoney();
  const gate = useGate();
  const [chosen, setChosen] = useState<MallItem | null>(null);
  return (
    <>
      <div className={styles.grid}>
        {items.map((item) => {
          const isSoldOut = item.stock !== null && item.stock <= 0;
          const isShort = balance !== null && balance < item.pointsCost;
          return (
            <article key={item.id} className={styles.item} data-testid="mall-item">
              <div className={styles.itemImage}>
                <img src={item.imageUrl} alt="" loading="lazy" />
                <span className={styles.kindTag}>{t(`kind.${item.kind}`)}</span>
              </div>
              <div className={styles.itemBody}>
                <h3 className={styles.itemName}>{pickLocalized(item.names, language)}</h3>
                <p className={styles.itemText}>{pickLocalized(item.descriptions, language)}</p>
                <div className={styles.itemFooter}>
                  <div>
                    <span className={styles.cost}>
                      {t('points', { points: formatNumber(item.pointsCost, language) })}
                    </span>
                    {item.kind === 'CASH' ? (
                      <span className={styles.hint}>
                        {' '}
                        = {money(item.cashValue)} {currency}
                      </span>
                    ) : null}
                    {item.stock !== null ? (
                      <div className={styles.hint}>{isSoldOut ? t('soldOut') : t('stock', { count: item.stock })}</div>
                    ) : null}
                  </div>
                  <Button
                    size="sm"
                    disabled={isSoldOut}
                    onClick={() => gate(() => setChosen(item))}
                    data-testid="mall-redeem"
                    title={isShort ? t('notEnough') : undefined}
                  >
                    {t('redeem.button')}
                  </Button>
                </div>
              </div>
            </article>
          );
        })}
      </div>
      {chosen ? (
        <RedeemDialog item={chosen} balance={balance ?? 0} currency={currency} onClose={() => setChosen(null)} />
      ) : null}
    </>
  );
}
