import { type AttributeKeyInfo, listAttributeKeysEndpoint } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** The keys the pump search reads and the option keys the engine knows; they change only with a release. */
export function findAttributeKeys(signal?: AbortSignal): Promise<AttributeKeyInfo[]> {
  return call(listAttributeKeysEndpoint, { signal });
}

export function attributeKeysQueryOptions() {
  return queryOptions({
    queryKey: ['taxonomy', 'attribute-keys'],
    queryFn: ({ signal }) => findAttributeKeys(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Asked only when the form needs the option keys (a key that reads options). */
export function useAttributeKeys(isNeeded: boolean) {
  return useQuery({ ...attributeKeysQueryOptions(), enabled: isNeeded });
}
