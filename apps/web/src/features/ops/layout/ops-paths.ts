/** Links into the back office, for every desk: a member's page, an order, a section. */
export const opsPath = {
  home: '/ops',
  member: (memberId: number | string) => `/ops/members/${encodeURIComponent(String(memberId))}`,
  order: (orderNo: string) => `/ops/orders/${encodeURIComponent(orderNo)}`,
  section: (route: string) => `/ops/${route}`,
};
