/* Banners, announcements, help articles and site pages moved to demo-notices.ts, demo-help-articles.ts and demo-site-page-texts.ts (five languages). */

/** The in-house vendors of each category; the games issue supplies their games. */
export const DEMO_VENDORS = [
  { code: 'HOUSE_SLOTS', displayName: 'Lucky Slots', category: 'RNG' as const, isHot: true, sort: 1 },
  { code: 'HOUSE_LIVE', displayName: 'Lucky Live (virtual)', category: 'LIVE' as const, isHot: false, sort: 2 },
  { code: 'HOUSE_FISH', displayName: 'Lucky Fishing', category: 'FISH' as const, isHot: false, sort: 3 },
];
