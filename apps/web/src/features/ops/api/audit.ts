import { useQuery } from '@tanstack/react-query';
import { callOps } from '../ops-session.ts';
import { opsKeys } from './keys.ts';

export const auditLogQuery = (page: number) => ({
  queryKey: opsKeys.audit(page),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callOps('opsAuditLog', { query: { pageNo: page, pageSize: 20 }, signal }),
});

export const useAuditLog = (page: number) => useQuery(auditLogQuery(page));
