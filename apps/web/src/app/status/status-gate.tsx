import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { StatusProvider, toSiteStatus } from '../../lib/status-context.tsx';
import { BootFailure, BootSplash } from './boot-screens.tsx';
import { bootstrapSite } from './bootstrap.ts';
import { MaintenancePage } from './maintenance-page.tsx';
import { RestrictedPage } from './restricted-page.tsx';

export const STATUS_QUERY_KEY = ['systemStatus'] as const;

/**
 * The operators' desk stays open in maintenance and outside the allowed regions: operators run the maintenance window
 * from it, and the desk has its own address allow list per operator.
 */
const isOperatorDesk = (pathname: string) => pathname === '/ops' || pathname.startsWith('/ops/');

/** Shows the normal site (status 0), the maintenance page (1) or the restricted page (2); the desk always opens. */
export function StatusGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: STATUS_QUERY_KEY,
    queryFn: () => bootstrapSite(window.location, queryClient),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
    refetchOnWindowFocus: false,
  });
  const status = useMemo(() => (query.data ? toSiteStatus(query.data) : null), [query.data]);

  if (query.isPending) return <BootSplash />;
  if (!status)
    return <BootFailure error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  const gated = !isOperatorDesk(window.location.pathname);
  if (gated && status.status === 1) return <MaintenancePage status={status} />;
  if (gated && status.status === 2) return <RestrictedPage status={status} />;
  return <StatusProvider value={status}>{children}</StatusProvider>;
}
