import { type RegisterBody, registrationEndpoint } from '@specsource/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Creates an inactive account; the server e-mails the activation link. */
export async function registerAccount(body: RegisterBody): Promise<string> {
  const { detail } = await call(registrationEndpoint, { body });
  return detail;
}

// Nothing to invalidate: the account stays signed out until it is activated.
export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
