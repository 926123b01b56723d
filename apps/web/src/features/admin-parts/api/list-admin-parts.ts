import {
  type ADMIN_PART_SORT_FIELDS,
  type EndpointResponse,
  listAdminPartsEndpoint,
} from '@specsource/contracts';
import { tableListQuery } from '../../../components/data-table/data-table-query.ts';
import type { DataTableParams } from '../../../components/data-table/types.ts';
import { call } from '../../../lib/api-client.ts';

export type AdminPartsPage = EndpointResponse<typeof listAdminPartsEndpoint>;
export type AdminPart = AdminPartsPage['results'][number];

/** Every admin part query (the list pages and each part's details) starts with this. */
export const ADMIN_PARTS_QUERY_KEY = ['admin', 'parts'] as const;

type AdminPartSortField = (typeof ADMIN_PART_SORT_FIELDS)[number];

/**
 * One page of parts (10, docs/spec/marketplace-spec.md §9), by title unless a column sorts them, filtered by the search
 * box.
 */
export function listAdminPartsPage(params: DataTableParams, signal?: AbortSignal): Promise<AdminPartsPage> {
  return call(listAdminPartsEndpoint, {
    query: tableListQuery<AdminPartSortField>(params),
    signal,
  });
}
