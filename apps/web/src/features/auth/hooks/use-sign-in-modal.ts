import { createContext, useContext } from 'react';

export interface SignInModalControls {
  /** Opens the sign-in modal; after signing in the user lands on `nextPath` (default: stays on this page). */
  open: (nextPath?: string) => void;
  close: () => void;
}

export const SignInModalContext = createContext<SignInModalControls | null>(null);

export function useSignInModal(): SignInModalControls {
  const controls = useContext(SignInModalContext);
  if (controls === null) {
    throw new Error('useSignInModal must be used inside <SignInModalProvider>');
  }
  return controls;
}
