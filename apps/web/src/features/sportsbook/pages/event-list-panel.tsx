import type { SportsbookSport } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import type { SportsbookCategoryKey } from '../api/sportsbook-keys.ts';
import { useSportEvents } from '../api/sportsbook-queries.ts';
import { EventRow, type BoardEvent } from '../components/event-row.tsx';
import styles from '../components/board.module.css';

type Props = {
  category: SportsbookCategoryKey;
  sport: SportsbookSport | null;
  competitionCode: string | null;
  pollMs: number;
  onOpen: (eventId: string) => void;
};

function EventSection({
  title,
  events,
  onOpen,
}: {
  title: string;
  events: BoardEvent[];
  onOpen: (eventId: string) => void;
}) {
  if (events.length === 0) return null;
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.events}>
        {events.map((event) => (
          <EventRow key={event.eventId} event={event} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
}

/** The board: events being played first, then those to come, by start time. */
export function EventListPanel({ category, sport, competitionCode, pollMs, onOpen }: Props) {
  const { t } = useTranslation('sportsbook');
  const query = useSportEvents({ category, sport, competitionCode }, pollMs);
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />;
  const events = query.data.events;
  if (events.length === 0) return <EmptyState title={t('board.empty')} hint={t(`board.emptyHint.${category}`)} />;
  const live = events.filter((event) => event.status === 'LIVE');
  const upcoming = events.filter((event) => event.status === 'OPEN' || event.status === 'SCHEDULED');
  return (
    <>
      <EventSection title={t('board.live', { count: live.length })} events={live} onOpen={onOpen} />
      <EventSection title={t('board.upcoming', { count: upcoming.length })} events={upcoming} onOpen={onOpen} />
    </>
  );
}
