import {
  type EndpointResponse,
  listAdminOrdersEndpoint,
  type ORDER_SORT_FIELDS,
} from '@specsource/contracts';
import { tableListQuery } from '../../../components/data-table/data-table-query.ts';
import type { DataTableParams } from '../../../components/data-table/types.ts';
import { call } from '../../../lib/api-client.ts';

export type AdminOrdersPage = EndpointResponse<typeof listAdminOrdersEndpoint>;

/** Every admin-orders read starts with this key, so a cancel can refresh them all at once. */
export const ADMIN_ORDERS_QUERY_KEY = ['admin', 'orders'] as const;
export const ADMIN_ORDER_LIST_QUERY_KEY = [...ADMIN_ORDERS_QUERY_KEY, 'list'] as const;

type SortField = (typeof ORDER_SORT_FIELDS)[number];

/** One page of every order; newest first unless a column sorts them. */
export function listAdminOrdersPage(params: DataTableParams, signal?: AbortSignal): Promise<AdminOrdersPage> {
  return call(listAdminOrdersEndpoint, { query: tableListQuery<SortField>(params), signal });
}
