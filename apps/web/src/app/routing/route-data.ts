/**
 * The data the first page of a visit shows at once, asked for as soon as the status call has
 * answered (in parallel with the translations) instead of after the first render: the banner
 * carousel's slides, with the first slide's image, and a page's own list where it has one. What
 * arrives before the first render is drawn at once, so nothing below it moves when it comes.
 */
import type { QueryClient } from '@tanstack/react-query';
import { prefetchPromotionList } from '../../features/promotions/api/promotion-list.ts';
import { bannersQuery, HOME_BANNER_GROUP, noticesQuery } from '../../lib/data/use-site-content.ts';
import { HOME_NOTICE_TYPES } from '../pages/home-sections.tsx';
import type { PageKey, RouteEntry } from './route-table.ts';

type PageData = (client: QueryClient, language: string, search: string) => Promise<void>;

/** The first slide is the largest paint of every page with a banner: its image is fetched with the list. */
function preloadImage(url: string): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}

/**
 * Loaders in the entry chunk, not the page's: asked for when the status answers, not once the page's chunk has
 * arrived as well (the list call was a step later on the path to the largest paint).
 */
const PAGE_DATA: Partial<Record<PageKey, PageData>> = {
  // The scrolling notices sit above the jackpot band: arriving after it, they pushed it down.
  home: (client, language) => client.prefetchQuery(noticesQuery(HOME_NOTICE_TYPES, language)),
  // The first card's image is the page's largest paint: fetched with the list, like a banner's first slide.
  promotions: (client, _language, search) =>
    prefetchPromotionList(client, search).then(([first]) => {
      if (first) preloadImage(first.image);
    }),
};

export function prefetchRouteData(route: RouteEntry, client: QueryClient, language: string, search: string): void {
  if (route.frame.banner) {
    client.fetchQuery(bannersQuery(HOME_BANNER_GROUP, language)).then(
      (banners) => {
        if (banners[0]) preloadImage(banners[0].url);
      },
      () => undefined,
    );
  }
  // A failure here is the page's to show when it asks again.
  PAGE_DATA[route.page]?.(client, language, search).catch(() => undefined);
}
