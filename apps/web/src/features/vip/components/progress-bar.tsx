import styles from '../vip.module.css';

type Props = { label: string; current: string; target: string; percent: number; testId: string };

/** One requirement of the next level: where the member is, the target, and the bar between. */
export function ProgressBar({ label, current, target, percent, testId }: Props) {
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
