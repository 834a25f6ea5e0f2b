import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { useSafeNavigate } from '../../components/ui/safe-link.tsx';
import { useModalStore } from '../../lib/modal-store.ts';
import { PageFrame } from '../frame/page-frame.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { LazyPage } from '../../components/lazy-page/lazy-page.tsx';
import { PAGE_LOADERS } from './page-loaders.ts';
import { RouteEntryContext } from './route-entry-context.tsx';
import { RouteGuard, useHasToken } from './route-guard.tsx';
import { findRoute, NOT_FOUND_ROUTE, ROUTES, type RouteEntry } from './route-table.ts';

const pageOf = (route: RouteEntry) =>
  route.page === 'home' ? <HomePage /> : <LazyPage load={PAGE_LOADERS[route.page]} />;

/** /login and /register are the home page with their modal open; a member is sent home instead. */
function ArrivalModal({ modal }: { modal: 'login' | 'register' }) {
  const show = useModalStore((state) => state.show);
  const hasToken = useHasToken();
  const navigate = useSafeNavigate();
  useEffect(() => {
    if (hasToken) navigate('/', { replace: true });
    else show(modal);
    // Only on arrival: closing the modal must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modal, hasToken]);
  return null;
}

function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0 });
  }, [pathname, hash]);
  return null;
}

/**
 * The frame stays mounted across navigations (it reads the current entry of the route
 * table); only the page inside it changes.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  return (
    <RouteGuard>
      <RouteEntryContext value={route}>
        <ScrollToTop />
        <PageFrame route={route}>
          <Routes>
            {ROUTES.map((entry) => (
              <Route key={entry.path} path={entry.path} element={pageOf(entry)} />
            ))}
            <Route path="*" element={pageOf(NOT_FOUND_ROUTE)} />
          </Routes>
        </PageFrame>
        {route.modal ? <ArrivalModal modal={route.modal} /> : null}
      </RouteEntryContext>
    </RouteGuard>
  );
}
