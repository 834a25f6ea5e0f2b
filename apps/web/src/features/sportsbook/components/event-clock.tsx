import type { SportEvent } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useServerNow } from '../hooks/server-clock.ts';
import styles from './board.module.css';

/** mm:ss (or h:mm:ss) of a wait in milliseconds, never negative. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

type ClockEvent = Pick<SportEvent, 'status' | 'opensAt' | 'startsAt' | 'state'>;

/** Where a live event stands, in the words of its sport: the minute, the quarter, the map, the fight's second. */
export function LivePhase({ event }: { event: ClockEvent }) {
  const { t } = useTranslation('sportsbook');
  const state = event.state;
  switch (state.sport) {
    case 'FOOTBALL':
      return (
        <>
          {state.halfTime && state.minute === 45
            ? t('live.halfTime')
            : t('live.minute', { minute: Math.floor(state.minute) })}
        </>
      );
    case 'BASKETBALL':
      return <>{t('live.period', { period: Math.max(1, state.periods.length + 1) })}</>;
    case 'MOBA':
    case 'SHOOTER':
      return <>{t('live.map', { map: Math.min(3, state.mapsHome + state.mapsAway + 1) })}</>;
    case 'COCKFIGHT':
      return <>{t('live.seconds', { seconds: Math.floor(state.seconds) })}</>;
  }
}

/**
 * The event's moment: a countdown to the opening or the start, LIVE with its phase, or how it ended. The countdown
 * runs on the server's clock.
 */
export function EventClock({ event }: { event: ClockEvent }) {
  const { t, i18n } = useTranslation('sportsbook');
  const now = useServerNow();
  if (event.status === 'LIVE')
    return (
      <span className={styles.live}>
        <span className={styles.liveDot} aria-hidden="true" />
        {t('status.LIVE')} · <LivePhase event={event} />
      </span>
    );
  const opensIn = Date.parse(event.opensAt) - now;
  if (event.status === 'SCHEDULED' && opensIn > 0)
    return (
      <span className={styles.clock} title={formatDateTime(event.startsAt, i18n.language)}>
        {t('board.opensIn', { time: countdownText(opensIn) })}
      </span>
    );
  if (event.status === 'SCHEDULED' || event.status === 'OPEN') {
    const startsIn = Date.parse(event.startsAt) - now;
    if (startsIn <= 0) return <span className={styles.clock}>{t('board.starting')}</span>;
    return (
      <span className={styles.clock} title={formatDateTime(event.startsAt, i18n.language)}>
        {t('board.startsIn', { time: countdownText(startsIn) })}
      </span>
    );
  }
  return <span className={styles.clock}>{t(`status.${event.status}`)}</span>;
}
