import { type CurrentUser, checkAuthEndpoint, isSignedIn, logoutEndpoint } from '@specsource/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../lib/api-client.ts';

/**
 * The session: who is signed in (every page's header asks), and ending it. Signing in and getting an account are
 * in auth.ts, which only the pages that offer them load.
 */

/** "Who is signed in", app-wide: sign-in, sign-out and activation invalidate it. */
export const sessionKeys = {
  all: ['auth'] as const,
  currentUser: () => [...sessionKeys.all, 'current-user'] as const,
};

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
    queryKey: sessionKeys.currentUser(),
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
  await queryClient.cancelQueries({ queryKey: sessionKeys.currentUser() });
  await queryClient.invalidateQueries(
    { queryKey: sessionKeys.currentUser(), refetchType: 'all' },
    { throwOnError },
  );
}

/** 'Ada Lovelace', or the username when the account has no name. */
export function displayName(user: CurrentUser): string {
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return fullName === '' ? user.username : fullName;
}

function isCurrentUserKey(key: readonly unknown[]): boolean {
  const currentUserKey = sessionKeys.currentUser();
  return key.length === currentUserKey.length && currentUserKey.every((part, i) => key[i] === part);
}

/** Ends the session on the server. */
export async function logoutUser(): Promise<void> {
  await call(logoutEndpoint);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutUser,
    onSuccess: async () => {
      // Visitor at once, then confirmed by the server. Pages only a signed-in user sees leave the screen on
      // that render, before the reset below, so they do not fetch again as a visitor and meet 401s.
      queryClient.setQueryData(sessionKeys.currentUser(), null);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser() });
      // OWASP ASVS 5.0 §14.3.1: nothing the signed-in user fetched stays in memory or on screen; queries still
      // on screen load again as a visitor (the server also sends Clear-Site-Data for the browser's storage).
      await queryClient.resetQueries({ predicate: (query) => !isCurrentUserKey(query.queryKey) });
    },
  });
}
