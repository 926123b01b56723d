import {
  type EndpointResponse,
  listSupplierRequestsEndpoint,
  type SUPPLIER_REQUEST_SORT_FIELDS,
} from '@specsource/contracts';
import { tableListQuery } from '../../../components/data-table/data-table-query.ts';
import type { DataTableParams } from '../../../components/data-table/types.ts';
import { call } from '../../../lib/api-client.ts';

export type SupplierRequestPage = EndpointResponse<typeof listSupplierRequestsEndpoint>;

/** Every supplier-portal read starts with this key, so a write can refresh them all at once. */
export const SUPPLIER_PORTAL_QUERY_KEY = ['supplier-portal'] as const;
export const SUPPLIER_REQUESTS_QUERY_KEY = [...SUPPLIER_PORTAL_QUERY_KEY, 'requests'] as const;

type SortField = (typeof SUPPLIER_REQUEST_SORT_FIELDS)[number];

/** One page of the requests for the supplier's parts; newest first unless a column sorts them. */
export function listSupplierRequestsPage(
  params: DataTableParams,
  signal?: AbortSignal,
): Promise<SupplierRequestPage> {
  return call(listSupplierRequestsEndpoint, {
    query: tableListQuery<SortField>(params),
    signal,
  });
}
