import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { ListPage, ListParams } from '../../../api/list-page.ts';
import { toLocalPage } from './local-page.ts';

/**
 * A `DataTable` query function over a list the server answers whole: the list comes from (and stays
 * in) its own query's cache, and the table pages, searches and sorts it here.
 */
export function useLocalTableQueryFn<Row extends { title: string }, Key extends QueryKey>(
  list: FetchQueryOptions<Row[], Error, Row[], Key>,
): (params: ListParams) => Promise<ListPage<Row>> {
  const queryClient = useQueryClient();
  return async (params) => toLocalPage(await queryClient.fetchQuery(list), params);
}
