/**
 * Every route of the site (SPEC section 2) as data: which page it shows and which frame
 * parts it gets. The router, the guard and the frame all read this one table.
 */
export type PageKey =
  | 'home'
  | 'gameCentre'
  | 'notices'
  | 'vip'
  | 'pointMall'
  | 'lottery'
  | 'sportsbook'
  | 'pvp'
  | 'gameCategory'
  | 'aboutUs'
  | 'promotions'
  | 'promoDetail'
  | 'seamless'
  | 'help'
  | 'helpMc'
  | 'join'
  | 'game'
  | 'download'
  | 'favorite'
  | 'recent'
  | 'feedback'
  | 'responsiblePlay'
  | 'notFound'
  | 'ops';

export type FrameParts = { header: boolean; footer: boolean; sideMenu: boolean; banner: boolean };

export type RouteEntry = {
  path: string;
  page: PageKey;
  frame: FrameParts;
  /** Game category shown by a category page (`/live` shows LIVE, `/elott` shows ELOTT and LOTT, `/new` the NEW list). */
  categories?: readonly string[];
  /** Modal opened on arrival: `/register` is home with the registration modal. */
  modal?: 'login' | 'register';
  /** Needs a session token whatever the brand setting (favourites, recent games). */
  requiresLogin?: boolean;
  /** Light banner style (home and register). */
  lightBanner?: boolean;
  /** Jackpot counter over the first banner slide. */
  jackpotOverlay?: boolean;
  /** Header without the category navigation (lottery pages). */
  hideHeaderNav?: boolean;
};

const FULL: FrameParts = { header: true, footer: true, sideMenu: true, banner: false };
const WITH_BANNER: FrameParts = { ...FULL, banner: true };
const HEADER_FOOTER: FrameParts = { header: true, footer: true, sideMenu: false, banner: false };
const HEADER_ONLY: FrameParts = { header: true, footer: false, sideMenu: false, banner: false };
const BARE: FrameParts = { header: false, footer: false, sideMenu: false, banner: false };

const home = (path: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  page: 'home',
  frame: WITH_BANNER,
  lightBanner: true,
  ...extra,
});
const category = (path: string, categories: readonly string[], extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  page: 'gameCategory',
  frame: FULL,
  categories,
  ...extra,
});

export const ROUTES: readonly RouteEntry[] = [
  home('/'),
  home('/index', { lightBanner: false }),
  home('/index.html', { lightBanner: false }),
  home('/home', { lightBanner: false }),
  home('/login', { modal: 'login', lightBanner: false }),
  home('/register', { modal: 'register' }),
  home('/register.html', { modal: 'register' }),
  { path: '/gameCenter', page: 'gameCentre', frame: WITH_BANNER },
  { path: '/noticePage', page: 'notices', frame: HEADER_FOOTER },
  { path: '/vip', page: 'vip', frame: HEADER_FOOTER },
  { path: '/pointMall', page: 'pointMall', frame: HEADER_FOOTER },
  { path: '/lottery', page: 'lottery', frame: HEADER_ONLY, categories: ['LOTT'], hideHeaderNav: true },
  { path: '/vnlottery', page: 'lottery', frame: HEADER_ONLY, categories: ['LOTT'], hideHeaderNav: true },
  { path: '/elott', page: 'lottery', frame: FULL, categories: ['ELOTT', 'LOTT'] },
  // A game's betting page (what the lottery launch answers) and the public proof of a draw.
  { path: '/lottery/play', page: 'lottery', frame: HEADER_ONLY, categories: ['LOTT'], hideHeaderNav: true },
  { path: '/lottery/verify', page: 'lottery', frame: HEADER_FOOTER },
  category('/hotgame', ['HOT']),
  // The navigation map's short paths: /hot is /hotgame; /new lists the games flagged new.
  category('/hot', ['HOT']),
  category('/new', ['NEW']),
  // The in-house sportsbook's three categories (issue 16): one lazy page with the board, the slip and my bets.
  { path: '/cockfight', page: 'sportsbook', frame: HEADER_FOOTER, categories: ['COCKFIGHT'] },
  category('/rng', ['RNG'], { frame: WITH_BANNER, jackpotOverlay: true }),
  category('/live', ['LIVE']),
  category('/fish', ['FISH']),
  // The in-house card rooms (issue 17): the lobby, and a table with `?roomId=` (what the launch call answers).
  { path: '/pvp', page: 'pvp', frame: HEADER_FOOTER, categories: ['PVP'] },
  { path: '/sports', page: 'sportsbook', frame: HEADER_FOOTER, categories: ['SPORTS'] },
  category('/localGames', ['LOCAL']),
  { path: '/esports', page: 'sportsbook', frame: HEADER_FOOTER, categories: ['ESPORTS'] },
  { path: '/aboutUs', page: 'aboutUs', frame: WITH_BANNER },
  { path: '/promotions', page: 'promotions', frame: FULL },
  { path: '/promoDetail', page: 'promoDetail', frame: FULL },
  { path: '/seamless', page: 'seamless', frame: HEADER_ONLY },
  { path: '/help', page: 'help', frame: FULL },
  { path: '/helpmc', page: 'helpMc', frame: BARE },
  { path: '/join', page: 'join', frame: FULL },
  { path: '/game', page: 'game', frame: HEADER_ONLY },
  { path: '/download', page: 'download', frame: FULL },
  { path: '/favorite', page: 'favorite', frame: FULL, requiresLogin: true },
  { path: '/recent', page: 'recent', frame: FULL, requiresLogin: true },
  { path: '/feedback', page: 'feedback', frame: HEADER_FOOTER, requiresLogin: true },
  { path: '/responsible-play', page: 'responsiblePlay', frame: HEADER_FOOTER, requiresLogin: true },
  // The back office, its sections and deep links (/ops/members/42, /ops/orders/D123): the desk routes inside.
  { path: '/ops/*', page: 'ops', frame: BARE },
];

export const NOT_FOUND_ROUTE: RouteEntry = { path: '*', page: 'notFound', frame: HEADER_FOOTER };

/** Routes a visitor may open without a token when the brand sends members home after login. */
// /ops is the finance desk: operators sign in there with their own accounts.
export const PUBLIC_WHEN_HOME_AFTER_LOGIN: readonly string[] = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
  '/ops/*',
];

export const LOGIN_PATH = '/login';

const normalise = (pathname: string): string =>
  (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

/** A path of the table matches itself, and one ending in `/*` (a page with routes of its own) everything below it. */
function matchesPath(path: string, wanted: string): boolean {
  const own = path.toLowerCase();
  if (!own.endsWith('/*')) return own === wanted;
  return wanted === own.slice(0, -2) || wanted.startsWith(own.slice(0, -1));
}

/** The route of a pathname; React Router matches case-insensitively, and so does this. */
export function findRoute(pathname: string): RouteEntry {
  const wanted = normalise(pathname);
  return ROUTES.find((route) => matchesPath(route.path, wanted)) ?? NOT_FOUND_ROUTE;
}

/** Where the guard sends a visitor, or null when the route may be shown. */
export function guardRedirect({
  pathname,
  hasToken,
  homeAfterLogin,
}: {
  pathname: string;
  hasToken: boolean;
  homeAfterLogin: boolean;
}): string | null {
  if (hasToken) return null;
  const route = findRoute(pathname);
  if (route.requiresLogin) return LOGIN_PATH;
  if (homeAfterLogin && !PUBLIC_WHEN_HOME_AFTER_LOGIN.some((path) => matchesPath(path, normalise(pathname))))
    return LOGIN_PATH;
  return null;
}
