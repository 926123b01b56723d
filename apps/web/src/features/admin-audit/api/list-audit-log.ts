import { type AUDIT_SORT_FIELDS, type EndpointResponse, listAuditLogEndpoint } from '@specsource/contracts';
import { tableListQuery } from '../../../components/data-table/data-table-query.ts';
import type { DataTableParams } from '../../../components/data-table/types.ts';
import { call } from '../../../lib/api-client.ts';

export type AuditPage = EndpointResponse<typeof listAuditLogEndpoint>;
export type AuditEntry = AuditPage['results'][number];

export const AUDIT_LOG_QUERY_KEY = ['admin', 'audit-log'] as const;

type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

/** One page of admin changes, newest first unless a column sorts them. */
export function listAuditLogPage(params: DataTableParams, signal?: AbortSignal): Promise<AuditPage> {
  return call(listAuditLogEndpoint, {
    query: tableListQuery<AuditSortField>(params),
    signal,
  });
}
