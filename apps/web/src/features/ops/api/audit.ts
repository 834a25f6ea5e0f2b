import type { QueryOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useQuery } from '@tanstack/react-query';
import { callOps } from '../ops-session.ts';
import { opsKeys } from './keys.ts';

export type AuditQuery = QueryOf<(typeof ENDPOINTS)['opsAuditLog']>;
/** The audit log's filters as the desk keeps them (in the address): every one optional. */
export type AuditFilter = Partial<Record<'operator' | 'action' | 'targetType' | 'targetId' | 'from' | 'to', string>>;

const PAGE_SIZE = 20;
const EXPORT_PAGE_SIZE = 100;
/** The most an export takes: 50 pages of 100, newest first. */
const EXPORT_MAX_PAGES = 50;

const queryOf = (filter: AuditFilter, pageNo: number, pageSize: number) =>
  ({ ...filter, pageNo, pageSize }) as AuditQuery;

export const auditLogQuery = (filter: AuditFilter, page: number) => ({
  queryKey: opsKeys.audit({ ...filter, page }),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callOps('opsAuditLog', { query: queryOf(filter, page, PAGE_SIZE), signal }),
});

export const useAuditLog = (filter: AuditFilter, page: number) => useQuery(auditLogQuery(filter, page));

/** Every entry of the filter (up to the export's cap), for the CSV file. */
export async function fetchAuditForExport(filter: AuditFilter) {
  const first = await callOps('opsAuditLog', { query: queryOf(filter, 1, EXPORT_PAGE_SIZE) });
  const pages = Math.min(first.totalPages, EXPORT_MAX_PAGES);
  const rest = [];
  for (let page = 2; page <= pages; page++)
    rest.push(...(await callOps('opsAuditLog', { query: queryOf(filter, page, EXPORT_PAGE_SIZE) })).list);
  return { list: [...first.list, ...rest], totalCount: first.totalCount };
}
