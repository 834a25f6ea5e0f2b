import type { VipProgress } from '@lucky/contracts/vip/vip-endpoints';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import { formatDate } from '../../lib/format.ts';
import { pickLocalized } from '../../lib/localized-text.ts';
import { useClaimMonthly } from './vip-api.ts';
import { moneyText } from './vip-format.ts';
import styles from './vip.module.css';

function ProgressBar({
  label,
  current,
  target,
  percent,
  testId,
}: {
  label: string;
  current: string;
  target: string;
  percent: number;
  testId: string;
}) {
  return (
    <div className={styles.progress} data-testid={testId}>
      <div className={styles.progressLabel}>
        <span>{label}</span>
        <span>
          {current} / {target}
        </span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** The member's level, progress bars to the next one, this month's keep figures and the monthly bonus claim. */
export function VipStatusCard({ progress }: { progress: VipProgress }) {
  const { t, i18n } = useTranslation('vip');
  const describeError = useErrorMessage();
  const claim = useClaimMonthly();
  const language = i18n.language;
  const money = (amount: string) => moneyText(amount, progress.currency, language);
  const { next, month, monthlyBonus } = progress;
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
        <h2 className={styles.sectionTitle}>
          {next
            ? t('nextLevel', { name: `VIP ${next.level} · ${pickLocalized(next.names, language)}` })
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
        <div className={styles.month}>
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
          <div className={styles.bonusBox}>
            <span className={styles.smallTitle}>{t('monthlyBonus')}</span>
            {monthlyBonus.isClaimable ? (
              <Button data-testid="vip-claim" onClick={() => claim.mutate()} disabled={claim.isPending}>
                {t('claim', { amount: money(monthlyBonus.amount) })}
              </Button>
            ) : (
              <span className={styles.hint} data-testid="vip-claim-state">
                {monthlyBonus.isClaimed ? t('claimed', { period: monthlyBonus.period }) : t('noMonthly')}
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
        </div>
      </div>
    </section>
  );
}
