import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { DataPage, DataTableParams, DataTableQueryFn, SortOrder } from './types.ts';

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

/**
 * A table's params as its list endpoint's query (docs/spec/marketplace-spec.md §7 `?page=&field=&order_by=&search=`),
 * empty ones left out. `Field` is the list's sort fields: the table only offers sorting on those columns.
 */
export function tableListQuery<Field extends string>(
  params: DataTableParams,
): { page: number; field?: Field; order_by?: SortOrder; search?: string } {
  return {
    page: params.page,
    ...(params.field ? { field: params.field as Field } : {}),
    ...(params.order_by ? { order_by: params.order_by } : {}),
    ...(params.search ? { search: params.search } : {}),
  };
}
