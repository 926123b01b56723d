import { listClassificationAttributes, type TaxonomyItem } from '@specsource/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Every query about attributes starts with this: lists by classification and single attributes. */
export const ATTRIBUTES_QUERY_KEY = ['taxonomy', 'attributes'] as const;

export const classificationAttributesQueryKey = (classificationId: number) =>
  [...ATTRIBUTES_QUERY_KEY, 'of', classificationId] as const;

/** A classification's attributes (id and title only), by title. */
export function findClassificationAttributes(
  classificationId: number,
  signal?: AbortSignal,
): Promise<TaxonomyItem[]> {
  return call(listClassificationAttributes, { params: { classificationId }, signal });
}

export function classificationAttributesQueryOptions(classificationId: number) {
  return queryOptions({
    queryKey: [...classificationAttributesQueryKey(classificationId), 'all'],
    queryFn: ({ signal }) => findClassificationAttributes(classificationId, signal),
  });
}
