import {
  activateEndpoint,
  authProvidersEndpoint,
  confirmPasswordResetEndpoint,
  disposableEmailEndpoint,
  type LoginBody,
  type LoginResponse,
  loginEndpoint,
  type MfaSignInBody,
  type MfaSignInResponse,
  type OidcProviderName,
  type PasswordResetConfirmBody,
  type PasswordResetRequestBody,
  type RegisterBody,
  registrationEndpoint,
  requestPasswordResetEndpoint,
  resendActivationEndpoint,
  userExistsEndpoint,
  verifyMfaSignInEndpoint,
} from '@specsource/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { call } from '../lib/api-client.ts';
import { sessionKeys, useInvalidateCurrentUser } from './session.ts';

/**
 * Signing in (password, second step, providers) and getting an account (registration, activation, password
 * reset), with the checks the contact forms make on an address. Each success asks the session (session.ts) again
 * who is signed in.
 */

export const authKeys = {
  all: sessionKeys.all,
  providers: () => [...authKeys.all, 'providers'] as const,
  disposableEmail: (email: string) => [...authKeys.all, 'disposable-email', email] as const,
  activation: (token: string) => [...authKeys.all, 'activate', token] as const,
};

type ActivateResult = z.infer<typeof activateEndpoint.response>;

/** Activates the account behind an e-mailed token; the server signs the user in. */
export function activateAccount(token: string): Promise<ActivateResult> {
  return call(activateEndpoint, { body: { token } });
}

export function useActivate(token: string) {
  const invalidateCurrentUser = useInvalidateCurrentUser();
  return useMutation({
    mutationKey: authKeys.activation(token),
    mutationFn: () => activateAccount(token),
    onSuccess: () => invalidateCurrentUser(),
  });
}

/** Whether `email` belongs to a disposable-address service. */
export async function checkDisposableEmail(email: string, signal?: AbortSignal): Promise<boolean> {
  const { result } = await call(disposableEmailEndpoint, { query: { email }, signal });
  return result === 'yes';
}

export function disposableEmailQueryOptions(email: string) {
  return queryOptions({
    queryKey: authKeys.disposableEmail(email),
    queryFn: ({ signal }) => checkDisposableEmail(email, signal),
    // The list of disposable domains does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Checks an address once per page (blur and submit share the cached answer). */
export function useCheckDisposableEmail() {
  const queryClient = useQueryClient();
  return useCallback(
    (email: string) => queryClient.fetchQuery(disposableEmailQueryOptions(email)),
    [queryClient],
  );
}

export type AuthProviders = Record<OidcProviderName, boolean>;

/** Which external sign-in providers the server has configured. */
export function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return call(authProvidersEndpoint, { signal });
}

export function authProvidersQueryOptions() {
  return queryOptions({
    queryKey: authKeys.providers(),
    queryFn: ({ signal }) => getAuthProviders(signal),
    // Server configuration: fixed until the server restarts.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}

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

/** Creates an inactive account; the server e-mails the activation link. */
export async function registerAccount(body: RegisterBody): Promise<string> {
  const { detail } = await call(registrationEndpoint, { body });
  return detail;
}

// Nothing to invalidate: the account stays signed out until it is activated.
export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}

/** Asks for a new activation link; the answer is the same whether or not the account exists. */
export async function resendActivationEmail(email: string): Promise<string> {
  const { detail } = await call(resendActivationEndpoint, { body: { email } });
  return detail;
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivationEmail });
}

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

/** Whether a visitor may register with this address: false when an account has it with another password. */
export async function canUseEmail(email: string, password: string): Promise<boolean> {
  const { success } = await call(userExistsEndpoint, { body: { username: email, password } });
  return success === 'success';
}
