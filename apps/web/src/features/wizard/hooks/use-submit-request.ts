import { notifications } from '@mantine/notifications';
import {
  type CreateRequestBody,
  type DispatcherResponse,
  MESSAGES,
  type PartStructure,
  type PartType,
} from '@specsource/contracts';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { SUBMIT_FAILED, sendCreateRequest } from '../api/create-request.ts';
import { sendDispatcher, sendUpdateRequest } from '../api/request-calls.ts';
import { clearWizardData } from '../lib/wizard-storage.ts';

// spec: marketplace §8 'Error catalogue'.
export const SUBMIT_MESSAGES = {
  failed: SUBMIT_FAILED,
  dispatcherFailed: 'Error running dispatcher process',
  received: 'We received your request!',
  updated: 'Your request was updated.',
  // spec: pump-selection §4 — coming-soon types.
  comingSoonSubtitle: 'Live updates are coming soon...',
  processing: 'Processing your request...',
  processingSubtitle: 'Please wait while we analyze your specifications.',
} as const;

// spec: marketplace §9 — the coming-soon message shows for 5 s.
const COMING_SOON_MS = 5000;

export type SubmitPhase = 'idle' | 'saving' | 'searching';

interface SubmitInput {
  body: CreateRequestBody;
  file: File | null;
}

function toastError(message: string) {
  notifications.show({ color: 'red', message });
}

/** The first thing the server said went wrong, or the catalogue's fallback. */
function failureText(error: unknown): string {
  return isApiError(error) && error.detail !== '' ? error.detail : SUBMIT_MESSAGES.failed;
}

/**
 * Records the request (or saves the edit), then for part types with instant results runs the search
 * (spec: marketplace §4 'Wizard', DESIGN.md 'wizard steps'). One Idempotency-Key per submitted body: a
 * retry or a double click of the same submit sends the same key, so the server records one request.
 */
export function useSubmitRequest({
  part,
  partType,
  orderId,
  storageKey,
  onSignedIn,
  onFieldErrors,
}: {
  part: PartStructure;
  partType: PartType | null;
  orderId: string | null;
  storageKey: string;
  /** The server signed a visitor in with the account their contact details matched. */
  onSignedIn: () => Promise<void>;
  /**
   * A 400 with `field_errors`: the wizard shows what it can under its fields and answers with the messages
   * it could not place (and how many it placed).
   */
  onFieldErrors?: (fieldErrors: Record<string, string[]>) => { placed: number; unmapped: string[] };
}) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [results, setResults] = useState<{ response: DispatcherResponse; orderId: string } | null>(null);
  const [comingSoon, setComingSoon] = useState<string | null>(null);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const isRunning = useRef(false);

  const idempotencyKeyFor = (input: SubmitInput): string => {
    const fingerprint = JSON.stringify([
      input.body,
      input.file?.name,
      input.file?.size,
      input.file?.lastModified,
    ]);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, key: crypto.randomUUID() };
    }
    return attempt.current.key;
  };

  /** A 400's field errors under their fields (the rest toasted); false when none could be placed. */
  const showFieldErrors = (error: unknown): boolean => {
    const hasFieldErrors =
      isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0;
    const shown = hasFieldErrors ? onFieldErrors?.(error.fieldErrors) : undefined;
    if (shown === undefined || shown.placed === 0) {
      return false;
    }
    if (shown.unmapped.length > 0) {
      // The rest are under their fields: the toast keeps only what no field shows.
      toastError(shown.unmapped.join(' '));
    }
    return true;
  };

  const search = async (createdOrderId: string) => {
    setPhase('searching');
    try {
      // The server reads the part from the recorded request; `part` (a slug or title) names it for the record.
      const response = await sendDispatcher(part.slug, createdOrderId);
      setResults({ response, orderId: createdOrderId });
    } catch (error) {
      if (isApiError(error) && error.detail.includes(MESSAGES.noSubCode)) {
        setComingSoon(partType?.config.comingSoon.message || SUBMIT_MESSAGES.comingSoonSubtitle);
        window.setTimeout(() => setComingSoon(null), COMING_SOON_MS);
      } else if (!showFieldErrors(error)) {
        // A refused value (a flow of 0, a temperature past boiling) shows under its field, above. The hourly
        // search limit says when to search again, and a refusal no field shows says why; else the spec's text.
        const saysWhy = isApiError(error) && (error.status === 429 || error.status === 400);
        toastError(saysWhy ? error.detail : SUBMIT_MESSAGES.dispatcherFailed);
      }
    }
  };

  const submit = async (input: SubmitInput, { isSignedIn }: { isSignedIn: boolean }) => {
    // A second click while the first is still on its way sends nothing more.
    if (isRunning.current) {
      return;
    }
    isRunning.current = true;
    setPhase('saving');
    try {
      if (orderId !== null) {
        const { contact_info: _contact, ...fields } = input.body;
        await sendUpdateRequest(orderId, fields);
        clearWizardData(storageKey);
        notifications.show({ color: 'green', message: SUBMIT_MESSAGES.updated });
        await navigate(paths.userRequests.getHref());
        return;
      }
      const created = await sendCreateRequest(input.body, {
        file: input.file,
        idempotencyKey: idempotencyKeyFor(input),
      });
      // The key stays: the same body sent again (a late second click) is the same request, replayed by the server.
      clearWizardData(storageKey);
      if (created.is_logged_in === 'new') {
        // DESIGN.md 'guest who registers': the account waits for activation; so do the results.
        notifications.show({ color: 'green', message: MESSAGES.registrationSubmitted, autoClose: false });
        await navigate(paths.home.getHref());
        return;
      }
      if (created.is_logged_in === 'user_already_exists') {
        await onSignedIn();
      }
      const isInstant = partType?.config.features.instantResults === true;
      if (isInstant && (isSignedIn || created.is_logged_in === 'user_already_exists')) {
        await search(created.order_id);
        return;
      }
      notifications.show({ color: 'green', message: SUBMIT_MESSAGES.received });
      await navigate(paths.userRequests.getHref(created.order_id));
    } catch (error) {
      if (!showFieldErrors(error)) {
        toastError(failureText(error));
      }
    } finally {
      isRunning.current = false;
      setPhase('idle');
    }
  };

  return { submit, phase, results, comingSoon };
}
