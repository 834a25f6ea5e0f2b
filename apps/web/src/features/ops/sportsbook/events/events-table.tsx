import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../../lib/format.ts';
import styles from '../../ops.module.css';
import type { OpsSportEvent } from '../api/events.ts';
import own from '../ops-sportsbook.module.css';
import { EventScore, EventStatusBadge } from './event-status.tsx';
import { useMarketNames } from './use-market-names.ts';

/** Suspensions named in the row; the event panel lists them all. */
const SHOWN_SUSPENSIONS = 2;

function Suspensions({ keys }: { keys: readonly string[] }) {
  const { t } = useTranslation('opsSports');
  const { marketName } = useMarketNames();
  if (keys.length === 0) return <span className={own.dash}>—</span>;
  const rest = keys.length - SHOWN_SUSPENSIONS;
  return (
    <span className={own.suspended}>
      {keys.slice(0, SHOWN_SUSPENSIONS).map(marketName).join(', ')}
      {rest > 0 ? ` ${t('monitor.more', { count: rest })}` : ''}
    </span>
  );
}

type Props = { events: readonly OpsSportEvent[]; selected: string | null; onSelect: (eventId: string) => void };

/** One row an event: sides, start, status, score, the money on it and what the desk suspended. */
export function EventsTable({ events, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation('opsSports');
  const money = (amount: string) => formatMoney(amount, { language: i18n.language });
  return (
    <div className={own.scroll}>
      <table className={styles.table} data-testid="sports-events">
        <thead>
          <tr>
            <th>{t('monitor.event')}</th>
            <th>{t('monitor.start')}</th>
            <th>{t('monitor.status')}</th>
            <th>{t('monitor.score')}</th>
            <th className={styles.num}>{t('monitor.bets')}</th>
            <th className={styles.num}>{t('monitor.players')}</th>
            <th className={styles.num}>{t('monitor.stake')}</th>
            <th className={styles.num}>{t('monitor.payout')}</th>
            <th>{t('monitor.suspended')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const teams = `${event.participants[0].name} – ${event.participants[1].name}`;
            return (
              <tr
                key={event.eventId}
                className={`${own.clickable} ${event.eventId === selected ? own.selected : ''}`}
                onClick={() => onSelect(event.eventId)}
              >
                <td>
                  <button
                    type="button"
                    className={own.linkButton}
                    aria-pressed={event.eventId === selected}
                    onClick={(click) => {
                      click.stopPropagation();
                      onSelect(event.eventId);
                    }}
                  >
                    {teams}
                  </button>
                  <span className={own.muted}>
                    {t(`sport.${event.sport}`)} · {event.competitionName}
                    {event.round ? ` · ${t('monitor.round', { round: event.round })}` : ''}
                  </span>
                </td>
                <td className={own.nowrap}>{formatDateTime(event.startsAt, i18n.language)}</td>
                <td>
                  <EventStatusBadge status={event.status} />
                </td>
                <td className={own.nowrap}>
                  <EventScore event={event} />
                </td>
                <td className={styles.num}>{event.bets}</td>
                <td className={styles.num}>{event.players}</td>
                <td className={styles.num}>{money(event.stake)}</td>
                <td className={styles.num}>{money(event.payout)}</td>
                <td>
                  <Suspensions keys={event.suspendedMarkets} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
