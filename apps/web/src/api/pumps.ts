import { getPumpEndpoint, type PumpDetail } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client.ts';

// One catalogue pump, for every screen that shows one (the pump page, the results' curve chart): one query key,
// so a pump opened from the results is already in the cache.

/** One catalogue pump with its curve at maximum diameter and nominal speed. */
export function getPump(id: string, signal?: AbortSignal): Promise<PumpDetail> {
  return call(getPumpEndpoint, { params: { id }, signal });
}

export const pumpKeys = {
  all: ['pumps'] as const,
  one: (id: string) => [...pumpKeys.all, 'get', id] as const,
};

export function pumpQueryOptions(id: string) {
  return queryOptions({
    queryKey: pumpKeys.one(id),
    queryFn: ({ signal }) => getPump(id, signal),
  });
}

/** The pump `id`; nothing is fetched while it is null. */
export function usePump(id: string | null) {
  return useQuery({ ...pumpQueryOptions(id ?? ''), enabled: id !== null });
}
