import type { VipProgress } from '@lucky/contracts/vip/vip-endpoints';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { pickLocalized } from '../../../lib/localized-text.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { MonthlyBonus } from './monthly-bonus.tsx';
import { ProgressBar } from './progress-bar.tsx';
import styles from '../vip.module.css';

type Money = (amount: string) => string;

/** The bars of the next level's two requirements, or nothing at the top of the ladder. */
function NextLevel({ next, money }: { next: VipProgress['next']; money: Money }) {
  const { t, i18n } = useTranslation('vip');
  return (
    <>
      <h2 className={styles.sectionTitle}>
        {next
          ? t('nextLevel', { name: `VIP ${next.level} · ${pickLocalized(next.names, i18n.language)}` })
          : t('maxLevel')}
      </h2>
      {next ? (
        <div className={styles.bars}>
          <ProgressBar
            testId="vip-progress-deposit"
            label={t('deposit')}
            current={money(next.deposit.current)}
            target={money(next.deposit.target)}
            percent={next.deposit.percent}
          />
          <ProgressBar
            testId="vip-progress-bet"
            label={t('validBet')}
            current={money(next.validBet.current)}
            target={money(next.validBet.target)}
            percent={next.validBet.percent}
          />
          <p className={styles.hint}>{t('nextHint')}</p>
        </div>
      ) : null}
    </>
  );
}

/** This month's figures and whether they keep the level (level 0 has nothing to keep). */
function MonthFigures({ progress, money }: { progress: VipProgress; money: Money }) {
  const { t } = useTranslation('vip');
  const { month } = progress;
  return (
    <div>
      <h3 className={styles.smallTitle}>{t('monthTitle', { period: month.period })}</h3>
      <p className={styles.hint}>
        {t('monthFigures', { deposit: money(month.deposit), validBet: money(month.validBet) })}
      </p>
      {progress.level > 0 ? (
        <p className={month.isKept ? styles.good : styles.warn}>
          {month.isKept
            ? t('kept')
            : t('keepHint', { deposit: money(month.keepDeposit), validBet: money(month.keepValidBet) })}
        </p>
      ) : null}
    </div>
  );
}

/** The member's level, progress bars to the next one, this month's keep figures and the monthly bonus claim. */
export function VipStatusCard({ progress }: { progress: VipProgress }) {
  const { t, i18n } = useTranslation('vip');
  const formatMoney = useMoney();
  const money: Money = (amount) => formatMoney(amount, progress.currency);
  const language = i18n.language;
  return (
    <section className={styles.status} data-testid="vip-status">
      <div className={styles.badgeColumn}>
        <div className={`${styles.levelBadge} ${styles[`tier${Math.min(progress.level, 5)}`]}`} data-testid="vip-level">
          <span className={styles.levelNumber}>VIP {progress.level}</span>
          <span className={styles.levelName}>{pickLocalized(progress.names, language)}</span>
        </div>
        {progress.reachedAt ? (
          <span className={styles.hint}>{t('reachedAt', { date: formatDate(progress.reachedAt, language) })}</span>
        ) : null}
      </div>
      <div className={styles.statusBody}>
        <NextLevel next={progress.next} money={money} />
        <div className={styles.month}>
          <MonthFigures progress={progress} money={money} />
          <MonthlyBonus bonus={progress.monthlyBonus} money={money} />
        </div>
      </div>
    </section>
  );
}
