import type { SportEvent, SportsbookSport } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { SportsbookCategoryKey } from '../api/sportsbook-keys.ts';
import { useSportResults } from '../api/sportsbook-queries.ts';
import { ScoreDetail } from '../components/event-score.tsx';
import { VerifyPanel } from './verify-panel.tsx';
import styles from './bets.module.css';

/** How an ended event finished, in its sport's terms: the score, the maps, the fight's winner. */
function ResultText({ event }: { event: SportEvent }) {
  const { t } = useTranslation('sportsbook');
  if (event.status === 'VOID') return <>{t('status.VOID')}</>;
  const result = event.result;
  if (result?.sport === 'COCKFIGHT') return <>{t(`selection.${result.winner}`)}</>;
  return (
    <>
      {event.score.home} – {event.score.away}
    </>
  );
}

function ResultRow({ event }: { event: SportEvent }) {
  const { t, i18n } = useTranslation('sportsbook');
  const [isVerifying, setVerifying] = useState(false);
  return (
    <li className={styles.result}>
      <div className={styles.resultLine}>
        <span className={styles.resultTime}>{formatDateTime(event.startsAt, i18n.language)}</span>
        <span className={styles.resultTeams}>
          {event.participants[0].name} – {event.participants[1].name}
        </span>
        <strong className={styles.resultScore}>
          <ResultText event={event} />
        </strong>
        <ScoreDetail event={event} />
        <button
          type="button"
          className={styles.verifyToggle}
          aria-expanded={isVerifying}
          onClick={() => setVerifying((shown) => !shown)}
        >
          {t('verify.open')}
        </button>
      </div>
      <p className={styles.seedLine}>
        {t('event.seedHash')} <code>{event.seedHash}</code>
      </p>
      {isVerifying ? <VerifyPanel eventId={event.eventId} /> : null}
    </li>
  );
}

/** Finished events of the category (or one sport), newest first, each with its seed and a verify panel. */
export function ResultsList({ category, sport }: { category: SportsbookCategoryKey; sport: SportsbookSport | null }) {
  const { t } = useTranslation('sportsbook');
  const [pageNo, setPageNo] = useState(1);
  const query = useSportResults(category, sport, pageNo);
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />;
  const { list, totalPages } = query.data;
  if (list.length === 0) return <EmptyState title={t('results.empty')} hint={t('results.emptyHint')} />;
  return (
    <section className={styles.panel} aria-label={t('tab.results')}>
      <ul className={styles.results}>
        {list.map((event) => (
          <ResultRow key={event.eventId} event={event} />
        ))}
      </ul>
      <Pagination page={pageNo} totalPages={totalPages} onChange={setPageNo} />
    </section>
  );
}
