import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { safeNextPath } from '../../../lib/safe-next-path.ts';
import { SignInModalContext } from '../hooks/use-sign-in-modal.ts';

// The modal (its forms, the providers' buttons) loads when first opened: the provider sits in every page's layout.
const SignInModal = lazy(async () => ({ default: (await import('./sign-in-modal.tsx')).SignInModal }));

interface ModalState {
  isOpen: boolean;
  /** Opened at least once: from then on the modal stays mounted, so it can play its closing transition. */
  hasOpened: boolean;
  nextPath?: string;
}

/** Holds the one sign-in modal; anything below opens it with `useSignInModal().open()`. */
export function SignInModalProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<ModalState>({ isOpen: false, hasOpened: false });

  const open = useCallback((nextPath?: string) => setState({ isOpen: true, hasOpened: true, nextPath }), []);
  const close = useCallback(() => setState((current) => ({ ...current, isOpen: false })), []);
  const controls = useMemo(() => ({ open, close }), [open, close]);

  // Signed in with e-mail: stay on this page, unless open() named another one.
  const handleSignedIn = () => {
    close();
    if (state.nextPath !== undefined) {
      void navigate(safeNextPath(state.nextPath));
    }
  };

  return (
    <SignInModalContext value={controls}>
      {children}
      {state.hasOpened && (
        <Suspense fallback={null}>
          <SignInModal
            opened={state.isOpen}
            onClose={close}
            onSignedIn={handleSignedIn}
            nextPath={state.nextPath ?? `${location.pathname}${location.search}`}
          />
        </Suspense>
      )}
    </SignInModalContext>
  );
}
