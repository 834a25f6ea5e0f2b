import { GAME_CATEGORIES } from '@lucky/contracts/common/constants';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money.ts';
import { usePlayableCategories } from '../api/playable-categories.ts';
import { usePointsConfig } from '../api/points-config.ts';
import styles from '../points-mall.module.css';

/**
 * How points are earned: one point per this much valid bet in each category, or deposited. Categories that earn
 * nothing are left out, and so are categories with no game to play (a rate there would promise what cannot be done);
 * when the games cannot be read, no category rate is shown rather than all of them.
 */
export function EarnGuide() {
  const { t } = useTranslation('points');
  const formatMoney = useMoney();
  const config = usePointsConfig();
  const playable = usePlayableCategories();
  if (!config.data || playable.isPending) return <section className={styles.guide} />;
  const { betMoneyPerPoint, depositMoneyPerPoint, currency } = config.data;
  const money = (amount: string) => `${formatMoney(amount)} ${currency}`;
  const withGames = new Set<string>(playable.data ?? []);
  const earning = GAME_CATEGORIES.filter(
    (category) => withGames.has(category) && Number(betMoneyPerPoint[category] ?? 0) > 0,
  );
  return (
    <section className={styles.guide} data-testid="points-earn-guide">
      <h2 className={styles.guideTitle}>{t('earn.title')}</h2>
      <ul className={styles.guideList}>
        {Number(depositMoneyPerPoint) > 0 ? (
          <li>
            <span>{t('earn.deposit')}</span>
            <strong>{t('earn.per', { amount: money(depositMoneyPerPoint) })}</strong>
          </li>
        ) : null}
        {earning.map((category) => (
          <li key={category}>
            <span>{t(`category.${category}`, { ns: 'common' })}</span>
            <strong>{t('earn.per', { amount: money(betMoneyPerPoint[category]!) })}</strong>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>{t('earn.never')}</p>
    </section>
  );
}
