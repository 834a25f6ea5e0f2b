/**
 * The translation namespaces each page shows, loaded with the page (its chunk and its text arrive
 * together) instead of every namespace of the site at boot. A namespace missing here still works:
 * `useTranslation` fetches it on first use (lib/i18n.ts), only a moment later.
 */
import type { PageKey, RouteEntry } from './route-table.ts';

/** The frame around every page: header, side menu, footer (its feedback link) and the login gate's texts. */
export const FRAME_NAMESPACES: readonly string[] = ['common', 'frame', 'auth', 'feedback'];

export const PAGE_NAMESPACES: Readonly<Record<PageKey, readonly string[]>> = {
  home: ['pages'],
  gameCentre: ['pages'],
  notices: ['pages', 'messages'],
  vip: ['vip', 'errors'],
  pointMall: ['points', 'errors'],
  lottery: ['lottery', 'errors'],
  sportsbook: ['sportsbook', 'errors', 'validation'],
  pvp: ['pvp', 'errors'],
  gameCategory: ['pages'],
  aboutUs: ['pages'],
  promotions: ['promotions', 'errors'],
  promoDetail: ['promotions', 'errors'],
  seamless: ['pages'],
  help: ['pages'],
  helpMc: ['pages'],
  join: ['pages'],
  game: ['pages'],
  download: ['pages'],
  favorite: ['pages'],
  recent: ['pages'],
  feedback: ['feedback', 'errors'],
  responsiblePlay: ['responsiblePlay', 'errors'],
  ops: [
    'ops',
    'opsContent',
    'opsVendors',
    'opsLottery',
    'opsSports',
    'opsPvp',
    'opsMembers',
    'agentNet',
    'opsReports',
    'opsRisk',
    'kyc',
    'responsiblePlay',
    'missions',
    'points',
    'promotions',
    'vip',
    'feedback',
    'errors',
  ],
  notFound: ['pages'],
};

/** What the first page of a visit needs before it renders: the frame's namespaces and the page's. */
export function routeNamespaces(route: Pick<RouteEntry, 'page'>): string[] {
  return [...new Set([...FRAME_NAMESPACES, ...PAGE_NAMESPACES[route.page]])];
}
