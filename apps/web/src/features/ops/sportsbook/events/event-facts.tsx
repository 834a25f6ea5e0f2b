import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../../lib/format.ts';
import styles from '../../ops.module.css';
import type { OpsSportEvent } from '../api/events.ts';
import { EventScore, EventStatusBadge } from './event-status.tsx';

/** An event's competition, times, status, score and the money on it, and why it was voided when it was. */
export function EventFacts({ event }: { event: OpsSportEvent }) {
  const { t, i18n } = useTranslation('opsSports');
  const money = (amount: string) => formatMoney(amount, { language: i18n.language });
  return (
    <dl className={styles.facts}>
      <dt>{t('monitor.competition')}</dt>
      <dd>
        {t(`sport.${event.sport}`)} · {event.competitionName}
        {event.round ? ` · ${t('monitor.round', { round: event.round })}` : ''}
      </dd>
      <dt>{t('detail.eventId')}</dt>
      <dd>
        <code>{event.eventId}</code>
      </dd>
      <dt>{t('detail.times')}</dt>
      <dd>
        {t('detail.timesLine', {
          opens: formatDateTime(event.opensAt, i18n.language),
          starts: formatDateTime(event.startsAt, i18n.language),
          ends: formatDateTime(event.endedAt ?? event.expectedEndsAt, i18n.language),
        })}
      </dd>
      <dt>{t('monitor.status')}</dt>
      <dd>
        <EventStatusBadge status={event.status} /> <EventScore event={event} />
      </dd>
      <dt>{t('detail.totals')}</dt>
      <dd data-testid="sports-event-totals">
        {t('detail.totalsLine', {
          bets: event.bets,
          players: event.players,
          stake: money(event.stake),
          payout: money(event.payout),
        })}
      </dd>
      {event.voidReason ? (
        <>
          <dt>{t('void.reason')}</dt>
          <dd data-testid="sports-void-reason">{event.voidReason}</dd>
        </>
      ) : null}
    </dl>
  );
}
