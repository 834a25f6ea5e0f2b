import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import styles from '../../ops.module.css';
import { useOpsSportEvents } from '../api/events.ts';
import type { OpsEventsQuery } from '../api/keys.ts';
import { SportsRefusal } from '../refusal-message.tsx';
import { EventDetail } from './event-detail.tsx';
import { EventFilters, type EventFilter } from './event-filters.tsx';
import { EventsTable } from './events-table.tsx';

/** Short pages keep the event panel, which opens below, close to the list. */
const PAGE_SIZE = 12;

function queryOf(filter: EventFilter, pageNo: number): OpsEventsQuery {
  return {
    pageNo,
    pageSize: PAGE_SIZE,
    ...(filter.sport ? { sport: filter.sport as OpsEventsQuery['sport'] } : {}),
    ...(filter.competitionCode ? { competitionCode: filter.competitionCode } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
}

/**
 * Events as they are bet on and played (refreshed every few seconds), newest start first. It opens on the events in
 * play, where the book's money moves; an event's liability, suspensions, void and seeds open below its row.
 */
export function EventMonitor() {
  const { t } = useTranslation('opsSports');
  const [filter, setFilter] = useState<EventFilter>({ sport: '', competitionCode: '', status: 'LIVE' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const events = useOpsSportEvents(queryOf(filter, page));
  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <EventFilters
          value={filter}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        <p className={styles.hint}>{t('monitor.hint')}</p>
      </div>
      {events.isPending ? <Spinner size={28} label={t('loading')} /> : null}
      {events.error ? <SportsRefusal error={events.error} /> : null}
      {events.data?.list.length === 0 ? <EmptyState title={t('monitor.empty')} hint={t('monitor.emptyHint')} /> : null}
      {events.data && events.data.list.length > 0 ? (
        <>
          <EventsTable events={events.data.list} selected={selected} onSelect={setSelected} />
          <Pagination page={page} totalPages={events.data.totalPages} onChange={setPage} />
        </>
      ) : null}
      {selected !== null ? (
        <EventDetail key={selected} eventId={selected} onClose={() => setSelected(null)} />
      ) : (
        <p className={styles.hint}>{t('monitor.pick')}</p>
      )}
    </div>
  );
}
