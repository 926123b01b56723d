import { type AUDIT_SORT_FIELDS, type EndpointResponse, listAuditLogEndpoint } from '@specsource/contracts';
import { call } from '../lib/api-client.ts';
import type { ListParams } from './list-page.ts';
import { listQuery } from './list-page.ts';
import { queryScopes } from './query-scopes.ts';

/** The audit log's pages: `[...all, params]`; under the admin scope, so any admin write refreshes them. */
export const auditLogKeys = {
  all: [...queryScopes.admin, 'audit-log'] as const,
};

export type AuditPage = EndpointResponse<typeof listAuditLogEndpoint>;
export type AuditEntry = AuditPage['results'][number];

type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

/** One page of admin changes, newest first unless a column sorts them. */
export function listAuditLogPage(params: ListParams, signal?: AbortSignal): Promise<AuditPage> {
  return call(listAuditLogEndpoint, {
    query: listQuery<AuditSortField>(params),
    signal,
  });
}
