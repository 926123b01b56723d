import {
  confirmPasswordResetEndpoint,
  type PasswordResetConfirmBody,
  type PasswordResetRequestBody,
  requestPasswordResetEndpoint,
} from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequestBody) => call(requestPasswordResetEndpoint, { body }),
  });
}

/** Sets the new password with the e-mailed token; every session of the account ends on the server. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordResetConfirmBody) => call(confirmPasswordResetEndpoint, { body }),
    // This browser may have been signed in as the account: everything it fetched is asked for again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
