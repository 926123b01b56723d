import { logoutEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { CURRENT_USER_QUERY_KEY } from './get-current-user.ts';

function isCurrentUserKey(key: readonly unknown[]): boolean {
  return (
    key.length === CURRENT_USER_QUERY_KEY.length && CURRENT_USER_QUERY_KEY.every((part, i) => key[i] === part)
  );
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
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      // OWASP ASVS 5.0 §14.3.1: nothing the signed-in user fetched stays in memory or on screen; queries still
      // on screen load again as a visitor (the server also sends Clear-Site-Data for the browser's storage).
      await queryClient.resetQueries({ predicate: (query) => !isCurrentUserKey(query.queryKey) });
    },
  });
}
