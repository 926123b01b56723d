import { getPartBySlugEndpoint, type PartStructure } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** A part with the classification and attribute structure a request for it asks for. */
export function getPart(slug: string, signal?: AbortSignal): Promise<PartStructure> {
  return call(getPartBySlugEndpoint, { params: { slug }, signal });
}

export function getPartQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['parts', 'get', slug],
    queryFn: ({ signal }) => getPart(slug, signal),
  });
}

export function usePart(slug: string) {
  return useQuery(getPartQueryOptions(slug));
}
