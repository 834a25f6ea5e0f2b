import type { DeskSection } from '../layout/desk-section.ts';

/** The verification (KYC) review queue, in the members group, for the roles the matrix lets review. */
export const DESK_SECTIONS: DeskSection[] = [
  {
    route: 'kyc',
    nav: { group: 'members', ns: 'kyc', label: 'desk.nav', order: 20 },
    endpoint: 'opsKycQueue',
    load: () => import('./kyc-queue.tsx').then((module) => module.OpsKycQueue),
  },
];
