import { TIMINGS } from '@lucky/contracts/common/constants';

export type CarouselSettings = {
  options: { loop: boolean; active: boolean };
  /** Autoplay delay in ms, or null for no autoplay. */
  autoplayDelay: number | null;
  hasPagination: boolean;
};

/** Spec rule: fewer than 2 banners do not loop, autoplay or paginate; 2 or more do all three. */
export function carouselSettings(slideCount: number): CarouselSettings {
  const isRolling = slideCount >= 2;
  return {
    options: { loop: isRolling, active: isRolling },
    autoplayDelay: isRolling ? TIMINGS.bannerAutoplayMs : null,
    hasPagination: isRolling,
  };
}

export type BannerLink = { linkageType: string; linkUrl: string | null };
export type BannerAction = { kind: 'navigate'; to: string } | { kind: 'open'; url: string } | null;

/** What a click on a banner does: nothing for NONE, a new tab for EXTERNAL, a route change otherwise. */
export function bannerAction({ linkageType, linkUrl }: BannerLink): BannerAction {
  if (linkageType === 'NONE' || !linkUrl) return null;
  if (linkageType === 'EXTERNAL') return { kind: 'open', url: linkUrl };
  if (linkUrl.startsWith('/')) return { kind: 'navigate', to: linkUrl };
  if (linkageType === 'PROMOTION') return { kind: 'navigate', to: `/promoDetail?id=${encodeURIComponent(linkUrl)}` };
  if (linkageType === 'GAME') return { kind: 'navigate', to: `/gameCenter?vassalage=${encodeURIComponent(linkUrl)}` };
  return { kind: 'navigate', to: `/${linkUrl}` };
}
