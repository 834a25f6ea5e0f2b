import { MODULE_TREE, type WhitelabelNode } from '@lucky/contracts/common/modules';
import type { MerchantConfig } from '../merchant/merchant-config.ts';

/** The module tree of `info.whitelabel`: a group is enabled when any of its modules is. */
export function buildWhitelabelTree(config: MerchantConfig): WhitelabelNode[] {
  return MODULE_TREE.map((group) => {
    const childrenNodes: WhitelabelNode[] = group.children.map((modId) => ({
      modId,
      enabled: config.modules[modId] ? '1' : '0',
      childrenNodes: [],
    }));
    return {
      modId: group.modId,
      enabled: childrenNodes.some((node) => node.enabled === '1') ? '1' : '0',
      childrenNodes,
    };
  });
}
