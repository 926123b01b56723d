import { AppLayout } from '../components/layout/app-layout.tsx';
import { AccountMenu } from '../features/auth/components/account-menu.tsx';
import { SignInModalProvider } from '../features/auth/components/sign-in-modal-provider.tsx';
import { useWizardDataJanitor } from '../features/wizard/hooks/use-wizard-data-janitor.ts';

/**
 * The shell with the account features plugged in. The sign-in modal lives here rather than in
 * `provider.tsx` because it needs the router (current path, links), which starts below the providers.
 */
export function RootLayout() {
  useWizardDataJanitor();
  return (
    <SignInModalProvider>
      <AppLayout headerActions={<AccountMenu />} />
    </SignInModalProvider>
  );
}
