import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import styles from '../ops.module.css';

type QueuePage<Row> = { list: Row[]; totalPages: number };

type QueuePanelProps<Status extends string, Row> = {
  label: string;
  testId: string;
  statuses: readonly Status[];
  status: Status;
  statusLabel: (status: Status) => string;
  onStatusChange: (status: Status) => void;
  query: UseQueryResult<QueuePage<Row>>;
  page: number;
  onPageChange: (page: number) => void;
  onRefresh: () => void;
  /** The last failed action of the desk, shown above the table. */
  actionError: unknown;
  header: ReactNode;
  renderRow: (row: Row) => ReactNode;
  /** Above the table: the queue's totals, when the desk has them. */
  summary?: ReactNode;
};

/** A queue's status filter and page, as QueuePanel props: choosing another status starts again at page 1. */
export function useQueueFilter<Status extends string>(statuses: readonly Status[], initial: Status) {
  const [status, setStatus] = useState<Status>(initial);
  const [page, setPage] = useState(1);
  const onStatusChange = (next: Status) => {
    setStatus(next);
    setPage(1);
  };
  return { status, page, panelProps: { statuses, status, onStatusChange, page, onPageChange: setPage } };
}

/**
 * The frame every operator queue shares: a status filter, refresh, the action error, the
 * loading, failed and empty states, the table and its pages. Each desk supplies its columns.
 */
export function QueuePanel<Status extends string, Row>(props: QueuePanelProps<Status, Row>) {
  const { t } = useTranslation('ops');
  const describeError = useErrorMessage();
  const { query } = props;
  return (
    <section className={styles.panel} aria-label={props.label}>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>{t('status')}</span>
          <select value={props.status} onChange={(event) => props.onStatusChange(event.target.value as Status)}>
            {props.statuses.map((item) => (
              <option key={item} value={item}>
                {props.statusLabel(item)}
              </option>
            ))}
          </select>
        </label>
        <Button size="sm" variant="ghost" onClick={props.onRefresh}>
          {t('refresh')}
        </Button>
      </div>
      {props.summary}
      {props.actionError ? (
        <p className={styles.error} role="alert">
          {describeError(props.actionError)}
        </p>
      ) : null}
      {query.isPending ? (
        <Spinner size={28} label={t('loading')} />
      ) : query.error || !query.data ? (
        <p className={styles.error} role="alert">
          {describeError(query.error)}
        </p>
      ) : query.data.list.length === 0 ? (
        <EmptyState title={t('emptyQueue')} />
      ) : (
        <table className={styles.table} data-testid={props.testId}>
          <thead>{props.header}</thead>
          <tbody>{query.data.list.map(props.renderRow)}</tbody>
        </table>
      )}
      {query.data ? (
        <Pagination page={props.page} totalPages={query.data.totalPages} onChange={props.onPageChange} />
      ) : null}
    </section>
  );
}
