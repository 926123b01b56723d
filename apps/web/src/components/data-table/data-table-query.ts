import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { DataPage, DataTableParams, DataTableQueryFn } from './types.ts';

/**
 * The query behind one page of a table: `[...queryKey, params]`. A page that reads the same data (a
 * summary beside the rows) uses this too, so both share one request. The last page stays on screen
 * while the next one loads.
 */
export function dataTableQueryOptions<Row, Page extends DataPage<Row>>(
  queryKey: QueryKey,
  queryFn: DataTableQueryFn<Row, Page>,
  params: DataTableParams,
) {
  return queryOptions({
    queryKey: [...queryKey, params],
    queryFn: ({ signal }) => queryFn(params, signal),
    placeholderData: keepPreviousData,
  });
}
