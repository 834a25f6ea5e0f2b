import { useTranslation } from 'react-i18next';
import type { EventStatus, OpsSportEvent } from '../api/events.ts';
import own from '../ops-sportsbook.module.css';

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation('opsSports');
  return <span className={`${own.status} ${own[`status${status}`] ?? ''}`}>{t(`status.${status}`)}</span>;
}

/** The score once play has begun (maps for e-sports, the winner of a fight); a dash before. */
export function EventScore({ event }: { event: OpsSportEvent }) {
  const { t } = useTranslation('opsSports');
  if (event.result?.sport === 'COCKFIGHT') return <>{t(`selection.${event.result.winner}`)}</>;
  const hasStarted = event.status === 'LIVE' || event.status === 'ENDED' || event.status === 'SETTLED';
  if (!hasStarted) return <span className={own.dash}>—</span>;
  return (
    <span className={own.score}>
      {event.score.home} – {event.score.away}
    </span>
  );
}
