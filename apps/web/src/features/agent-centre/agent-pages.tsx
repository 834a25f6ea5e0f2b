import type { PageModuleLoader } from '../../components/lazy-page/lazy-page.tsx';

/**
 * The agent centre's page registry: page key (spec section 2) → loader of its page component.
 * Each page is its own chunk, loaded when first shown (through the site's LazyPage, so a chunk
 * that fails or times out gets the retry screen). A key whose entry is `null` renders the
 * centre's "page unavailable" empty state.
 */
export const AGENT_PAGES: Readonly<Record<string, PageModuleLoader | null>> = {
  agentAnnouncement: () => import('./pages/announcement-page.tsx').then((module) => module.AnnouncementPage),
  agentTeamOverview: () => import('./pages/team-overview-page.tsx').then((module) => module.TeamOverviewPage),
  registerCenter: () => import('./pages/register-center-page.tsx').then((module) => module.RegisterCenterPage),
  downlineManagmentView: () => import('./pages/downline-page.tsx').then((module) => module.DownlinePage),
  personalHistoryCopy: () => import('./pages/team-betting-page.tsx').then((module) => module.TeamBettingPage),
  palStatementsAgentCopy: () => import('./pages/team-profit-loss-page.tsx').then((module) => module.TeamProfitLossPage),
  agentStatement: () => import('./pages/statement-page.tsx').then((module) => module.StatementPage),
  agentDownlineTransactionDetailsCopy: () =>
    import('./pages/team-transactions-page.tsx').then((module) => module.TeamTransactionsPage),
  // ---- Contract pages: filled in by the contracts work (features/agent-centre/contracts/). ----
  agentRevenueReport: () => import('./contracts/pages/revenue-page.tsx').then((module) => module.RevenuePage),
  enableCt: () => import('./contracts/pages/contract-pages.tsx').then((module) => module.DividendPage),
  salary: () => import('./contracts/pages/contract-pages.tsx').then((module) => module.SalaryPage),
  hourSalary: () => import('./contracts/pages/contract-pages.tsx').then((module) => module.HourSalaryPage),
  // ---- end of contract pages ----
};

export const findAgentPage = (page: string): PageModuleLoader | null => AGENT_PAGES[page] ?? null;
