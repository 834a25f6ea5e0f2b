import { useTranslation } from 'react-i18next';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLatestNumbers } from '../api/lottery-queries.ts';
import { VnBoard } from '../components/vn-board.tsx';
import { serverNow } from '../utils/server-clock.ts';
import { shiftDate, zonedDate } from '../utils/zoned-date.ts';
import styles from './play.module.css';

type Props = { gameCode: string; timeZone: string; date: string | null; onDate: (date: string | null) => void };

/** A region's results of one day (the latest by default), prize by prize with a column per station. */
export function VnResultsSection({ gameCode, timeZone, date, onDate }: Props) {
  const { t, i18n } = useTranslation('lottery');
  const { data, isPending, error, refetch } = useLatestNumbers('Lott', date);
  const draws = (data?.draws ?? []).filter((draw) => draw.gameCode === gameCode && draw.result);
  const shownDate = date ?? (draws[0] ? zonedDate(draws[0].drawAt, timeZone) : zonedDate(serverNow(), timeZone));
  const today = zonedDate(serverNow(), timeZone);
  return (
    <section className={styles.results} aria-labelledby="vn-results-title">
      <div className={styles.resultsHead}>
        <h2 id="vn-results-title" className={styles.resultsTitle}>
          {t('vn.resultsOf', { date: formatDate(`${shownDate}T12:00:00Z`, i18n.language) })}
        </h2>
        {draws.length > 0 ? (
          <span className={styles.stationsLine}>
            {t('vn.stations', { names: draws.map((draw) => draw.stationName ?? draw.drawKey).join(', ') })}
          </span>
        ) : null}
        <div className={styles.dateNav}>
          <button type="button" className={styles.dateButton} onClick={() => onDate(shiftDate(shownDate, -1))}>
            {t('vn.previousDay')}
          </button>
          <input
            type="date"
            className={styles.dateInput}
            value={shownDate}
            max={today}
            aria-label={t('vn.pickDate')}
            onChange={(event) => onDate(event.target.value || null)}
          />
          <button
            type="button"
            className={styles.dateButton}
            disabled={shownDate >= today}
            onClick={() => onDate(shiftDate(shownDate, 1))}
          >
            {t('vn.nextDay')}
          </button>
        </div>
      </div>
      {isPending ? <LoadingBlock /> : null}
      {error ? <ErrorBlock error={error} onRetry={() => void refetch()} /> : null}
      {data && draws.length === 0 ? <p className={styles.note}>{t('vn.noResults')}</p> : null}
      {draws.length > 0 ? <VnBoard draws={draws} /> : null}
    </section>
  );
}
