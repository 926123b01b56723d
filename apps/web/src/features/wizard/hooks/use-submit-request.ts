import { notifications } from '@mantine/notifications';
import {
  type CreateRequestBody,
  type DispatcherResponse,
  MESSAGES,
  type PartStructure,
  type PartType,
  REQUEST_MESSAGES,
} from '@specsource/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  requestDetailQueryOptions,
  requestSearchQueryOptions,
  SUBMIT_FAILED,
  sendCreateRequest,
  sendDispatcher,
  sendRequestForQuotes,
  sendUpdateRequest,
} from '../../../api/requests.ts';
import { isApiError } from '../../../lib/api-error.ts';

// docs/spec/marketplace-spec.md §8 'Error catalogue'.
export const SUBMIT_MESSAGES = {
  failed: SUBMIT_FAILED,
  dispatcherFailed: 'Error running dispatcher process',
  received: 'We received your request!',
  updated: 'Your request was updated.',
  sent: REQUEST_MESSAGES.sent,
  // docs/spec/pump-selection-spec.md §4 — coming-soon types.
  comingSoonSubtitle: 'Live updates are coming soon...',
  processing: 'Processing your request...',
  processingSubtitle: 'Please wait while we analyze your specifications.',
} as const;

// docs/spec/marketplace-spec.md §9 — the coming-soon message shows for 5 s.
const COMING_SOON_MS = 5000;

export type SubmitPhase = 'idle' | 'saving' | 'searching' | 'sending';

export interface SubmitInput {
  /** The create body (its draft_key is added for a search). */
  body: CreateRequestBody;
  file: File | null;
}

/** How a submit or a search ended; the wizard moves on from there (toasts are already shown). */
export type SubmitOutcome =
  | { kind: 'failed' }
  /** A visitor registered: the account (and the request) wait for the activation link. */
  | { kind: 'registered' }
  | { kind: 'saved'; orderId: string }
  | { kind: 'searched'; orderId: string; response: DispatcherResponse };

function toastError(message: string) {
  notifications.show({ color: 'red', message });
}

/** The first thing the server said went wrong, or the catalogue's fallback. */
function failureText(error: unknown): string {
  return isApiError(error) && error.detail !== '' ? error.detail : SUBMIT_MESSAGES.failed;
}

/**
 * The wizard's calls to the server: a part type without instant results is submitted (or its edit saved); a
 * pump is searched — its request saved as the customer's draft (or the request edited), then the search run
 * on it — and 'Request quotes' sends the draft to the suppliers. One Idempotency-Key per submitted body: a
 * retry or a double click of the same submit sends the same key, so the server records one request; a draft
 * is keyed by the wizard's draft key, so every search of one wizard saves one draft.
 */
export function useSubmitRequest({
  part,
  partType,
  onSignedIn,
  onFieldErrors,
  onDraftSaved,
}: {
  part: PartStructure;
  partType: PartType | null;
  /** The server signed a visitor in with the account their contact details matched. */
  onSignedIn: () => Promise<void>;
  /**
   * A 400 with `field_errors`: the wizard shows what it can under its fields and answers with the messages
   * it could not place (and how many it placed).
   */
  onFieldErrors: (fieldErrors: Record<string, string[]>) => { placed: number; unmapped: string[] };
  /** A search's first save made the wizard's draft (kept even when the search then fails). */
  onDraftSaved: (orderId: string) => void;
}) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SubmitPhase>('idle');
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

  const showFailure = (error: unknown, { isSearch }: { isSearch: boolean }) => {
    if (isSearch && isApiError(error) && error.reason === 'no_sub_code') {
      setComingSoon(partType?.config.comingSoon.message || SUBMIT_MESSAGES.comingSoonSubtitle);
      window.setTimeout(() => setComingSoon(null), COMING_SOON_MS);
      return;
    }
    const shown =
      isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0
        ? onFieldErrors(error.fieldErrors)
        : undefined;
    if (shown !== undefined && shown.placed > 0) {
      // The rest are under their fields: the toast keeps only what no field shows.
      if (shown.unmapped.length > 0) {
        toastError(shown.unmapped.join(' '));
      }
      return;
    }
    // The hourly limits say when to try again, and a refusal no field shows says why (a value the search
    // cannot use); any other search failure gets the spec's text.
    const saysWhy = isApiError(error) && (error.status === 429 || error.status === 400);
    toastError(isSearch && !saysWhy ? SUBMIT_MESSAGES.dispatcherFailed : failureText(error));
  };

  /** Runs one call at a time: a second click while the first is still on its way sends nothing more. */
  const once = async <T>(run: () => Promise<T>, failed: T): Promise<T> => {
    if (isRunning.current) {
      return failed;
    }
    isRunning.current = true;
    try {
      return await run();
    } finally {
      isRunning.current = false;
      setPhase('idle');
    }
  };

  /** Records the request: 'registered' for a visitor who made an account, else the order id. */
  const create = async (input: SubmitInput): Promise<SubmitOutcome> => {
    const created = await sendCreateRequest(input.body, {
      file: input.file,
      idempotencyKey: idempotencyKeyFor(input),
    });
    if (created.is_logged_in === 'new') {
      return { kind: 'registered' };
    }
    if (created.is_logged_in === 'user_already_exists') {
      // The account's password was right: the visitor is signed in, and told so as a sign-in would.
      notifications.show({ color: 'green', message: MESSAGES.loginSuccessful });
      await onSignedIn();
    }
    return { kind: 'saved', orderId: created.order_id };
  };

  /** A part type without instant results: records the request (or saves the edit of `orderId`). */
  const submit = (input: SubmitInput, orderId: string | null) =>
    once<SubmitOutcome>(
      async () => {
        setPhase('saving');
        try {
          if (orderId !== null) {
            const { contact_info: _contact, draft_key: _draftKey, ...fields } = input.body;
            await sendUpdateRequest(orderId, fields);
            notifications.show({ color: 'green', message: SUBMIT_MESSAGES.updated });
            return { kind: 'saved', orderId };
          }
          const outcome = await create(input);
          if (outcome.kind === 'saved') {
            notifications.show({ color: 'green', message: SUBMIT_MESSAGES.received });
          }
          return outcome;
        } catch (error) {
          showFailure(error, { isSearch: false });
          return { kind: 'failed' };
        }
      },
      { kind: 'failed' },
    );

  /**
   * A pump: saves the request — the wizard's draft (created under `draftKey` on its first search), or the
   * request `orderId` — then searches it. The search is stored with the request, so its page shows it too.
   */
  const search = (input: SubmitInput, context: { orderId: string | null; draftKey: string }) =>
    once<SubmitOutcome>(
      async () => {
        setPhase('saving');
        let orderId = context.orderId;
        try {
          if (orderId === null) {
            const outcome = await create({ ...input, body: { ...input.body, draft_key: context.draftKey } });
            if (outcome.kind !== 'saved') {
              return outcome;
            }
            orderId = outcome.orderId;
            onDraftSaved(orderId);
          } else {
            const { contact_info: _contact, draft_key: _draftKey, ...fields } = input.body;
            queryClient.setQueryData(
              requestDetailQueryOptions(orderId).queryKey,
              await sendUpdateRequest(orderId, fields),
            );
          }
        } catch (error) {
          showFailure(error, { isSearch: false });
          return { kind: 'failed' };
        }
        setPhase('searching');
        try {
          // The server reads the part from the recorded request; `part` (a slug or title) names it for the record.
          // The draft's page, where the wizard goes next, reads the request from the cache (a failed read there
          // only costs that page a fetch).
          const [response] = await Promise.all([
            sendDispatcher(part.slug, orderId),
            queryClient.prefetchQuery(requestDetailQueryOptions(orderId)),
          ]);
          queryClient.setQueryData(requestSearchQueryOptions(orderId).queryKey, {
            search: { ...response, created_at: new Date().toISOString() },
          });
          return { kind: 'searched', orderId, response };
        } catch (error) {
          showFailure(error, { isSearch: true });
          return { kind: 'failed' };
        }
      },
      { kind: 'failed' },
    );

  /** 'Request quotes': the searched draft goes to the part's suppliers (once, however often pressed). */
  const requestQuotes = (orderId: string) =>
    once<boolean>(async () => {
      setPhase('sending');
      try {
        // The request's page opens next: it shows the request as sent, not the draft read before.
        queryClient.setQueryData(
          requestDetailQueryOptions(orderId).queryKey,
          await sendRequestForQuotes(orderId),
        );
        notifications.show({ color: 'green', message: SUBMIT_MESSAGES.sent });
        return true;
      } catch (error) {
        toastError(failureText(error));
        return false;
      }
    }, false);

  return { submit, search, requestQuotes, phase, comingSoon };
}
