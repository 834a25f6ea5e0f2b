import type { DeskSection } from '../layout/desk-section.ts';

/** The reports desk's screens; the dashboard itself is OpsDashboard at /ops (layout/desk-registry.ts finds it). */
export const DESK_SECTIONS: DeskSection[] = [
  {
    route: 'reports/gaming',
    nav: { group: 'reports', ns: 'opsReports', label: 'nav.gaming', order: 10 },
    endpoint: 'opsReportGaming',
    load: () => import('./gaming-report.tsx').then((module) => module.GamingReportPage),
  },
  {
    route: 'reports/money',
    nav: { group: 'reports', ns: 'opsReports', label: 'nav.money', order: 20 },
    endpoint: 'opsReportMoney',
    load: () => import('./money-report.tsx').then((module) => module.MoneyReportPage),
  },
  {
    route: 'reports/players',
    nav: { group: 'reports', ns: 'opsReports', label: 'nav.players', order: 30 },
    endpoint: 'opsReportPlayers',
    load: () => import('./players-report.tsx').then((module) => module.PlayersReportPage),
  },
  {
    route: 'reports/bonus',
    nav: { group: 'reports', ns: 'opsReports', label: 'nav.bonus', order: 40 },
    endpoint: 'opsReportBonus',
    load: () => import('./bonus-report.tsx').then((module) => module.BonusReportPage),
  },
  {
    route: 'money/reconciliation',
    nav: { group: 'money', ns: 'opsReports', label: 'nav.reconciliation', order: 90 },
    endpoint: 'opsReconciliation',
    load: () => import('./reconciliation.tsx').then((module) => module.ReconciliationPage),
  },
];
