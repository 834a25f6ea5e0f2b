import type { DeskSection } from '../layout/desk-section.ts';

/** The risk desk: the queue of flagged groups and the blacklists (members group of the navigation). */
export const DESK_SECTIONS: DeskSection[] = [
  {
    route: 'risk',
    nav: { group: 'members', ns: 'opsRisk', label: 'nav.queue', order: 40 },
    endpoint: 'opsRiskQueue',
    load: () => import('./risk-queue.tsx').then((module) => module.OpsRiskQueue),
  },
  {
    // Not under risk/: the navigation marks a section active on its prefix.
    route: 'risk-blacklist',
    nav: { group: 'members', ns: 'opsRisk', label: 'nav.blacklist', order: 41 },
    endpoint: 'opsBlacklist',
    load: () => import('./blacklist-page.tsx').then((module) => module.OpsBlacklist),
  },
];
