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
  { page: 'agentRevenueReport', labelKey: 'agent.menu.agentRevenueReport' },
  { page: 'agentDownlineTransactionDetailsCopy', labelKey: 'agent.menu.agentDownlineTransactionDetailsCopy' },
  { page: 'enableCt', labelKey: 'agent.menu.enableCt', flag: 'enableCt' },
  { page: 'salary', labelKey: 'agent.menu.salary', flag: 'salary' },
  { page: 'hourSalary', labelKey: 'agent.menu.hourSalary', flag: 'hourSalary' },
];

export type AgentFlags = Record<AgentFlag, boolean>;

/**
 * The contract flags of the home state (dividend, daily salary, hourly salary). They come
 * from the consolidated funds call (/wps/member/info/funds/consolidated), which the API does
 * not serve yet; until it does every flagged item stays hidden. Wiring it is one line here.
 */
export function useAgentFlags(): AgentFlags {
  return { enableCt: false, salary: false, hourSalary: false };
}

export const visibleAgentMenu = (flags: AgentFlags): AgentMenuItem[] =>
  AGENT_MENU.filter((item) => !item.flag || flags[item.flag]);
