import { getPump as getPumpEndpoint, type PumpDetail } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** One catalogue pump with its curve at maximum diameter, for the pump page. */
export function getPump(id: string, signal?: AbortSignal): Promise<PumpDetail> {
  return call(getPumpEndpoint, { params: { id }, signal });
}

export function getPumpQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['pumps', 'get', id],
    queryFn: ({ signal }) => getPump(id, signal),
  });
}

export function usePump(id: string) {
  return useQuery(getPumpQueryOptions(id));
}
