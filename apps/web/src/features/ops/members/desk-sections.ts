import type { DeskSection } from '../layout/desk-section.ts';

/** The member desk's screens: the member list and the player 360 page (a deep link, not in the navigation). */
export const DESK_SECTIONS: DeskSection[] = [
  {
    route: 'members',
    nav: { group: 'members', ns: 'opsMembers', label: 'nav.members', order: 10 },
    endpoint: 'opsMemberSearch',
    load: () => import('./member-search.tsx').then((module) => module.OpsMemberSearch),
  },
  {
    route: 'members/:memberId',
    endpoint: 'opsMemberDetail',
    load: () => import('./member-page.tsx').then((module) => module.OpsMemberRoute),
  },
];
