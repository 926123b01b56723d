import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@specsource/contracts';
import { useState } from 'react';
import { canUseEmail, checkDisposableEmail, loginWithEmail } from '../../../api/auth.ts';
import { SUBMIT_FAILED } from '../../../api/requests.ts';
import { isApiError } from '../../../lib/api-error.ts';
import type { ContactValues, FieldErrors } from '../lib/wizard-data.ts';

export type SignInOutcome = 'signed_in' | 'mfa_required' | 'failed';

const normalised = (email: string) => email.trim().toLowerCase();

function toastFailure(error: unknown) {
  notifications.show({ color: 'red', message: isApiError(error) ? error.detail : SUBMIT_FAILED });
}

/**
 * The Contact Info step's calls (docs/spec/marketplace-spec.md §5 'Contact step', docs/spec/pump-selection-spec.md §4,
 * §8): the disposable-address check, the existing-account check before registering, and the e-mail sign-in.
 */
export function useContactChecks(flagFields: (errors: FieldErrors) => void) {
  const [disposableEmails, setDisposableEmails] = useState<readonly string[]>([]);
  const [isBusy, setIsBusy] = useState(false);

  const isKnownDisposable = (email: string) => disposableEmails.includes(normalised(email));

  /** Whether `email` is disposable; flags the field when it is. */
  const flagDisposable = async (email: string): Promise<boolean> => {
    if (!(await checkDisposableEmail(normalised(email)))) {
      return false;
    }
    setDisposableEmails((known) => [...known, normalised(email)]);
    flagFields({ email: MESSAGES.emailInvalid });
    return true;
  };

  /** On leaving the e-mail field. */
  const checkEmail = async (email: string) => {
    if (normalised(email) === '' || isKnownDisposable(email)) {
      return;
    }
    // A failed check is left to the server, which checks the address again on submit.
    await flagDisposable(email).catch(() => false);
  };

  /**
   * Signs in: 'signed_in' once the session exists ('login successful'); 'mfa_required' when the password was
   * right but the account asks for a code next (the pending sign-in's cookie is set).
   */
  const signIn = async (contact: ContactValues): Promise<SignInOutcome> => {
    setIsBusy(true);
    try {
      const result = await loginWithEmail({ email: contact.email, password: contact.password });
      if (result.mfa_required) {
        return 'mfa_required';
      }
      if (result.is_logged_in !== 'logged_in') {
        notifications.show({ color: 'red', message: result.detail ?? MESSAGES.loginFailed });
        return 'failed';
      }
      notifications.show({ color: 'green', message: MESSAGES.loginSuccessful });
      return 'signed_in';
    } catch (error) {
      toastFailure(error);
      return 'failed';
    } finally {
      setIsBusy(false);
    }
  };

  /** Whether a visitor may register with these details: no disposable address, no account with another password. */
  const canRegister = async (contact: ContactValues): Promise<boolean> => {
    setIsBusy(true);
    try {
      // The check on leaving the field may not have answered yet (Next pressed straight from the field).
      if (await flagDisposable(contact.email)) {
        return false;
      }
      if (!(await canUseEmail(contact.email, contact.password))) {
        // docs/spec/pump-selection-spec.md §8 — the account exists with another password; the email is flagged.
        notifications.show({ color: 'red', message: MESSAGES.userExistsWrongPassword });
        flagFields({ email: MESSAGES.userExistsWrongPassword });
        return false;
      }
      return true;
    } catch (error) {
      toastFailure(error);
      return false;
    } finally {
      setIsBusy(false);
    }
  };

  return { isBusy, isKnownDisposable, checkEmail, signIn, canRegister };
}
