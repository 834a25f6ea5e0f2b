import type { SportEvent } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import { useTranslation } from 'react-i18next';
import styles from './board.module.css';

type ScoredEvent = Pick<SportEvent, 'status' | 'state' | 'score'>;

/** Whether an event has a score worth showing: it is being played or it is over. */
export const hasScore = (event: Pick<SportEvent, 'status'>): boolean =>
  event.status === 'LIVE' || event.status === 'ENDED' || event.status === 'SETTLED';

/** The line under the score that the sport adds: a shooter map's rounds, a fight's strikes, the half-time score. */
export function ScoreDetail({ event }: { event: ScoredEvent }) {
  const { t } = useTranslation('sportsbook');
  const state = event.state;
  if (state.sport === 'SHOOTER' && event.status === 'LIVE')
    return (
      <span className={styles.scoreDetail}>{t('live.rounds', { home: state.roundsHome, away: state.roundsAway })}</span>
    );
  if (state.sport === 'COCKFIGHT' && hasScore(event))
    return (
      <span className={styles.scoreDetail}>
        {t('live.strikes', { home: state.meronStrikes, away: state.walaStrikes })}
      </span>
    );
  if (state.sport === 'FOOTBALL' && state.halfTime)
    return (
      <span className={styles.scoreDetail}>
        {t('live.halfTimeScore', { home: state.halfTime.home, away: state.halfTime.away })}
      </span>
    );
  return null;
}

/** Home and away with the score between them (maps for e-sports, strikes for a fight) once there is one. */
export function EventScore({ event }: { event: ScoredEvent }) {
  if (!hasScore(event)) return <span className={styles.scoreVs}>vs</span>;
  return (
    <span className={styles.score} aria-live="polite">
      {event.score.home} – {event.score.away}
    </span>
  );
}
