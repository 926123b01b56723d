import type { PartDetails } from '@specsource/contracts';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { getPartDetailsQueryOptions } from './get-part-details.ts';

/** Admin queries (the part list, part-type part counts, the audit log) all start with this. */
const ADMIN_QUERY_KEY = ['admin'] as const;
/** The public part queries (home search, part pages) use keys starting with this. */
const PUBLIC_PARTS_QUERY_KEY = ['parts'] as const;

/**
 * After a save: the saved part's details are the answer itself; everything else that may show the part
 * (admin lists and counts, the audit log, the home search, part pages under an old slug) refetches.
 */
export async function refreshAfterPartSave(queryClient: QueryClient, saved: PartDetails): Promise<void> {
  const detailsKey = getPartDetailsQueryOptions(saved.id).queryKey;
  queryClient.setQueryData(detailsKey, saved);
  const savedHash = hashKey(detailsKey);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: ADMIN_QUERY_KEY,
      predicate: (query) => query.queryHash !== savedHash,
    }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_PARTS_QUERY_KEY }),
  ]);
}
