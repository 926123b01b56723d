import { type LoginBody, type LoginResponse, loginEndpoint } from '@specsource/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useInvalidateCurrentUser } from './get-current-user.ts';

/** E-mail + password sign-in; the answer says whether it worked (a wrong password is not an error). */
export function loginWithEmail(body: LoginBody): Promise<LoginResponse> {
  return call(loginEndpoint, { body });
}

export function useLogin() {
  const invalidateCurrentUser = useInvalidateCurrentUser();
  return useMutation({
    mutationFn: loginWithEmail,
    onSuccess: (result) => {
      if (result.is_logged_in === 'logged_in') {
        void invalidateCurrentUser();
      }
    },
  });
}
