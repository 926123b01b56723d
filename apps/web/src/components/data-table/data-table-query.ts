import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { ListPage, ListPageFetcher, ListParams } from '../../api/list-page.ts';

/**
 * The query behind one page of a table: `[...queryKey, params]`. A page that reads the same data (a
 * summary beside the rows) uses this too, so both share one request. The last page stays on screen
 * while the next one loads.
 */
export function dataTableQueryOptions<Row, Page extends ListPage<Row>>(
  queryKey: QueryKey,
  queryFn: ListPageFetcher<Row, Page>,
  params: ListParams,
) {
  return queryOptions({
    queryKey: [...queryKey, params],
    queryFn: ({ signal }) => queryFn(params, signal),
    placeholderData: keepPreviousData,
  });
}
