import {
  activateEndpoint,
  authProvidersEndpoint,
  type CurrentUser,
  checkAuthEndpoint,
  confirmPasswordResetEndpoint,
  disposableEmailEndpoint,
  isSignedIn,
  type LoginBody,
  type LoginResponse,
  loginEndpoint,
  logoutEndpoint,
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
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { call } from '../lib/api-client.ts';

/**
 * Who is signed in, and the calls that change it: sign-in (password, second step, providers), sign-out,
 * registration and activation, password reset, and the checks the contact forms make on an address.
 */

/** Every auth query's key starts here; `currentUser` is the app-wide "who is signed in". */
export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
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

// Our own sign-in and sign-out invalidate at once; this only bounds how long a session that
// expired on the server still shows as signed in.
const CURRENT_USER_STALE_MS = 60_000;

/** The signed-in user, or null for a visitor. */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  const response = await call(checkAuthEndpoint, { signal });
  return isSignedIn(response) ? response : null;
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: CURRENT_USER_STALE_MS,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/**
 * Asks the server again who is signed in, after something changed it (sign-in, activation). A check-auth
 * still in flight from before the change is cancelled first: its stale 'visitor' answer must not win.
 */
export function useInvalidateCurrentUser() {
  const queryClient = useQueryClient();
  return useCallback(() => reloadCurrentUser(queryClient, false), [queryClient]);
}

/**
 * As `useInvalidateCurrentUser`, for a caller that waits on the answer (finishing a required two-step
 * sign-in setup): the promise rejects when the server could not answer.
 */
export function useReloadCurrentUser() {
  const queryClient = useQueryClient();
  return useCallback(() => reloadCurrentUser(queryClient, true), [queryClient]);
}

async function reloadCurrentUser(queryClient: QueryClient, throwOnError: boolean): Promise<void> {
  await queryClient.cancelQueries({ queryKey: authKeys.currentUser() });
  await queryClient.invalidateQueries(
    { queryKey: authKeys.currentUser(), refetchType: 'all' },
    { throwOnError },
  );
}

/** 'Ada Lovelace', or the username when the account has no name. */
export function displayName(user: CurrentUser): string {
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return fullName === '' ? user.username : fullName;
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

function isCurrentUserKey(key: readonly unknown[]): boolean {
  const currentUserKey = authKeys.currentUser();
  return key.length === currentUserKey.length && currentUserKey.every((part, i) => key[i] === part);
}

/** Ends the session on the server. */
export async function logoutUser(): Promise<void> {
  await call(logoutEndpoint);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutUser,
    onSuccess: async () => {
      // Visitor at once, then confirmed by the server. Pages only a signed-in user sees leave the screen on
      // that render, before the reset below, so they do not fetch again as a visitor and meet 401s.
      queryClient.setQueryData(authKeys.currentUser(), null);
      await queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
      // OWASP ASVS 5.0 §14.3.1: nothing the signed-in user fetched stays in memory or on screen; queries still
      // on screen load again as a visitor (the server also sends Clear-Site-Data for the browser's storage).
      await queryClient.resetQueries({ predicate: (query) => !isCurrentUserKey(query.queryKey) });
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
