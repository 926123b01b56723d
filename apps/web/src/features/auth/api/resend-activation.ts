import { resendActivationEndpoint } from '@specsource/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Asks for a new activation link; the answer is the same whether or not the account exists. */
export async function resendActivationEmail(email: string): Promise<string> {
  const { detail } = await call(resendActivationEndpoint, { body: { email } });
  return detail;
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivationEmail });
}
