import {
  type EndpointResponse,
  listSupplierOrdersEndpoint,
  type ORDER_SORT_FIELDS,
} from '@specsource/contracts';
import { tableListQuery } from '../../../components/data-table/data-table-query.ts';
import type { DataTableParams } from '../../../components/data-table/types.ts';
import { call } from '../../../lib/api-client.ts';

export type SupplierOrdersPage = EndpointResponse<typeof listSupplierOrdersEndpoint>;

/** Every supplier-orders read starts with this key, so a status change can refresh them all at once. */
export const SUPPLIER_ORDERS_QUERY_KEY = ['supplier', 'orders'] as const;
export const SUPPLIER_ORDER_LIST_QUERY_KEY = [...SUPPLIER_ORDERS_QUERY_KEY, 'list'] as const;

type SortField = (typeof ORDER_SORT_FIELDS)[number];

/** One page of the orders of this supplier's offers; newest first unless a column sorts them. */
export function listSupplierOrdersPage(
  params: DataTableParams,
  signal?: AbortSignal,
): Promise<SupplierOrdersPage> {
  return call(listSupplierOrdersEndpoint, { query: tableListQuery<SortField>(params), signal });
}
