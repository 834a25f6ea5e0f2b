import { useState, type CSSProperties } from 'react';
import styles from './table.module.css';

const RADIUS = 46;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The turn's countdown as a ring around the avatar: one CSS animation for the whole turn, started part way through
 * when the turn began before this render (a reconnect), so nothing re-renders each second.
 */
export function TimerRing({ deadlineMs, totalMs }: { deadlineMs: number; totalMs: number }) {
  // The time this turn was first drawn; a new turn is a new deadline, which the caller uses as the key.
  const [nowMs] = useState(() => Date.now());
  const elapsed = Math.min(totalMs, Math.max(0, totalMs - (deadlineMs - nowMs)));
  const style = {
    '--ring-length': `${CIRCUMFERENCE}`,
    animationDuration: `${totalMs}ms`,
    animationDelay: `-${elapsed}ms`,
  } as CSSProperties;
  return (
    <svg className={styles.timerRing} viewBox="0 0 100 100" aria-hidden="true">
      <circle cx={50} cy={50} r={RADIUS} className={styles.timerTrack} />
      <circle
        cx={50}
        cy={50}
        r={RADIUS}
        className={styles.timerArc}
        style={style}
        strokeDasharray={CIRCUMFERENCE}
        transform="rotate(-90 50 50)"
      />
    </svg>
  );
}
