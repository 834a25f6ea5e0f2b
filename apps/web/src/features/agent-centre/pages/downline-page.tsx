import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import styles from '../components/agent-ui.module.css';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { DownlineTable, type Downline } from './downline-table.tsx';
import { TransferDialog } from './transfer-dialog.tsx';
import { useDownlineList, useRefreshDownline, type DownlineQuery } from '../api/downline-list.ts';

// The contracts work owns this dialog; loaded only when an agent offers a contract.
const OfferContractDialog = lazy(() =>
  import('../contracts/components/offer-contract-dialog.tsx').then((module) => ({
    default: module.OfferContractDialog,
  })),
);

export type DownlinePageData = ValueOf<(typeof ENDPOINTS)['agentDownlineList']>;
type Scope = 'DIRECT' | 'ALL';
type KindFilter = '' | 'MEMBER' | 'AGENT';
export type DownlineFilters = { scope: Scope; username: string; kind: KindFilter };

export function buildDownlineQuery(filters: DownlineFilters, pageNo: number, pageSize = 20): DownlineQuery {
  return {
    pageNo,
    pageSize,
    scope: filters.scope,
    ...(filters.username.trim() ? { username: filters.username.trim() } : {}),
    ...(filters.kind ? { type: filters.kind } : {}),
  };
}

type Action = { kind: 'transfer' | 'offer'; row: Downline } | null;

/** Team management (`downlineManagmentView`): the downline list with transfer and contract offers. */
export function DownlinePage() {
  const { t } = useTranslation('agent');
  const [filters, setFilters] = useState<DownlineFilters>({ scope: 'DIRECT', username: '', kind: '' });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action>(null);
  const query = buildDownlineQuery(filters, page);
  const { data, isPending, error, refetch, isFetching } = useDownlineList(query);
  const change = (next: Partial<DownlineFilters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ username: search });
  };
  const refreshList = useRefreshDownline();

  return (
    <div className={styles.page}>
      <form className={`${styles.card} ${styles.filters}`} onSubmit={submit} aria-label={t('filters')}>
        <div className={styles.chips} role="group" aria-label={t('downline.scope')}>
          {(['DIRECT', 'ALL'] as const).map((scope) => (
            <button
              key={scope}
              type="button"
              className={`${styles.chip} ${filters.scope === scope ? styles.chipActive : ''}`}
              aria-pressed={filters.scope === scope}
              onClick={() => change({ scope })}
            >
              {t(`downline.scopeName.${scope}`)}
            </button>
          ))}
        </div>
        <div className={styles.field}>
          <label htmlFor="downline-user">{t('column.username')}</label>
          <input
            id="downline-user"
            type="search"
            value={search}
            maxLength={64}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="downline-kind">{t('column.type')}</label>
          <select
            id="downline-kind"
            value={filters.kind}
            onChange={(event) => change({ kind: event.target.value as KindFilter })}
          >
            <option value="">{t('downline.kindName.ANY')}</option>
            <option value="MEMBER">{t('downline.kindName.MEMBER')}</option>
            <option value="AGENT">{t('downline.kindName.AGENT')}</option>
          </select>
        </div>
        <Button type="submit" disabled={isFetching}>
          {t('range.search')}
        </Button>
      </form>
      <section className={styles.card} aria-label={t('results')}>
        {isPending ? (
          <LoadingBlock />
        ) : error || !data ? (
          <ErrorBlock error={error} onRetry={() => void refetch()} />
        ) : (
          <>
            <div className={styles.totals}>
              <span className={styles.hint} data-testid="downline-count">
                {t('totals', { count: data.totalCount })}
              </span>
            </div>
            {data.list.length === 0 ? (
              <EmptyState title={t('downline.empty')} hint={t('downline.emptyHint')} />
            ) : (
              <DownlineTable
                rows={data.list}
                showLevel={filters.scope === 'ALL'}
                onTransfer={(row) => setAction({ kind: 'transfer', row })}
                onOffer={(row) => setAction({ kind: 'offer', row })}
              />
            )}
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </section>
      {action?.kind === 'transfer' ? (
        <TransferDialog downline={action.row} onClose={() => setAction(null)} onDone={refreshList} />
      ) : null}
      {action?.kind === 'offer' ? (
        <Suspense fallback={null}>
          <OfferContractDialog
            downline={{ memberId: action.row.id, username: action.row.username }}
            onClose={() => {
              setAction(null);
              refreshList();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
