import { activateEndpoint } from '@specsource/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { useInvalidateCurrentUser } from './get-current-user.ts';

type ActivateResult = z.infer<typeof activateEndpoint.response>;

/** Activates the account behind an e-mailed token; the server signs the user in. */
export function activateAccount(token: string): Promise<ActivateResult> {
  return call(activateEndpoint, { body: { token } });
}

export function useActivate(token: string) {
  const invalidateCurrentUser = useInvalidateCurrentUser();
  return useMutation({
    mutationKey: ['auth', 'activate', token],
    mutationFn: () => activateAccount(token),
    onSuccess: () => invalidateCurrentUser(),
  });
}
