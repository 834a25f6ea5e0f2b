import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { syncSessionFromStorage } from '../../lib/session-store.ts';
import { StatusProvider, toSiteStatus } from '../../lib/status-context.tsx';
import { createTestQueryClient, makeStatusValue, startTestI18n } from '../../test/site-fixtures.tsx';
import { RouteGuard } from './route-guard.tsx';
import { findRoute, guardRedirect, PUBLIC_WHEN_HOME_AFTER_LOGIN, ROUTES } from './route-table.ts';

function renderGuarded(path: string, homeAfterLogin: boolean) {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <StatusProvider value={toSiteStatus(makeStatusValue({ homeAfterLogin }))}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<p>login screen</p>} />
            <Route
              path="*"
              element={
                <RouteGuard>
                  <p>guarded content</p>
                </RouteGuard>
              }
            />
          </Routes>
        </MemoryRouter>
      </StatusProvider>
    </QueryClientProvider>,
  );
}

const setToken = (token: string | null) => {
  if (token) sessionStorage.setItem('token', token);
  else sessionStorage.clear();
  syncSessionFromStorage();
};

beforeAll(startTestI18n);
afterEach(() => {
  cleanup();
  setToken(null);
});

describe('route table', () => {
  it('has every route of the spec, its aliases, favourites and recent', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of [
      '/',
      '/index',
      '/index.html',
      '/home',
      '/register',
      '/register.html',
      '/gameCenter',
      '/noticePage',
      '/vip',
      '/pointMall',
      '/lottery',
      '/vnlottery',
      '/elott',
      '/hotgame',
      '/rng',
      '/live',
      '/fish',
      '/pvp',
      '/sports',
      '/localGames',
      '/esports',
      '/aboutUs',
      '/promotions',
      '/promoDetail',
      '/seamless',
      '/help',
      '/helpmc',
      '/join',
      '/game',
      '/download',
      '/favorite',
      '/recent',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('gives each route the frame parts of SPEC section 2', () => {
    expect(findRoute('/').frame).toEqual({ header: true, footer: true, sideMenu: true, banner: true });
    expect(findRoute('/pointMall').frame).toEqual({ header: true, footer: true, sideMenu: false, banner: false });
    expect(findRoute('/lottery').frame).toEqual({ header: true, footer: false, sideMenu: false, banner: false });
    expect(findRoute('/helpmc').frame).toEqual({ header: false, footer: false, sideMenu: false, banner: false });
    expect(findRoute('/aboutUs').frame.banner).toBe(true);
    expect(findRoute('/rng').jackpotOverlay).toBe(true);
    expect(findRoute('/register').modal).toBe('register');
    expect(findRoute('/no-such-page').page).toBe('notFound');
  });
});

describe('guardRedirect', () => {
  it('lets everything through when the brand setting is off', () => {
    expect(guardRedirect({ pathname: '/vip', hasToken: false, homeAfterLogin: false })).toBeNull();
    expect(guardRedirect({ pathname: '/', hasToken: false, homeAfterLogin: false })).toBeNull();
  });

  it('sends a visitor without a token to /login when the setting is on', () => {
    for (const path of ['/', '/vip', '/gameCenter', '/help', '/unknown']) {
      expect(guardRedirect({ pathname: path, hasToken: false, homeAfterLogin: true })).toBe('/login');
    }
  });

  it('keeps the allow-list open when the setting is on', () => {
    expect(PUBLIC_WHEN_HOME_AFTER_LOGIN).toEqual(
      expect.arrayContaining(['/login', '/register', '/register.html', '/helpmc', '/download']),
    );
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download']) {
      expect(guardRedirect({ pathname: path, hasToken: false, homeAfterLogin: true })).toBeNull();
    }
  });

  it('lets a member with a token through', () => {
    expect(guardRedirect({ pathname: '/vip', hasToken: true, homeAfterLogin: true })).toBeNull();
  });

  it('always asks for a token on favourites and recent games', () => {
    expect(guardRedirect({ pathname: '/favorite', hasToken: false, homeAfterLogin: false })).toBe('/login');
    expect(guardRedirect({ pathname: '/recent', hasToken: false, homeAfterLogin: false })).toBe('/login');
    expect(guardRedirect({ pathname: '/recent', hasToken: true, homeAfterLogin: false })).toBeNull();
  });
});

describe('RouteGuard', () => {
  it('redirects to /login when home-after-login is on and session storage has no token', () => {
    renderGuarded('/vip', true);
    expect(screen.getByText('login screen')).toBeInTheDocument();
    expect(screen.queryByText('guarded content')).not.toBeInTheDocument();
  });

  it('shows the page when session storage holds a token', () => {
    setToken('member-token');
    renderGuarded('/vip', true);
    expect(screen.getByText('guarded content')).toBeInTheDocument();
  });

  it('shows allow-listed pages without a token', () => {
    renderGuarded('/download', true);
    expect(screen.getByText('guarded content')).toBeInTheDocument();
  });

  it('shows every page when the setting is off', () => {
    renderGuarded('/vip', false);
    expect(screen.getByText('guarded content')).toBeInTheDocument();
  });
});
