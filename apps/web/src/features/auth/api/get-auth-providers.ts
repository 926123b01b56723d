import { authProvidersEndpoint, type OidcProviderName } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export type AuthProviders = Record<OidcProviderName, boolean>;

/** Which external sign-in providers the server has configured. */
export function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return call(authProvidersEndpoint, { signal });
}

export function authProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => getAuthProviders(signal),
    // Server configuration: fixed until the server restarts.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
