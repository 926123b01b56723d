import { disposableEmailEndpoint } from '@specsource/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../lib/api-client.ts';

/** Whether `email` belongs to a disposable-address service. */
export async function checkDisposableEmail(email: string, signal?: AbortSignal): Promise<boolean> {
  const { result } = await call(disposableEmailEndpoint, { query: { email }, signal });
  return result === 'yes';
}

export function disposableEmailQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['auth', 'disposable-email', email],
    queryFn: ({ signal }) => checkDisposableEmail(email, signal),
    // The list of disposable domains does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Checks an address once per page (blur and submit share the cached answer). */
export function useCheckDisposableEmail() {
  const queryClient = useQueryClient();
  return useCallback(
    (email: string) => queryClient.fetchQuery(disposableEmailQueryOptions(email)),
    [queryClient],
  );
}
