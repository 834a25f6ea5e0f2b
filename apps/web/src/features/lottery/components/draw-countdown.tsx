import type { LotteryDraw } from '@lucky/contracts/lottery/lottery-schemas';
import { useTranslation } from 'react-i18next';
import { useDrawClock } from '../hooks/use-draw-clock.ts';
import { splitDuration, type LivePhase } from '../utils/draw-phase.ts';
import styles from './lottery.module.css';

type Props = { draw: LotteryDraw | null | undefined; onPhaseChange?: (phase: LivePhase) => void; size?: 'sm' | 'lg' };

/** "Closes in 00:41" (or opens in, drawing in, drawing now) for a draw, ticking on the server's clock. */
export function DrawCountdown({ draw, onPhaseChange, size = 'sm' }: Props) {
  const { t } = useTranslation('lottery');
  const { phase, secondsLeft } = useDrawClock(draw, onPhaseChange);
  if (!draw) return <span className={styles.countdownMuted}>{t('phase.none')}</span>;
  const parts = secondsLeft === null ? null : splitDuration(secondsLeft);
  const isUrgent = phase === 'OPEN' && secondsLeft !== null && secondsLeft <= 10;
  return (
    <span
      className={`${styles.countdown} ${size === 'lg' ? styles.countdownLarge : ''}`}
      data-testid="draw-countdown"
      data-phase={phase}
    >
      <span className={styles.countdownLabel}>{t(`phase.${phase}`)}</span>
      {parts ? (
        <time
          className={isUrgent ? `${styles.countdownClock} ${styles.urgent}` : styles.countdownClock}
          aria-live="off"
        >
          {parts.days > 0 ? `${t('countdown.days', { count: parts.days })} ` : ''}
          {parts.clock}
        </time>
      ) : null}
    </span>
  );
}
