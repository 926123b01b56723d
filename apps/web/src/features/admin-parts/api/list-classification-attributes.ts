import { listClassificationAttributes, type TaxonomyItem } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** A classification's attributes by title, for a card's attribute dropdowns. */
export function findClassificationAttributes(
  classificationId: number,
  signal?: AbortSignal,
): Promise<TaxonomyItem[]> {
  return call(listClassificationAttributes, { params: { classificationId }, signal });
}

export function classificationAttributesQueryOptions(classificationId: number) {
  return queryOptions({
    // The classification admin's key for the same list: one cache entry, and its changes refresh it.
    queryKey: ['taxonomy', 'attributes', 'of', classificationId, 'all'],
    queryFn: ({ signal }) => findClassificationAttributes(classificationId, signal),
  });
}

/** Nothing to ask until the card has a classification. */
export function useClassificationAttributes(classificationId: number | null) {
  return useQuery({
    ...classificationAttributesQueryOptions(classificationId ?? 0),
    enabled: classificationId !== null,
  });
}
