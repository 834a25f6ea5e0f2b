import { REQUEST_OFFER, type ContractKind, type RequestFlag } from './contracts/utils/contract-kinds.ts';
import { useConsolidated } from './contracts/api/consolidated.ts';

/**
 * The agent centre's menu, in the spec's order (section 2). Items with a `flag` show only
 * when the server grants that contract type to the agent.
 */
export type AgentFlag = 'enableCt' | 'salary' | 'hourSalary';
export type AgentMenuItem = { page: string; labelKey: string; flag?: AgentFlag };

export const AGENT_MENU: readonly AgentMenuItem[] = [
  { page: 'agentAnnouncement', labelKey: 'agent.menu.agentAnnouncement' },
  { page: 'agentTeamOverview', labelKey: 'agent.menu.agentTeamOverview' },
  { page: 'registerCenter', labelKey: 'agent.menu.registerCenter' },
  { page: 'downlineManagmentView', labelKey: 'agent.menu.downlineManagmentView' },
  { page: 'personalHistoryCopy', labelKey: 'agent.menu.personalHistoryCopy' },
  { page: 'palStatementsAgentCopy', labelKey: 'agent.menu.palStatementsAgentCopy' },
  { page: 'agentStatement', labelKey: 'agent.menu.agentStatement' },
  { page: 'agentRevenueReport', labelKey: 'agent.menu.agentRevenueReport' },
  { page: 'agentDownlineTransactionDetailsCopy', labelKey: 'agent.menu.agentDownlineTransactionDetailsCopy' },
  { page: 'enableCt', labelKey: 'agent.menu.enableCt', flag: 'enableCt' },
  { page: 'salary', labelKey: 'agent.menu.salary', flag: 'salary' },
  { page: 'hourSalary', labelKey: 'agent.menu.hourSalary', flag: 'hourSalary' },
];

export type AgentFlags = Record<AgentFlag, boolean>;

/**
 * The contract flags (dividend, daily salary, hourly salary) from the consolidated funds call:
 * a page shows while the agent holds that kind live, or while an offer of it waits (so the
 * agent can open the page to answer it). Real-time salary is a tab of the Daily Salary page.
 */
export function useAgentFlags(): AgentFlags {
  const { data } = useConsolidated();
  const has = (kind: ContractKind, flag: RequestFlag) =>
    Boolean(data && (data.contractKinds.includes(kind) || data[flag] === REQUEST_OFFER));
  return {
    enableCt: has('DIVIDEND', 'divtypereq'),
    salary: has('DAILY_WAGE', 'dailysalreqtype') || has('REALTIME', 'realtimesalreqtype'),
    hourSalary: has('HOURLY', 'contracthoursalreq'),
  };
}

export const visibleAgentMenu = (flags: AgentFlags): AgentMenuItem[] =>
  AGENT_MENU.filter((item) => !item.flag || flags[item.flag]);
