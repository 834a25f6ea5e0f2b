import type { DeskSection } from '../layout/desk-section.ts';

/** The agent network desk: the tree, top-level agents, platform contracts and their termination requests. */
export const DESK_SECTIONS: DeskSection[] = [
  {
    route: 'agents/network',
    nav: { group: 'agents', ns: 'opsMembers', label: 'nav.agents', order: 10 },
    endpoint: 'opsAgentTree',
    orEndpoints: ['opsContractList'],
    load: () => import('./ops-agents.tsx').then((module) => module.OpsAgents),
  },
];
