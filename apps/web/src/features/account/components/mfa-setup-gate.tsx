import { lazy, type ReactNode, Suspense, useState } from 'react';
import { PageLoading } from '../../../components/page-state.tsx';
import type { MfaSetupPanelProps } from './mfa-setup-panel.tsx';

// The panel (and the setup behind it) loads only when it shows, for a user who must use it: the gate sits in
// every page's layout, and most users never see the panel.
const MfaSetupPanel = lazy(async () => ({ default: (await import('./mfa-setup-panel.tsx')).MfaSetupPanel }));

interface MfaSetupGateProps extends Omit<MfaSetupPanelProps, 'isSetupOpen' | 'onSetupOpenChange'> {
  /** The deployment requires two-step sign-in for the signed-in user's role, and they have not set it up. */
  isRequired: boolean;
  /** The page, shown once nothing is required. */
  children: ReactNode;
}

/**
 * Stands in for every page while the user must set up two-step sign-in: the server refuses everything else
 * until then (docs/security.md G2). Signing out is the only other way on.
 */
export function MfaSetupGate({ isRequired, onSetUp, onSignOut, isSigningOut, children }: MfaSetupGateProps) {
  // An open setup stays on screen even if the user was reloaded meanwhile without the flag: the recovery
  // codes must not vanish before the user has saved them.
  const [isSetupOpen, setIsSetupOpen] = useState(false);

  if (!isRequired && !isSetupOpen) {
    return children;
  }
  return (
    <Suspense fallback={<PageLoading label="Loading two-step sign-in setup…" />}>
      <MfaSetupPanel
        isSetupOpen={isSetupOpen}
        onSetupOpenChange={setIsSetupOpen}
        onSetUp={onSetUp}
        onSignOut={onSignOut}
        isSigningOut={isSigningOut}
      />
    </Suspense>
  );
}
