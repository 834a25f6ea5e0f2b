import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { DeskQuery } from '../pvp/desk-query.tsx';
import { useConfigAudit } from './api/settings.ts';
import { diffConfig } from './config-diff.ts';
import styles from './settings.module.css';

/** Every change of the configuration, newest first: when, who, why and each setting before → after. */
export function ConfigAuditTrail() {
  const { t, i18n } = useTranslation('opsReports');
  const [page, setPage] = useState(1);
  const query = useConfigAudit(page);
  return (
    <section className={styles.section} aria-label={t('settings.audit')}>
      <h3 className={styles.sectionTitle}>{t('settings.audit')}</h3>
      <DeskQuery query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <p className={styles.hint}>{t('settings.noAudit')}</p>
          ) : (
            <>
              <ol className={styles.audit} data-testid="settings-audit">
                {data.list.map((entry) => {
                  const changes = diffConfig(entry.before, entry.after);
                  return (
                    <li key={entry.id}>
                      <strong>{formatDateTime(entry.createdAt, i18n.language)}</strong> · {entry.operator} ·{' '}
                      {entry.reason ?? ''}
                      <ul className={styles.changes}>
                        {changes.slice(0, 12).map((change) => (
                          <li key={change.path}>
                            <code>{change.path}</code>: <span className={styles.before}>{change.before}</span> →{' '}
                            <span className={styles.after}>{change.after}</span>
                          </li>
                        ))}
                        {changes.length > 12 ? <li>{t('settings.more', { count: changes.length - 12 })}</li> : null}
                      </ul>
                    </li>
                  );
                })}
              </ol>
              {data.totalPages > 1 ? <Pagination page={page} totalPages={data.totalPages} onChange={setPage} /> : null}
            </>
          )
        }
      </DeskQuery>
    </section>
  );
}
