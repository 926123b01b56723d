import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser, useReloadCurrentUser } from '../api/session.ts';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { ROLE_HOME } from '../config/role-home.ts';
import { MfaSetupGate } from '../features/account/components/mfa-setup-gate.tsx';
import { AccountMenu } from '../features/auth/components/account-menu.tsx';
import { RoleNav } from '../features/auth/components/role-nav.tsx';
import { SignInModalProvider } from '../features/auth/components/sign-in-modal-provider.tsx';
import { useSignOut } from '../features/auth/hooks/use-sign-out.ts';
import { useWizardDataJanitor } from '../features/wizard/hooks/use-wizard-data-janitor.ts';

/**
 * The shell with the account features plugged in. The sign-in modal lives here rather than in
 * `provider.tsx` because it needs the router (current path, links), which starts below the providers.
 */
export function RootLayout() {
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  // A failed check-auth says nothing about who is signed in: the stored wizards stay until it answers.
  useWizardDataJanitor(currentUser.isSuccess ? (currentUser.data?.username ?? null) : undefined);
  return (
    <SignInModalProvider>
      <AppLayout
        headerNav={<RoleNav />}
        headerActions={<AccountMenu />}
        homeHref={user ? ROLE_HOME[user.role] : undefined}
      >
        <CurrentUserMfaGate>
          <Outlet />
        </CurrentUserMfaGate>
      </AppLayout>
    </SignInModalProvider>
  );
}

/** Every page waits behind the two-step sign-in setup when the server says the user must set it up. */
function CurrentUserMfaGate({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const reloadCurrentUser = useReloadCurrentUser();
  const { signOut, isSigningOut } = useSignOut();

  return (
    <MfaSetupGate
      isRequired={user?.mfa_setup_required === true}
      onSetUp={reloadCurrentUser}
      onSignOut={signOut}
      isSigningOut={isSigningOut}
    >
      {children}
    </MfaSetupGate>
  );
}
