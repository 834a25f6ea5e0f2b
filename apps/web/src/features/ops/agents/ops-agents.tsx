import { AgentCreateForm } from './agent-create-form.tsx';
import { AgentTree } from './agent-tree.tsx';
import { ContractGrantForm } from './contract-grant-form.tsx';
import { PlatformContracts } from './platform-contracts.tsx';
import styles from '../ops.module.css';

/** The agent network desk (/ops/agents): the tree, new top-level agents, and the platform's contracts (granted and ended here). */
export function OpsAgents() {
  return (
    <div className={styles.panel}>
      <PlatformContracts />
      <ContractGrantForm />
      <div className={styles.columns}>
        <AgentTree />
        <AgentCreateForm />
      </div>
    </div>
  );
}
