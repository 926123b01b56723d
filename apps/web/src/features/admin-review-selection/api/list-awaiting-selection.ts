import {
  type AWAITING_SELECTION_SORT_FIELDS,
  type EndpointResponse,
  listAwaitingSelectionEndpoint,
} from '@specsource/contracts';
import { tableListQuery } from '../../../components/data-table/data-table-query.ts';
import type { DataTableParams } from '../../../components/data-table/types.ts';
import { call } from '../../../lib/api-client.ts';

export type AwaitingSelectionPage = EndpointResponse<typeof listAwaitingSelectionEndpoint>;
export type AwaitingSelectionRow = AwaitingSelectionPage['results'][number];

/** The queue's key; saving a selection refreshes it. */
export const AWAITING_SELECTION_QUERY_KEY = ['admin', 'review-selection', 'awaiting'] as const;

type SortField = (typeof AWAITING_SELECTION_SORT_FIELDS)[number];

/** One page of the requests awaiting offer selection, longest waiting first unless a column sorts them. */
export function listAwaitingSelectionPage(
  params: DataTableParams,
  signal?: AbortSignal,
): Promise<AwaitingSelectionPage> {
  return call(listAwaitingSelectionEndpoint, { query: tableListQuery<SortField>(params), signal });
}
