import { TIMINGS } from '@lucky/contracts/common/constants';
import { safeSiteLink } from '@lucky/contracts/common/site-link';

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

/**
 * What a click on a banner does: nothing for NONE, a new tab for EXTERNAL, a route change otherwise. Every
 * target passes the site-link rule the server saves links by, so a link stored before that rule (or edited in
 * the database) cannot send a visitor off-site or run script: such a banner is simply not clickable.
 */
export function bannerAction({ linkageType, linkUrl }: BannerLink): BannerAction {
  if (linkageType === 'NONE' || !linkUrl) return null;
  if (linkageType === 'EXTERNAL') {
    const url = safeSiteLink(linkUrl, 'external');
    return url ? { kind: 'open', url } : null;
  }
  const to = safeSiteLink(internalTarget(linkageType, linkUrl), 'internal');
  return to ? { kind: 'navigate', to } : null;
}

function internalTarget(linkageType: string, linkUrl: string): string {
  if (linkUrl.startsWith('/')) return linkUrl;
  if (linkageType === 'PROMOTION') return `/promoDetail?id=${encodeURIComponent(linkUrl)}`;
  if (linkageType === 'GAME') return `/gameCenter?vassalage=${encodeURIComponent(linkUrl)}`;
  return `/${linkUrl}`;
}
