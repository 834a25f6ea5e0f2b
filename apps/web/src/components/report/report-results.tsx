import type { ReactNode } from 'react';
import { EmptyState } from '../ui/empty-state.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { ErrorBlock, LoadingBlock } from '../ui/query-state.tsx';
import styles from './report.module.css';

/** The parts of a TanStack query result the results need. */
export type ReportQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
};

type Props<T> = {
  query: ReportQuery<T>;
  /** Set for a results card (a labelled section); left out, the states render bare. */
  label?: string;
  /** Shown instead of the children when the data has no rows. */
  empty?: { when: (data: T) => boolean; title: string; hint?: string };
  /** Above the rows or the empty state, such as a totals line. */
  header?: (data: T) => ReactNode;
  /** Pages under the rows; the data carries its page count. */
  pagination?: T extends { totalPages: number } ? { page: number; onChange: (page: number) => void } : never;
  children: (data: T) => ReactNode;
};

/** A record page's results: loading, error with retry, then a header, the rows or the empty state, and pages. */
export function ReportResults<T>({ query, label, empty, header, pagination, children }: Props<T>) {
  const body = renderBody(query, { empty, header, pagination, children });
  if (label === undefined) return body;
  return (
    <section className={styles.card} aria-label={label}>
      {body}
    </section>
  );
}

// The pagination prop is only accepted for data with a page count (see Props), so the count is there.
const pageCount = (data: unknown): number => (data as { totalPages: number }).totalPages;

function renderBody<T>(query: ReportQuery<T>, parts: Omit<Props<T>, 'query' | 'label'>): ReactNode {
  const { data, isPending, error, refetch } = query;
  if (isPending) return <LoadingBlock />;
  if (error || !data) return <ErrorBlock error={error} onRetry={() => void refetch()} />;
  const { empty, header, pagination, children } = parts;
  return (
    <>
      {header?.(data)}
      {empty?.when(data) ? <EmptyState title={empty.title} hint={empty.hint} /> : children(data)}
      {pagination ? (
        <Pagination page={pagination.page} totalPages={pageCount(data)} onChange={pagination.onChange} />
      ) : null}
    </>
  );
}
