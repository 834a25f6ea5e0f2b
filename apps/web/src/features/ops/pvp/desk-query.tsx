import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';

/** A panel's data: the loading block, the error with a retry, or the panel drawn from the data. */
export function DeskQuery<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <LoadingBlock />;
  if (query.error || query.data === undefined)
    return <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
