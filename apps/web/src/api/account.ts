import {
  type ChangePasswordBody,
  changePasswordEndpoint,
  disableMfaEndpoint,
  type EndSessionsBody,
  enableMfaEndpoint,
  endAccountSessionsEndpoint,
  getMfaStatusEndpoint,
  listAccountSessionsEndpoint,
  type MfaEnableBody,
  type MfaReauthBody,
  type MfaSetupBody,
  regenerateMfaRecoveryCodesEndpoint,
  startMfaSetupEndpoint,
} from '@specsource/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api-client.ts';

/** The signed-in account's own settings: its sessions and its second sign-in step. */
export const accountKeys = {
  all: ['account'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  mfa: () => [...accountKeys.all, 'mfa'] as const,
};

export function accountSessionsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: async ({ signal }) => (await call(listAccountSessionsEndpoint, { signal })).sessions,
  });
}

/** The signed-in user's live sessions; a visitor gets the call's 401 as the error. */
export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions());
}

/** Ends one session or all others; ending this browser's own session signs it out everywhere in the app. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndSessionsBody) => call(endAccountSessionsEndpoint, { body }),
    onSuccess: async ({ is_current_ended }) => {
      if (is_current_ended) {
        // Signed out: nothing fetched as the user stays on screen.
        await queryClient.resetQueries();
        return;
      }
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });
}

/** Changes the password; the server ends every other session, so the sessions list is loaded again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call(changePasswordEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function mfaStatusQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.mfa(),
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
  return () => queryClient.invalidateQueries({ queryKey: accountKeys.mfa() });
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
