import {
  disableMfaEndpoint,
  enableMfaEndpoint,
  getMfaStatusEndpoint,
  type MfaEnableBody,
  type MfaReauthBody,
  type MfaSetupBody,
  regenerateMfaRecoveryCodesEndpoint,
  startMfaSetupEndpoint,
} from '@specsource/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const MFA_STATUS_QUERY_KEY = ['account', 'mfa'] as const;

export function mfaStatusQueryOptions() {
  return queryOptions({
    queryKey: MFA_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => call(getMfaStatusEndpoint, { signal }),
  });
}

/** Whether two-step sign-in is on, since when, and how many recovery codes are unused. */
export function useMfaStatus() {
  return useQuery(mfaStatusQueryOptions());
}

/** A new key for the authenticator app; it changes nothing until its first code is confirmed. */
export function useStartMfaSetup() {
  return useMutation({ mutationFn: (body: MfaSetupBody) => call(startMfaSetupEndpoint, { body }) });
}

/** Each of these changes the status the card shows: it is loaded again. */
function useInvalidateMfaStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MFA_STATUS_QUERY_KEY });
}

/** Turns two-step sign-in on with the new key's first code; the answer carries the recovery codes, once. */
export function useEnableMfa() {
  const invalidate = useInvalidateMfaStatus();
  return useMutation({
    mutationFn: (body: MfaEnableBody) => call(enableMfaEndpoint, { body }),
    onSuccess: invalidate,
  });
}

export function useDisableMfa() {
  const invalidate = useInvalidateMfaStatus();
  return useMutation({
    mutationFn: (body: MfaReauthBody) => call(disableMfaEndpoint, { body }),
    onSuccess: invalidate,
  });
}

/** New recovery codes; the old ones stop working. */
export function useRegenerateMfaRecoveryCodes() {
  const invalidate = useInvalidateMfaStatus();
  return useMutation({
    mutationFn: (body: MfaReauthBody) => call(regenerateMfaRecoveryCodesEndpoint, { body }),
    onSuccess: invalidate,
  });
}
