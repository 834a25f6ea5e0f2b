/** Query keys of the member desk, the adjustment queue and the agent network, under the desk-wide 'ops' prefix. */
export const memberDeskKeys = {
  all: ['ops', 'memberDesk'] as const,
  search: (query: object) => ['ops', 'memberDesk', 'search', query] as const,
  member: (memberId: number) => ['ops', 'memberDesk', 'member', memberId] as const,
  records: (memberId: number, kind: string, page: number) =>
    ['ops', 'memberDesk', 'member', memberId, 'records', kind, page] as const,
  adjustments: (status: string, page: number) => ['ops', 'memberDesk', 'adjustments', status, page] as const,
  tree: (parentId: number | null) => ['ops', 'memberDesk', 'tree', parentId] as const,
  contracts: ['ops', 'memberDesk', 'contracts'] as const,
};
