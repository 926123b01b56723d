import { type ChangePasswordBody, changePasswordEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { ACCOUNT_SESSIONS_QUERY_KEY } from './account-sessions.ts';

/** Changes the password; the server ends every other session, so the sessions list is loaded again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call(changePasswordEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_QUERY_KEY }),
  });
}
