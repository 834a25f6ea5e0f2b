import { SPORT_EVENT_STATUSES, SPORTSBOOK_SPORTS } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import { useTranslation } from 'react-i18next';
import styles from '../../ops.module.css';
import type { EventStatus } from '../api/events.ts';
import { useBookCompetitions } from '../api/public-book.ts';

export type EventFilter = { sport: string; competitionCode: string; status: EventStatus | '' };

/** Sport, competition (of the sport chosen) and status; an empty value is "all". */
export function EventFilters({ value, onChange }: { value: EventFilter; onChange: (next: EventFilter) => void }) {
  const { t } = useTranslation('opsSports');
  const competitions = (useBookCompetitions().data ?? []).filter(
    (competition) => !value.sport || competition.sport === value.sport,
  );
  return (
    <>
      <label className={styles.field}>
        <span>{t('monitor.sport')}</span>
        <select
          value={value.sport}
          onChange={(event) => onChange({ ...value, sport: event.target.value, competitionCode: '' })}
        >
          <option value="">{t('monitor.allSports')}</option>
          {SPORTSBOOK_SPORTS.map((sport) => (
            <option key={sport} value={sport}>
              {t(`sport.${sport}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('monitor.competition')}</span>
        <select
          value={value.competitionCode}
          onChange={(event) => onChange({ ...value, competitionCode: event.target.value })}
        >
          <option value="">{t('monitor.allCompetitions')}</option>
          {competitions.map((competition) => (
            <option key={competition.code} value={competition.code}>
              {competition.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('monitor.status')}</span>
        <select
          value={value.status}
          onChange={(event) => onChange({ ...value, status: event.target.value as EventFilter['status'] })}
        >
          <option value="">{t('monitor.allStatuses')}</option>
          {SPORT_EVENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
