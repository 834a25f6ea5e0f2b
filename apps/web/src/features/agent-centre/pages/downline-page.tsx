import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import styles from '../components/agent-ui.module.css';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { DownlineTable, type Downline } from '../components/downline-table.tsx';
import { DownlineFilterBar, type DownlineFilters } from '../components/downline-filter-bar.tsx';
import { useDownlineList, useRefreshDownline, type DownlineQuery } from '../api/downline-list.ts';

// Both dialogs load only when opened: the list does not need their code (the transfer form carries its contract's zod schema).
const TransferDialog = lazy(() =>
  import('../components/transfer-dialog.tsx').then((module) => ({ default: module.TransferDialog })),
);
const OfferContractDialog = lazy(() =>
  import('../contracts/components/offer-contract-dialog.tsx').then((module) => ({
    default: module.OfferContractDialog,
  })),
);

export type DownlinePageData = ValueOf<(typeof ENDPOINTS)['agentDownlineList']>;

export function buildDownlineQuery(filters: DownlineFilters, pageNo: number, pageSize = 20): DownlineQuery {
  return {
    pageNo,
    pageSize,
    scope: filters.scope,
    ...(filters.username.trim() ? { username: filters.username.trim() } : {}),
    ...(filters.kind ? { type: filters.kind } : {}),
  };
}

const MemberManageDialog = lazy(() =>
  import('../components/member-manage-dialog.tsx').then((module) => ({ default: module.MemberManageDialog })),
);

type Action = { kind: 'transfer' | 'offer' | 'manage'; row: Downline } | null;

/** Team management (`downlineManagmentView`): the downline list with transfer, contract offers and member management. */
export function DownlinePage() {
  const { t } = useTranslation('agent');
  const [filters, setFilters] = useState<DownlineFilters>({ scope: 'DIRECT', username: '', kind: '' });
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action>(null);
  const query = buildDownlineQuery(filters, page);
  const { data, isPending, error, refetch, isFetching } = useDownlineList(query);
  const change = (next: Partial<DownlineFilters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };
  const refreshList = useRefreshDownline();

  return (
    <div className={styles.page}>
      <DownlineFilterBar filters={filters} isBusy={isFetching} onChange={change} />
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
                onManage={(row) => setAction({ kind: 'manage', row })}
              />
            )}
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </section>
      {action?.kind === 'transfer' ? (
        <Suspense fallback={null}>
          <TransferDialog downline={action.row} onClose={() => setAction(null)} onDone={refreshList} />
        </Suspense>
      ) : null}
      {action?.kind === 'manage' ? (
        <Suspense fallback={null}>
          <MemberManageDialog username={action.row.username} onClose={() => setAction(null)} />
        </Suspense>
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
