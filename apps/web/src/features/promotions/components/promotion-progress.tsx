import { useMoney } from '../../../lib/use-money.ts';
import styles from '../promotions.module.css';

type Props = { current: string; target: string; label: string; testId: string };

/** A progress bar with its numbers, for turnover and raffle deposits. */
export function PromotionProgress({ current, target, label, testId }: Props) {
  const ratio = Number(target) > 0 ? Math.min(1, Number(current) / Number(target)) : 1;
  const money = useMoney();
  return (
    <div className={styles.progress} data-testid={testId}>
      <div className={styles.progressLabel}>
        <span>{label}</span>
        <span>
          {money(current)} / {money(target)}
        </span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(ratio * 100)}
      >
        <div className={styles.progressFill} style={{ width: `${ratio * 100}%` }} />
      </div>
    </div>
  );
}
