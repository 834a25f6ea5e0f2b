import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from '../../features/auth/session-store.ts';
import { readToken } from '../../lib/session-storage.ts';
import { useSiteStatus } from '../../lib/status-context.tsx';
import { guardRedirect } from './route-table.ts';

/** A token exists in session storage (the store mirrors it; storage is the source of truth on reload). */
export function useHasToken(): boolean {
  const token = useSessionStore((state) => state.token);
  return Boolean(token ?? readToken());
}

/**
 * SPEC section 2: with the brand's "home after login" on, every route outside the allow
 * list needs a token; favourites and recent games always do. Others go to /login.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { brand } = useSiteStatus();
  const redirect = guardRedirect({ pathname, hasToken: useHasToken(), homeAfterLogin: brand.homeAfterLogin });
  if (redirect) return <Navigate to={redirect} replace />;
  return children;
}
