import type { ComponentType } from 'react';
import { loadNamespaces } from '../../lib/i18n.ts';
import type { PageModuleLoader } from '../../components/lazy-page/lazy-page.tsx';
import { PAGE_NAMESPACES } from './page-namespaces.ts';
import type { PageKey } from './route-table.ts';

type LazyPageKey = Exclude<PageKey, 'home'>;

/** One lazy chunk per page; home ships in the entry chunk. */
const PAGE_MODULES: Record<LazyPageKey, () => Promise<ComponentType>> = {
  gameCentre: () => import('../pages/game-centre-page.tsx').then((module) => module.GameCentrePage),
  notices: () => import('../pages/notices-page.tsx').then((module) => module.NoticesPage),
  vip: () => import('../../features/vip/pages/vip-page.tsx').then((module) => module.VipClubPage),
  pointMall: () =>
    import('../../features/points-mall/pages/points-mall-page.tsx').then((module) => module.PointsMallPage),
  lottery: () =>
    import('../../features/lottery/pages/lottery-route-page.tsx').then((module) => module.LotteryRoutePage),
  sportsbook: () =>
    import('../../features/sportsbook/pages/sportsbook-route-page.tsx').then((module) => module.SportsbookRoutePage),
  pvp: () => import('../../features/pvp/pages/pvp-route-page.tsx').then((module) => module.PvpRoutePage),
  gameCategory: () => import('../pages/game-category-page.tsx').then((module) => module.GameCategoryPage),
  aboutUs: () => import('../pages/about-us-page.tsx').then((module) => module.AboutUsPage),
  promotions: () =>
    import('../../features/promotions/pages/promotions-list-page.tsx').then((module) => module.PromotionsListPage),
  promoDetail: () =>
    import('../../features/promotions/pages/promotion-detail-page.tsx').then((module) => module.PromotionDetailPage),
  seamless: () => import('../pages/seamless-page.tsx').then((module) => module.SeamlessPage),
  help: () => import('../pages/help-page.tsx').then((module) => module.HelpPage),
  helpMc: () => import('../pages/help-page.tsx').then((module) => module.HelpMemberCentrePage),
  join: () => import('../pages/join-page.tsx').then((module) => module.JoinPage),
  game: () => import('../pages/game-page.tsx').then((module) => module.GamePage),
  download: () => import('../pages/download-page.tsx').then((module) => module.DownloadPage),
  favorite: () => import('../pages/my-games-page.tsx').then((module) => module.FavoritePage),
  recent: () => import('../pages/my-games-page.tsx').then((module) => module.RecentPage),
  feedback: () => import('../../features/feedback/pages/feedback-page.tsx').then((module) => module.FeedbackPage),
  responsiblePlay: () =>
    import('../../features/responsible-play/pages/responsible-play-page.tsx').then(
      (module) => module.ResponsiblePlayPage,
    ),
  ops: () => import('../../features/ops/ops-page.tsx').then((module) => module.OpsPage),
  notFound: () => import('../pages/not-found-page.tsx').then((module) => module.NotFoundPage),
};

const withTranslations =
  (page: LazyPageKey): PageModuleLoader =>
  async () => {
    const [component] = await Promise.all([PAGE_MODULES[page](), loadNamespaces(PAGE_NAMESPACES[page])]);
    return component;
  };

/** Each page's chunk together with its translation namespaces, so it renders with its text. */
export const PAGE_LOADERS = Object.fromEntries(
  (Object.keys(PAGE_MODULES) as LazyPageKey[]).map((page) => [page, withTranslations(page)]),
) as Record<LazyPageKey, PageModuleLoader>;

/**
 * Starts downloading a page's chunk without waiting for it: the first page of a visit is fetched
 * while the status call is under way instead of after it. A failure is left to the page's own load.
 */
export function preloadPageChunk(page: PageKey): void {
  if (page !== 'home') PAGE_MODULES[page]().catch(() => undefined);
}
