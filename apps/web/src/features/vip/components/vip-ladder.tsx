import type { VipLevel } from '@lucky/contracts/vip/vip-endpoints';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format.ts';
import { pickLocalized } from '../../../lib/localized-text.ts';
import { isGain, useMoney } from '../../../lib/use-money.ts';
import styles from '../vip.module.css';

/**
 * Every level with what reaches it, what keeps it and what it gives; the member's own row is marked. Amounts are in
 * the merchant currency's scale (lib/use-money.ts) and the rebate through formatPercent, like every other page.
 */
export function VipLadder({
  levels,
  currency,
  currentLevel,
}: {
  levels: VipLevel[];
  currency: string;
  currentLevel: number | null;
}) {
  const { t, i18n } = useTranslation('vip');
  const language = i18n.language;
  const money = useMoney();
  return (
    <section className={styles.panel}>
      <h2 className={styles.sectionTitle}>{t('ladder', { currency })}</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="vip-ladder">
          <thead>
            <tr>
              <th>{t('col.level')}</th>
              <th>{t('col.deposit')}</th>
              <th>{t('col.validBet')}</th>
              <th>{t('col.keep')}</th>
              <th>{t('col.upgradeBonus')}</th>
              <th>{t('col.monthlyBonus')}</th>
              <th>{t('col.rebate')}</th>
              <th>{t('col.withdrawals')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((level) => (
              <tr
                key={level.level}
                className={level.level === currentLevel ? styles.currentRow : undefined}
                data-testid="vip-ladder-row"
              >
                <td>
                  <span
                    className={`${styles.tierDot} ${styles[`tier${Math.min(level.level, 5)}`]}`}
                    aria-hidden="true"
                  />
                  <strong>VIP {level.level}</strong>{' '}
                  <span className={styles.hint}>{pickLocalized(level.names, language)}</span>
                  {level.level === currentLevel ? <span className={styles.youTag}>{t('you')}</span> : null}
                </td>
                <td>{money(level.depositThreshold)}</td>
                <td>{money(level.validBetThreshold)}</td>
                <td>
                  {level.level === 0
                    ? '—'
                    : t('keepValue', { deposit: money(level.keepDeposit), validBet: money(level.keepValidBet) })}
                </td>
                <td className={styles.gold}>{isGain(level.upgradeBonus) ? money(level.upgradeBonus) : '—'}</td>
                <td className={styles.gold}>{isGain(level.monthlyBonus) ? money(level.monthlyBonus) : '—'}</td>
                <td>{formatPercent(level.rebateRate, language)}</td>
                <td>
                  {t('withdrawalLimit', {
                    count: level.dailyWithdrawalCount,
                    amount: money(level.dailyWithdrawalAmount),
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
