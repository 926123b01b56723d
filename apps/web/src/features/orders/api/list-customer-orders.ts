import {
  type EndpointResponse,
  listCustomerOrdersEndpoint,
  type ORDER_SORT_FIELDS,
} from '@specsource/contracts';
import { tableListQuery } from '../../../components/data-table/data-table-query.ts';
import type { DataTableParams } from '../../../components/data-table/types.ts';
import { call } from '../../../lib/api-client.ts';

export type CustomerOrdersPage = EndpointResponse<typeof listCustomerOrdersEndpoint>;

/** Every query about the customer's orders starts with this: a write refreshes them all. */
export const USER_ORDERS_QUERY_KEY = ['user', 'orders'] as const;

type SortField = (typeof ORDER_SORT_FIELDS)[number];

/** One page of the customer's orders, newest first unless a column sorts them. */
export function listCustomerOrdersPage(
  params: DataTableParams,
  signal?: AbortSignal,
): Promise<CustomerOrdersPage> {
  return call(listCustomerOrdersEndpoint, { query: tableListQuery<SortField>(params), signal });
}
