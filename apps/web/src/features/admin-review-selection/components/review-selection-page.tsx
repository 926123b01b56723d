import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES, REVIEW_SELECTION_MESSAGES } from '@specsource/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type RequestRow, useSearchRequests } from '../../../api/requests.ts';
import { useRequestReviews, useSelectRequestReviews } from '../../../api/reviews.ts';
import { HEADER_HEIGHT } from '../../../config/constants.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { AwaitingSelectionQueue } from './awaiting-selection-queue.tsx';
import { OfferChecklist, unavailableReason } from './offer-checklist.tsx';
import { RequestPicker } from './request-picker.tsx';

/**
 * docs/spec/marketplace-spec.md §2 'Admin: selected request review', §5, §8: choose a request, tick the offers its
 * customer may compare, submit; the form starts empty again after each success. Below it, the queue of requests whose
 * offers wait for a choice; `?order_id=` opens one of them in the form.
 */
export function ReviewSelectionPage() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('order_id');
  // A new key after each success: a fresh, empty form at the same address (docs/spec/marketplace-spec.md §2: after
  // submit it redirects back to it).
  const [formKey, setFormKey] = useState(0);
  return (
    <Stack gap="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Offer selection</Title>
          <Text c="dimmed">Only the offers you select here are ever shown to the customer.</Text>
        </Stack>
        <ReviewSelectionForm
          key={`${formKey}:${orderId ?? ''}`}
          initialOrderId={orderId}
          onDone={() => setFormKey((key) => key + 1)}
        />
      </Stack>
      <AwaitingSelectionQueue />
    </Stack>
  );
}

function ReviewSelectionForm({
  initialOrderId,
  onDone,
}: {
  initialOrderId: string | null;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  // Undefined until the admin picks: meanwhile the request named in the address, once found.
  const [picked, setRequest] = useState<RequestRow | null | undefined>(undefined);
  const initialRequest = useRequestNamed(initialOrderId);
  const request = picked === undefined ? initialRequest : picked;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (initialOrderId !== null) {
      formRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [initialOrderId]);
  const [ticked, setTicked] = useState<string[] | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const [reviewsError, setReviewsError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const offers = useRequestReviews(request?.order_id ?? null);
  const save = useSelectRequestReviews();

  // Until the admin ticks something, the request's current selection is what the boxes show.
  const current = (offers.data ?? [])
    .filter((offer) => offer.selected && unavailableReason(offer) === null)
    .map((offer) => String(offer.id));
  const value = ticked ?? current;

  const chooseRequest = (row: RequestRow | null) => {
    setRequest(row);
    setTicked(null);
    setRequestError(null);
    setReviewsError(null);
    setFormError(null);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (request === null) {
      setRequestError(REVIEW_SELECTION_MESSAGES.requestIdInvalid);
      return;
    }
    if (value.length === 0) {
      // docs/spec/marketplace-spec.md §5 'Selected request review'.
      setReviewsError(REVIEW_SELECTION_MESSAGES.fillTheForm);
      return;
    }
    save.mutate(
      { requestId: request.id, reviewIds: value.map(Number) },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: result.detail });
          onDone();
          void navigate(paths.adminSelectedRequestReview.getHref());
        },
        onError: (error) => {
          const detail = isApiError(error) ? error.detail : MESSAGES.internalError;
          const fieldMessages = isApiError(error) ? error.fieldErrors.reviews : undefined;
          if (fieldMessages) {
            setReviewsError(fieldMessages.join(' '));
          } else {
            setFormError(detail);
          }
          // docs/spec/marketplace-spec.md §8 — a failure is toasted with the error.
          notifications.show({ color: 'red', message: detail });
        },
      },
    );
  };

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      noValidate
      aria-label="Offer selection"
      // Scrolled to from the queue: clear of the fixed header.
      style={{ scrollMarginTop: HEADER_HEIGHT + 16 }}
    >
      <Stack gap="md">
        <RequestPicker value={request} onChange={chooseRequest} error={requestError} />
        {request === null ? null : (
          <OffersSection
            state={offers}
            value={value}
            onChange={(next) => {
              setTicked(next);
              setReviewsError(null);
            }}
            error={reviewsError}
          />
        )}
        {formError ? (
          <Alert color="red" role="alert" title="The selection was not saved">
            {formError}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function OffersSection({
  state,
  value,
  onChange,
  error,
}: {
  state: ReturnType<typeof useRequestReviews>;
  value: string[];
  onChange: (value: string[]) => void;
  error: string | null;
}) {
  if (state.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">Loading the offers…</Text>
      </Group>
    );
  }
  if (state.error) {
    return (
      <Alert color="red" role="alert" title="The offers could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{isApiError(state.error) ? state.error.detail : MESSAGES.internalError}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void state.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (state.data.length === 0) {
    return (
      <Stack gap={4}>
        <Text c="dimmed">No offers yet. Suppliers assigned to this part have not answered.</Text>
        {error ? (
          <Text c="red" fz="sm">
            {error}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return <OfferChecklist offers={state.data} value={value} onChange={onChange} error={error} />;
}

/** The request whose order id is exactly `orderId` (the search also matches parts of ids), once the server says. */
function useRequestNamed(orderId: string | null): RequestRow | null {
  const found = useSearchRequests(orderId ?? '');
  if (orderId === null) {
    return null;
  }
  return found.data?.results.find((row) => row.order_id === orderId) ?? null;
}
