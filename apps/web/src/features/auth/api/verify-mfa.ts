import { type MfaSignInBody, type MfaSignInResponse, verifyMfaSignInEndpoint } from '@specsource/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useInvalidateCurrentUser } from './get-current-user.ts';

/** The second sign-in step: the pending sign-in's cookie goes along, the code completes it. */
export function verifyMfaCode(body: MfaSignInBody): Promise<MfaSignInResponse> {
  return call(verifyMfaSignInEndpoint, { body });
}

export function useVerifyMfa() {
  const invalidateCurrentUser = useInvalidateCurrentUser();
  return useMutation({
    mutationFn: verifyMfaCode,
    // The session exists now: who is signed in must be asked again.
    onSuccess: () => void invalidateCurrentUser(),
  });
}
