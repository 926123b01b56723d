import {
  type EndSessionsBody,
  endAccountSessionsEndpoint,
  listAccountSessionsEndpoint,
} from '@specsource/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const ACCOUNT_SESSIONS_QUERY_KEY = ['account', 'sessions'] as const;

export function accountSessionsQueryOptions() {
  return queryOptions({
    queryKey: ACCOUNT_SESSIONS_QUERY_KEY,
    queryFn: async ({ signal }) => (await call(listAccountSessionsEndpoint, { signal })).sessions,
  });
}

/** The signed-in user's live sessions; a visitor gets the call's 401 as the error. */
export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions());
}

/** Ends one session or all others; ending this browser's own session signs it out everywhere in the app. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndSessionsBody) => call(endAccountSessionsEndpoint, { body }),
    onSuccess: async ({ is_current_ended }) => {
      if (is_current_ended) {
        // Signed out: nothing fetched as the user stays on screen.
        await queryClient.resetQueries();
        return;
      }
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_QUERY_KEY });
    },
  });
}
