import { listClassificationAttributesEndpoint, type TaxonomyItem } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';

// A classification's attributes, read by the taxonomy admin (its tables, invalidated by every attribute change) and by
// the part admin's cards (their attribute dropdowns): one query key, so one cache entry serves both.

/** Every query about attributes starts with this: lists by classification and single attributes. */
export const ATTRIBUTES_QUERY_KEY = ['taxonomy', 'attributes'] as const;

export const classificationAttributesQueryKey = (classificationId: number) =>
  [...ATTRIBUTES_QUERY_KEY, 'of', classificationId] as const;

/** A classification's attributes (id and title only), by title. */
export function findClassificationAttributes(
  classificationId: number,
  signal?: AbortSignal,
): Promise<TaxonomyItem[]> {
  return call(listClassificationAttributesEndpoint, { params: { classificationId }, signal });
}

export function classificationAttributesQueryOptions(classificationId: number) {
  return queryOptions({
    queryKey: [...classificationAttributesQueryKey(classificationId), 'all'],
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
