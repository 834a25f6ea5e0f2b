import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import type { OpsSportEvent } from '../api/events.ts';
import { useEventReplay } from '../api/public-book.ts';
import own from '../ops-sportsbook.module.css';
import { SportsRefusal } from '../refusal-message.tsx';

/** The player page of the event's sport, on its results tab, where every ended event has its verify panel. */
const resultsPageOf = (event: OpsSportEvent) => {
  const path = event.category === 'ESPORTS' ? '/esports' : event.category === 'COCKFIGHT' ? '/cockfight' : '/sports';
  return `${path}?sport=${event.sport}&tab=results`;
};

function ReplayChecks({ eventId }: { eventId: string }) {
  const { t } = useTranslation('opsSports');
  const replay = useEventReplay(eventId, true);
  if (replay.isPending) return <Spinner size={20} label={t('loading')} />;
  if (!replay.data) return <SportsRefusal error={replay.error} />;
  const checks = [
    { label: t('seeds.hashCheck'), isMatch: replay.data.isSeedHashMatch },
    { label: t('seeds.resultCheck'), isMatch: replay.data.isResultMatch },
    { label: t('seeds.timelineCheck', { count: replay.data.timelineEntries }), isMatch: replay.data.isTimelineMatch },
  ];
  return (
    <ul className={own.checks} data-testid="sports-replay">
      {checks.map((check) => (
        <li key={check.label} className={check.isMatch ? own.match : own.mismatch}>
          {check.label}: {check.isMatch ? t('seeds.match') : t('seeds.mismatch')}
        </li>
      ))}
    </ul>
  );
}

/**
 * The event's log of fairness: the seed's hash, published when it was scheduled, and the seed once the event is over,
 * which the server replays here (and players on the results page) to show the result was fixed before betting.
 */
export function EventSeeds({ event }: { event: OpsSportEvent }) {
  const { t } = useTranslation('opsSports');
  const [isVerifying, setVerifying] = useState(false);
  return (
    <section className={own.seeds} aria-label={t('seeds.title')} data-testid="sports-seeds">
      <h4 className={own.heading}>{t('seeds.title')}</h4>
      <p className={own.muted}>{t('seeds.hash')}</p>
      <code className={own.hash}>{event.seedHash}</code>
      <p className={own.muted}>{t('seeds.seed')}</p>
      {event.seed ? (
        <code className={own.hash}>{event.seed}</code>
      ) : (
        <p className={own.hidden}>{event.status === 'VOID' ? t('seeds.voidHidden') : t('seeds.hidden')}</p>
      )}
      <div className={own.seedActions}>
        {event.seed ? (
          <Button size="sm" variant="secondary" onClick={() => setVerifying(true)} disabled={isVerifying}>
            {t('seeds.verify')}
          </Button>
        ) : null}
        <a className={own.link} href={resultsPageOf(event)} target="_blank" rel="noreferrer">
          {t('seeds.resultsPage')}
        </a>
      </div>
      {isVerifying ? <ReplayChecks eventId={event.eventId} /> : null}
    </section>
  );
}
