import { useTranslation } from 'react-i18next';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useSportEvent } from '../api/sportsbook-queries.ts';
import { EventClock } from '../components/event-clock.tsx';
import { EventScore, ScoreDetail } from '../components/event-score.tsx';
import { MarketBoard } from '../components/market-board.tsx';
import { Timeline } from '../components/timeline.tsx';
import styles from '../components/event-view.module.css';

/**
 * One event: its header (competition, sides, score, clock, the published seed hash), every market and the live
 * timeline. While it is being played the answer is refetched every two seconds.
 */
export function EventView({ eventId, pollMs, onBack }: { eventId: string; pollMs: number; onBack: () => void }) {
  const { t } = useTranslation('sportsbook');
  const query = useSportEvent(eventId, pollMs);
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />;
  const { event, markets, timeline } = query.data;
  const [home, away] = event.participants;
  return (
    <article className={styles.view} aria-labelledby="sb-event-title">
      <button type="button" className={styles.back} onClick={onBack}>
        ← {t('event.back')}
      </button>
      <header className={styles.header}>
        <p className={styles.competition}>
          {t(`competition.${event.competitionCode}`, { defaultValue: event.competitionName })}
          {event.round !== null ? ` · ${t('event.round', { round: event.round })}` : ''}
          {event.arena ? ` · ${event.arena}` : ''}
        </p>
        <h2 id="sb-event-title" className={styles.title}>
          <span>{home.name}</span>
          <EventScore event={event} />
          <span>{away.name}</span>
        </h2>
        <p className={styles.headerMeta}>
          <EventClock event={event} />
          <ScoreDetail event={event} />
        </p>
        <p className={styles.hash}>
          {t('event.seedHash')} <code>{event.seedHash}</code>
        </p>
      </header>
      <div className={styles.columns}>
        <MarketBoard event={event} markets={markets} />
        <section className={styles.timelineBox} aria-label={t('event.timeline')}>
          <h3 className={styles.groupTitle}>{t('event.timeline')}</h3>
          <Timeline event={event} entries={timeline} />
        </section>
      </div>
    </article>
  );
}
