import { AccountPage } from '../../features/account/components/account-page.tsx';
import { RequireSignIn } from '../../features/auth/components/require-role.tsx';

/** /user/account/: every signed-in user's password, two-step sign-in and sessions. */
export function UserAccountRoute() {
  return (
    <RequireSignIn>
      <AccountPage />
    </RequireSignIn>
  );
}
