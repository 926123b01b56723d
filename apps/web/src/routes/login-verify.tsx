import { MfaVerifyPage } from '../features/auth/components/mfa-verify-page.tsx';

export function LoginVerifyRoute() {
  return <MfaVerifyPage />;
}
