import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { DataPage, DataTableParams } from '../../../components/data-table/types.ts';
import { toLocalPage } from './local-page.ts';

/**
 * A `DataTable` query function over a list the server answers whole: the list comes from (and stays
 * in) its own query's cache, and the table pages, searches and sorts it here.
 */
export function useLocalTableQueryFn<Row extends { title: string }, Key extends QueryKey>(
  list: FetchQueryOptions<Row[], Error, Row[], Key>,
): (params: DataTableParams) => Promise<DataPage<Row>> {
  const queryClient = useQueryClient();
  return async (params) => toLocalPage(await queryClient.fetchQuery(list), params);
}
