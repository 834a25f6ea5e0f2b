import type { DeskSection } from '../layout/desk-section.ts';

/** The money desk's own screens beyond the deposit and withdrawal queues: the second operator's adjustment queue. */
export const DESK_SECTIONS: DeskSection[] = [
  {
    route: 'money/adjustments',
    nav: { group: 'money', ns: 'opsMembers', label: 'nav.adjustments', order: 30 },
    endpoint: 'opsAdjustmentQueue',
    load: () => import('./adjustment-queue.tsx').then((module) => module.OpsAdjustmentQueue),
  },
];
