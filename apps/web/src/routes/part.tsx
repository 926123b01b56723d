import { Button, Stack } from '@mantine/core';
import { MESSAGES } from '@specsource/contracts';
import { Link, useParams } from 'react-router';
import { usePart } from '../api/parts.ts';
import { useCurrentUser, useInvalidateCurrentUser } from '../api/session.ts';
import { PageLoading, PageMessage, RetryButton } from '../components/page-state.tsx';
import { paths } from '../config/paths.ts';
import { MfaCodeForm } from '../features/auth/components/mfa-code-form.tsx';
import { useSignInModal } from '../features/auth/hooks/use-sign-in-modal.ts';
import { notifyMfaSignIn } from '../features/auth/lib/notify-mfa-sign-in.ts';
import { ComingSoonBanner } from '../features/coming-soon/components/coming-soon-banner.tsx';
import { FeedbackButton } from '../features/pump-results/components/feedback-button.tsx';
import { PumpSearchResults } from '../features/pump-results/components/pump-search-results.tsx';
import { SearchLoadingOverlay } from '../features/pump-results/components/search-loading-overlay.tsx';
import { PartWizardPage } from '../features/wizard/components/part-wizard-page.tsx';
import { orderIdOf } from '../features/wizard/lib/wizard-steps.ts';
import { isApiError } from '../lib/api-error.ts';

/** /part/{slug}[/{orderId}]: the request wizard, composed from the part, who is signed in, and sign-in. */
export function PartRoute() {
  const { slug = '', orderId } = useParams();
  // key: a new part or request is a new page, with fresh state.
  return (
    <Stack gap="lg">
      <PartComingSoonBanner slug={slug} />
      <PartPage key={`${slug}/${orderId ?? ''}`} slug={slug} orderId={orderIdOf(orderId)} />
    </Stack>
  );
}

/** A part whose type's instant results are coming says so above its wizard (the part query is the page's own). */
function PartComingSoonBanner({ slug }: { slug: string }) {
  const { data: part } = usePart(slug);
  return part ? <ComingSoonBanner partType={part.part_type} partSlug={part.slug} /> : null;
}

function PartPage({ slug, orderId }: { slug: string; orderId: string | null }) {
  const { data: part, error, isPending, refetch } = usePart(slug);
  const currentUser = useCurrentUser();
  const invalidateCurrentUser = useInvalidateCurrentUser();
  const signInModal = useSignInModal();

  if (isPending || currentUser.isPending) {
    return <PageLoading label="Loading part…" />;
  }
  if (error) {
    // A malformed slug is as much "no such part" as an unknown one.
    if (isApiError(error, 'NOT_FOUND') || isApiError(error, 'VALIDATION')) {
      return (
        <PageMessage
          title="Part not found"
          message={MESSAGES.partNotFound}
          action={
            <Button component={Link} to={paths.home.getHref()}>
              Search parts on the home page
            </Button>
          }
        />
      );
    }
    return (
      <PageMessage
        title="This part could not be loaded"
        message={isApiError(error) ? error.detail : MESSAGES.internalError}
        action={<RetryButton onRetry={() => void refetch()} />}
      />
    );
  }

  return (
    <PartWizardPage
      part={part}
      orderId={orderId}
      // A failed check-auth counts as a visitor: the server decides again on submit.
      user={currentUser.data ?? null}
      onSignInRequired={() => signInModal.open()}
      onSignedIn={invalidateCurrentUser}
      renderMfaStep={({ onVerified, onRestart }) => (
        <MfaCodeForm
          onVerified={(result) => {
            notifyMfaSignIn(result);
            onVerified();
          }}
          onRestart={onRestart}
        />
      )}
      renderSearchOverlay={({ isComingSoon }) => (
        <SearchLoadingOverlay partType={part.part_type} isComingSoon={isComingSoon} />
      )}
      renderResults={({ response, isSearching, onRequestQuotes, isSendingQuotes }) => (
        <>
          <PumpSearchResults
            response={response}
            partType={part.part_type}
            // The search is the customer's draft: quotes are asked for here, and only then does it reach suppliers.
            onRequestQuotes={onRequestQuotes}
            isRequestingQuotes={isSendingQuotes}
          />
          <FeedbackButton
            searchSessionId={response.search_session_id}
            isSearching={isSearching}
            partType={part.part_type}
          />
        </>
      )}
    />
  );
}
