/**
 * The site status value (from /wps/system/status) for the whole app, plus module
 * checks against the whitelabel tree. The status gate provides it before any route mounts.
 */
import type { ModuleId, WhitelabelNode } from '@lucky/contracts/common/modules';
import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { createContext, useContext, type ReactNode } from 'react';

export type StatusValue = ValueOf<(typeof ENDPOINTS)['systemStatus']>;
export type SiteStatus = StatusValue & { isModuleEnabled: (modId: ModuleId | string) => boolean };

/** A module is on when its node and every ancestor node are enabled ('1'). */
export function findModuleEnabled(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (node.childrenNodes.length > 0 && findModuleEnabled(node.childrenNodes, modId)) return node.enabled === '1';
  }
  return false;
}

const StatusContext = createContext<SiteStatus | null>(null);

export function toSiteStatus(value: StatusValue): SiteStatus {
  const tree = value.info.whitelabel as WhitelabelNode[];
  return { ...value, isModuleEnabled: (modId) => findModuleEnabled(tree, modId) };
}

export function StatusProvider({ value, children }: { value: SiteStatus; children: ReactNode }) {
  return <StatusContext.Provider value={value}>{children}</StatusContext.Provider>;
}

/** The status value of the running site; throws outside the status gate. */
export function useSiteStatus(): SiteStatus {
  const value = useContext(StatusContext);
  if (!value) throw new Error('useSiteStatus must be used inside StatusProvider');
  return value;
}

export function useModuleEnabled(modId: ModuleId | string): boolean {
  return useSiteStatus().isModuleEnabled(modId);
}
