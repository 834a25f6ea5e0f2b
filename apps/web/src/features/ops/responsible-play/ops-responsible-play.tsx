import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useOpsPlayMember, useOpsPlayReport } from './ops-play-api.ts';
import { ExcludeForm, LowerLimitForm } from './ops-play-forms.tsx';
import styles from '../ops.module.css';

/**
 * The responsible-play section of the player view: the member's limits with their use, exclusions and the history
 * of both, and the two actions an operator may take (lower a limit, exclude), each with a reason and audited.
 */
export function OpsResponsiblePlay({ username }: { username: string }) {
  const { t, i18n } = useTranslation('responsiblePlay');
  const describeError = useErrorMessage();
  const query = useOpsPlayMember(username);
  const at = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t('break.duration.PERMANENT'));
  if (query.error)
    return (
      <p className={styles.error} role="alert">
        {describeError(query.error)}
      </p>
    );
  const view = query.data;
  if (!view) return null;
  return (
    <section className={styles.panel} aria-label={t('ops.title')} data-testid="ops-responsible-play">
      <h3 className={styles.subtitle}>{t('ops.title')}</h3>
      {view.limits.length === 0 ? <p className={styles.hint}>{t('ops.noLimits')}</p> : null}
      <table className={styles.table}>
        <tbody>
          {view.limits.map((limit) => (
            <tr key={`${limit.kind}-${limit.period}`}>
              <th scope="row">{t(`limits.kind.${limit.kind}`)}</th>
              <td>{t(`limits.period.${limit.period}`)}</td>
              <td className={styles.num}>{t('limits.used', { used: limit.used, amount: limit.amount })}</td>
              <td>
                {limit.pending
                  ? limit.pending.isRemoval
                    ? t('limits.pendingRemoval')
                    : t('limits.pending', { amount: limit.pending.amount })
                  : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>{t('ops.exclusions')}</h4>
      {view.exclusions.length === 0 ? <p className={styles.hint}>{t('ops.noExclusions')}</p> : null}
      <table className={styles.table}>
        <tbody>
          {view.exclusions.map((row) => (
            <tr key={row.id}>
              <th scope="row">{t(`break.kind.${row.kind}`)}</th>
              <td>{t(`break.duration.${row.duration}`)}</td>
              <td>{at(row.startsAt)}</td>
              <td>
                {t('ops.until')} {at(row.endsAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.columns}>
        <LowerLimitForm username={username} />
        <ExcludeForm username={username} />
      </div>
      <PlayHistory events={view.events} />
    </section>
  );
}

/** The desk's report: exclusions and limit hits of the last 30 days, and the members near a limit now. */
export function OpsResponsiblePlayReport() {
  const { t, i18n } = useTranslation('responsiblePlay');
  const report = useOpsPlayReport().data;
  if (!report) return null;
  const at = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t('break.duration.PERMANENT'));
  return (
    <section className={styles.panel} aria-label={t('ops.report')}>
      <h3 className={styles.subtitle}>{t('ops.report')}</h3>
      <h4>{t('ops.exclusions')}</h4>
      <table className={styles.table}>
        <tbody>
          {report.exclusions.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.username}</th>
              <td>{t(`break.kind.${row.kind}`)}</td>
              <td>{t(`break.duration.${row.duration}`)}</td>
              <td>{at(row.startsAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>{t('ops.hits')}</h4>
      <table className={styles.table}>
        <tbody>
          {report.hits.map((hit) => (
            <tr key={`${hit.username}-${hit.code}`}>
              <th scope="row">{hit.username}</th>
              <td>{t(`errors:error.${hit.code}`, { defaultValue: hit.code })}</td>
              <td className={styles.num}>{hit.count}</td>
              <td>{at(hit.lastAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>{t('ops.near')}</h4>
      <table className={styles.table}>
        <tbody>
          {report.nearLimits.map((row) => (
            <tr key={`${row.username}-${row.kind}-${row.period}`}>
              <th scope="row">{row.username}</th>
              <td>
                {t(`limits.kind.${row.kind}`)} · {t(`limits.period.${row.period}`)}
              </td>
              <td className={styles.num}>{t('limits.used', { used: row.used, amount: row.amount })}</td>
              <td className={styles.num}>{Math.round(row.share * 100)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

type PlayEvent = {
  id: number;
  action: string;
  kind: string | null;
  period: string | null;
  before: string | null;
  after: string | null;
  operator: string | null;
  reason: string | null;
  createdAt: string;
};

/** Every change of the member's limits and exclusions, newest first, with who made it and why. */
function PlayHistory({ events }: { events: PlayEvent[] }) {
  const { t, i18n } = useTranslation('responsiblePlay');
  const at = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <>
      <h4>{t('ops.history')}</h4>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('ops.when')}</th>
            <th scope="col">{t('ops.action')}</th>
            <th scope="col">{t('ops.by')}</th>
            <th scope="col">{t('ops.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>{at(event.createdAt)}</td>
              <td>
                <span className={styles.code}>{event.action}</span> {event.kind ?? ''} {event.period ?? ''}{' '}
                {event.before ?? ''}
                {event.after ? ` → ${event.after}` : ''}
              </td>
              <td>{event.operator ?? ''}</td>
              <td>{event.reason ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
