import { logout } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { CURRENT_USER_QUERY_KEY } from './get-current-user.ts';

/** Ends the session on the server. */
export async function logoutUser(): Promise<void> {
  await call(logout);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutUser,
    onSuccess: () => {
      // Visitor at once, then confirmed by the server.
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
