import {
  type CUSTOMER_REQUEST_SORT_FIELDS,
  type EndpointResponse,
  listCustomerRequestsEndpoint,
} from '@specsource/contracts';
import { tableListQuery } from '../../../components/data-table/data-table-query.ts';
import type { DataTableParams } from '../../../components/data-table/types.ts';
import { call } from '../../../lib/api-client.ts';

export type CustomerRequestsPage = EndpointResponse<typeof listCustomerRequestsEndpoint>;

export const CUSTOMER_REQUESTS_QUERY_KEY = ['user', 'requests'] as const;

type SortField = (typeof CUSTOMER_REQUEST_SORT_FIELDS)[number];

/** One page of the customer's requests, newest first unless a column sorts them. */
export function listCustomerRequestsPage(
  params: DataTableParams,
  signal?: AbortSignal,
): Promise<CustomerRequestsPage> {
  return call(listCustomerRequestsEndpoint, {
    query: tableListQuery<SortField>(params),
    signal,
  });
}
