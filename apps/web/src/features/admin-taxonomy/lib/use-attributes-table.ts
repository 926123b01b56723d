import type { AdminAttribute } from '@specsource/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ListPage, ListParams } from '../../../api/list-page.ts';
import { attributeQueryOptions, classificationAttributesQueryOptions } from '../../../api/taxonomy.ts';
import { toLocalPage } from './local-page.ts';

/**
 * The attributes table's query function. The list answers titles only, so each attribute on the page
 * shown (at most a page's worth) is fetched whole; all three stay in the cache under their own keys.
 */
export function useAttributesTableQueryFn(
  classificationId: number,
): (params: ListParams) => Promise<ListPage<AdminAttribute>> {
  const queryClient = useQueryClient();
  return async (params) => {
    const rows = await queryClient.fetchQuery(classificationAttributesQueryOptions(classificationId));
    const page = toLocalPage(rows, params);
    const results = await Promise.all(
      page.results.map((row) => queryClient.fetchQuery(attributeQueryOptions(row.id))),
    );
    return { ...page, results };
  };
}
