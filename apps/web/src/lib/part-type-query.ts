import { getPartTypeByNameEndpoint, type PartType } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';

/** One part type's configuration (loading texts, coming-soon flag), by name, case-insensitively; public. */
export function getPartType(name: string, signal?: AbortSignal): Promise<PartType> {
  return call(getPartTypeByNameEndpoint, { params: { name }, signal });
}

export function partTypeQueryOptions(name: string) {
  // docs/spec/pump-selection-spec.md §9 — part type names match case-insensitively, so the cache and the call do too.
  const folded = name.trim().toLowerCase();
  return queryOptions({
    queryKey: ['part-types', 'get', folded],
    queryFn: ({ signal }) => getPartType(folded, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePartType(name: string | null) {
  return useQuery({ ...partTypeQueryOptions(name ?? ''), enabled: name !== null && name.trim() !== '' });
}
