import { type CurrentUser, checkAuthEndpoint, isSignedIn } from '@specsource/contracts';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../lib/api-client.ts';

/** The one key for "who is signed in", app-wide: sign-in, sign-out and activation invalidate it. */
export const CURRENT_USER_QUERY_KEY = ['auth', 'current-user'] as const;

// Our own sign-in and sign-out invalidate at once; this only bounds how long a session that
// expired on the server still shows as signed in.
const CURRENT_USER_STALE_MS = 60_000;

/** The signed-in user, or null for a visitor. */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  const response = await call(checkAuthEndpoint, { signal });
  return isSignedIn(response) ? response : null;
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: CURRENT_USER_STALE_MS,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/**
 * Asks the server again who is signed in, after something changed it (sign-in, activation). A check-auth
 * still in flight from before the change is cancelled first: its stale 'visitor' answer must not win.
 */
export function useInvalidateCurrentUser() {
  const queryClient = useQueryClient();
  return useCallback(() => reloadCurrentUser(queryClient, false), [queryClient]);
}

/**
 * As `useInvalidateCurrentUser`, for a caller that waits on the answer (finishing a required two-step
 * sign-in setup): the promise rejects when the server could not answer.
 */
export function useReloadCurrentUser() {
  const queryClient = useQueryClient();
  return useCallback(() => reloadCurrentUser(queryClient, true), [queryClient]);
}

async function reloadCurrentUser(queryClient: QueryClient, throwOnError: boolean): Promise<void> {
  await queryClient.cancelQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  await queryClient.invalidateQueries(
    { queryKey: CURRENT_USER_QUERY_KEY, refetchType: 'all' },
    { throwOnError },
  );
}

/** 'Ada Lovelace', or the username when the account has no name. */
export function displayName(user: CurrentUser): string {
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return fullName === '' ? user.username : fullName;
}
