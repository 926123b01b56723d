import { useEffect } from 'react';
import { forgetWizardsOfOtherOwner } from '../lib/wizard-storage.ts';

/**
 * Forgets the stored wizards when the account signed in on this browser changes (`forgetWizardsOfOtherOwner`);
 * `username` is who is signed in now, null for a visitor, undefined while that is not known yet. Mounted once,
 * in the app's root layout.
 */
export function useWizardDataJanitor(username: string | null | undefined) {
  useEffect(() => {
    if (username !== undefined) {
      forgetWizardsOfOtherOwner(username);
    }
  }, [username]);
}
