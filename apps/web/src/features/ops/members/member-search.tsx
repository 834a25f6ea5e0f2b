import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { opsPath } from '../layout/ops-paths.ts';
import { useMemberSearch } from './api/member-search.ts';
import { MemberFilters, toSearchQuery, type FilterValues } from './member-filters.tsx';
import { useMemberLabels } from './member-labels.ts';
import { Pager } from './pager.tsx';
import styles from '../ops.module.css';

/** The member list (route /ops/members): search by part of any identifier, filters, sorting, paging. */
export function OpsMemberSearch() {
  const { t, i18n } = useTranslation('opsMembers');
  const describeError = useErrorMessage();
  const labels = useMemberLabels();
  const [filters, setFilters] = useState<FilterValues | null>(null);
  const [page, setPage] = useState(1);
  const query = useMemberSearch({ ...(filters ? toSearchQuery(filters) : {}), pageNo: page, pageSize: 20 });
  const result = query.data;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  return (
    <section className={styles.panel} aria-label={t('search.title')}>
      <h2 className={styles.subtitle}>{t('search.title')}</h2>
      <MemberFilters
        onSearch={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      {query.error ? (
        <p className={styles.error} role="alert">
          {describeError(query.error)}
        </p>
      ) : null}
      {result ? (
        <>
          <table className={styles.table} data-testid="member-list">
            <thead>
              <tr>
                <th>{t('column.username')}</th>
                <th>{t('column.name')}</th>
                <th>{t('column.status')}</th>
                <th>{t('column.type')}</th>
                <th className={styles.num}>{t('column.vipLevel')}</th>
                <th>{t('column.agent')}</th>
                <th className={styles.num}>{t('column.balance')}</th>
                <th>{t('column.registered')}</th>
                <th>{t('column.lastLogin')}</th>
                <th>{t('column.matched')}</th>
              </tr>
            </thead>
            <tbody>
              {result.list.map((row) => (
                <tr key={row.memberId}>
                  <td>
                    <Link to={opsPath.member(row.memberId)}>{row.username}</Link>
                  </td>
                  <td>{row.payeeName ?? row.nickname ?? '—'}</td>
                  <td>{labels.status(row.status)}</td>
                  <td>{labels.type(row.type)}</td>
                  <td className={styles.num}>{row.vipLevel}</td>
                  <td>{row.uplineUsername ?? '—'}</td>
                  <td className={styles.num}>{formatMoney(row.balance, { language: i18n.language })}</td>
                  <td>{when(row.createdAt)}</td>
                  <td>{when(row.lastLoginAt)}</td>
                  <td>{row.matched ? t(`matched.${row.matched}`) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.list.length === 0 ? <p className={styles.hint}>{t('search.none')}</p> : null}
          <Pager page={page} totalPages={result.totalPages} totalCount={result.totalCount} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}
