import { useState, type CSSProperties } from 'react';
import styles from './table.module.css';

const RADIUS = 46;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

type TimerRingProps = {
  /** When the turn's own time ends (client clock). */
  deadlineMs: number;
  /** The whole turn, for a full circle. */
  totalMs: number;
  /** The seat's time bank, which runs after the deadline before the seat is checked or folded. */
  bankMs: number;
};

/**
 * The turn's countdown as a ring around the avatar: the turn in green to red, then the time bank in blue. Each is
 * one CSS animation started part way through when the turn began before this render (a reconnect), so nothing
 * re-renders each second.
 */
export function TimerRing({ deadlineMs, totalMs, bankMs }: TimerRingProps) {
  // The time this turn was first drawn; a new turn is a new deadline, which the caller uses as the key.
  const [nowMs] = useState(() => Date.now());
  const untilDeadline = deadlineMs - nowMs;
  const elapsed = Math.min(totalMs, Math.max(0, totalMs - untilDeadline));
  const turnStyle = {
    '--ring-length': `${CIRCUMFERENCE}`,
    animationDuration: `${totalMs}ms`,
    animationDelay: `-${elapsed}ms`,
  } as CSSProperties;
  // The bank starts at the deadline: later (a positive delay) or already running (a negative one).
  const bankStyle = {
    '--ring-length': `${CIRCUMFERENCE}`,
    animationDuration: `${bankMs}ms`,
    animationDelay: `${Math.max(untilDeadline, -bankMs)}ms`,
  } as CSSProperties;
  return (
    <svg className={styles.timerRing} viewBox="0 0 100 100" aria-hidden="true">
      <circle cx={50} cy={50} r={RADIUS} className={styles.timerTrack} />
      <circle
        cx={50}
        cy={50}
        r={RADIUS}
        className={styles.timerArc}
        style={turnStyle}
        strokeDasharray={CIRCUMFERENCE}
        transform="rotate(-90 50 50)"
      />
      {bankMs > 0 ? (
        <circle
          cx={50}
          cy={50}
          r={RADIUS}
          className={styles.bankArc}
          style={bankStyle}
          strokeDasharray={CIRCUMFERENCE}
          transform="rotate(-90 50 50)"
          data-testid="time-bank"
        />
      ) : null}
    </svg>
  );
}
