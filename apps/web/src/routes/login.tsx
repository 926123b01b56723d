import { SignInPage } from '../features/auth/components/sign-in-page.tsx';

export function LoginRoute() {
  return <SignInPage />;
}
