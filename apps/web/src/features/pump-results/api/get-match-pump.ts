import { getPump, type PumpDetail } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** A matched catalogue pump with its curve (max diameter, nominal speed), for the results' curve chart. */
export function getMatchPump(id: string, signal?: AbortSignal): Promise<PumpDetail> {
  return call(getPump, { params: { id }, signal });
}

export function matchPumpQueryOptions(id: string) {
  return queryOptions({
    // The pump page's key: a pump opened from the results is already in the cache.
    queryKey: ['pumps', 'get', id],
    queryFn: ({ signal }) => getMatchPump(id, signal),
  });
}

export function useMatchPump(id: string | null) {
  return useQuery({ ...matchPumpQueryOptions(id ?? ''), enabled: id !== null });
}
