import type { DeskSection } from '../layout/desk-section.ts';

/** The site settings desk: the merchant configuration as forms, with previews and the audit trail. */
export const DESK_SECTIONS: DeskSection[] = [
  {
    route: 'settings/site',
    nav: { group: 'settings', ns: 'opsReports', label: 'settings.nav', order: 10 },
    endpoint: 'opsMerchantConfigUpdate',
    load: () => import('./ops-settings.tsx').then((module) => module.OpsSettings),
  },
];
