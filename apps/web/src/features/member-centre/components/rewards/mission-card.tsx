import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { useMoney } from '../../../../lib/use-money.ts';
import type { Mission } from '../../api/missions.ts';
import styles from './rewards.module.css';

/** Progress in percent, from the decimal strings the server sends (money or a count). */
export function percentOf(progress: string, target: string): number {
  const done = Number(progress);
  const goal = Number(target);
  if (!(goal > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((done / goal) * 100)));
}

function MetricIcon({ metric }: { metric: Mission['metric'] }) {
  const paths = {
    VALID_BET: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
    ROUNDS: 'M12 4a8 8 0 1 0 8 8M12 4v4m8 4h-4M20 4l-5 5',
    DEPOSIT: 'M4 8h16v11H4zM4 8l2-4h12l2 4M12 11v5m-2.5-2.5L12 16l2.5-2.5',
  } as const;
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[metric]} />
    </svg>
  );
}

type Props = { mission: Mission; isClaiming: boolean; onClaim: (mission: Mission) => void };

/** One mission: what to do, the progress bar, the reward, and the claim button when the target is reached. */
export function MissionCard({ mission, isClaiming, onClaim }: Props) {
  const { t } = useTranslation('missions');
  const money = useMoney();
  const isMoney = mission.metric !== 'ROUNDS';
  const shown = (value: string) => (isMoney ? money(value) : value);
  const percent = percentOf(mission.progress, mission.target);
  const cardClass = [
    styles.card,
    mission.status === 'CLAIMABLE' ? styles.cardReady : '',
    mission.status === 'CLAIMED' ? styles.cardDone : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <article
      className={cardClass}
      data-testid="mission-card"
      data-mission-id={mission.id}
      data-status={mission.status}
      aria-label={mission.title}
    >
      <div className={styles.cardTop}>
        <span className={styles.medal}>
          <MetricIcon metric={mission.metric} />
        </span>
        <div>
          <h3 className={styles.cardTitle}>{mission.title}</h3>
          <p className={styles.cardText}>{mission.description}</p>
          {mission.gameCategory ? (
            <span className={styles.tag}>
              {t('mission.categoryOnly', { category: t(`mission.category.${mission.gameCategory}`) })}
            </span>
          ) : null}
        </div>
      </div>
      <div>
        <div className={styles.progressRow}>
          <span>{t(`mission.metric.${mission.metric}`)}</span>
          <span data-testid="mission-progress">
            <strong>{shown(mission.progress)}</strong> / {shown(mission.target)}
          </span>
        </div>
        <div
          className={styles.bar}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t(`mission.metric.${mission.metric}`)}
        >
          <div className={styles.barFill} style={{ width: `${percent}%` }} />
        </div>
      </div>
      <div className={styles.cardFoot}>
        <div className={styles.reward}>
          <span className={styles.rewardLabel}>{t('mission.reward')}</span>
          <span className={styles.rewardAmount}>{money(mission.rewardAmount)}</span>
        </div>
        {mission.status === 'CLAIMABLE' ? (
          <Button data-testid="mission-claim" disabled={isClaiming} onClick={() => onClaim(mission)}>
            {isClaiming ? t('mission.claiming') : t('mission.claim')}
          </Button>
        ) : (
          <span
            className={mission.status === 'CLAIMED' ? `${styles.state} ${styles.stateDone}` : styles.state}
            data-testid="mission-state"
          >
            {mission.status === 'CLAIMED' ? `✓ ${t('mission.claimed')}` : t('mission.inProgress')}
          </span>
        )}
      </div>
    </article>
  );
}
