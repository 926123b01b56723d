import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { clearAllWizardData, isWizardPath } from '../lib/wizard-storage.ts';

/**
 * spec: marketplace §2 — visiting any path containing neither 'part' nor 'wizard' clears stored wizard data.
 * Mounted once, in the app's root layout, so every navigation passes through it.
 */
export function useWizardDataJanitor() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isWizardPath(pathname)) {
      clearAllWizardData();
    }
  }, [pathname]);
}
