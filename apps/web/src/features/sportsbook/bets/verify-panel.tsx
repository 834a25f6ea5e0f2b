import { useTranslation } from 'react-i18next';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useVerifyEvent } from '../api/sportsbook-queries.ts';
import styles from './bets.module.css';

function Check({ label, isMatch }: { label: string; isMatch: boolean }) {
  const { t } = useTranslation('sportsbook');
  return (
    <li className={isMatch ? styles.match : styles.mismatch}>
      <span aria-hidden="true">{isMatch ? '✔' : '✘'}</span> {label}:{' '}
      {isMatch ? t('verify.match') : t('verify.mismatch')}
    </li>
  );
}

/**
 * The server's replay of an ended event from its revealed seed: the seed against the published hash, the result and
 * every timeline entry recomputed. The method text says how to do the same by hand.
 */
export function VerifyPanel({ eventId }: { eventId: string }) {
  const { t } = useTranslation('sportsbook');
  const query = useVerifyEvent(eventId);
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />;
  const answer = query.data;
  return (
    <div className={styles.verify} aria-label={t('verify.title')} role="region">
      <ul className={styles.checks}>
        <Check label={t('verify.hash')} isMatch={answer.isSeedHashMatch} />
        <Check label={t('verify.result')} isMatch={answer.isResultMatch} />
        <Check label={t('verify.timeline', { count: answer.timelineEntries })} isMatch={answer.isTimelineMatch} />
      </ul>
      <dl className={styles.proof}>
        <dt>{t('verify.seed')}</dt>
        <dd>
          <code>{answer.event.seed}</code>
        </dd>
        <dt>{t('verify.publishedHash')}</dt>
        <dd>
          <code>{answer.event.seedHash}</code>
        </dd>
        <dt>{t('verify.recomputedHash')}</dt>
        <dd>
          <code>{answer.recomputedSeedHash}</code>
        </dd>
      </dl>
      <p className={styles.method}>{t('verify.method')}</p>
    </div>
  );
}
