import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CUSTOMER_REQUEST_MESSAGES,
  EDITABLE_REQUEST_STATUS_VALUES,
  MESSAGES,
  REQUEST_MESSAGES,
  type RequestStatusValue,
  WITHDRAWABLE_REQUEST_STATUS_VALUES,
} from '@specsource/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { requestDetailQueryOptions, useCustomerRequest, useMoveRequest } from '../../../api/requests.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { PageLoading, PageMessage, RetryButton } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { OfferComparison } from './offer-comparison.tsx';
import { RequestHistory } from './request-history.tsx';
import { RequestSpecification } from './request-specification.tsx';
import { RequestStatusBadge } from './request-status-badge.tsx';
import { WithdrawRequestButton } from './withdraw-request-button.tsx';

/** What the page gives the results view (a feature of its own, plugged in by the route). */
export interface RequestResultsSlot {
  orderId: string;
  partSlug: string;
  isDraft: boolean;
  /** 'Request quotes' on a draft's results (and the no-match panel's 'Contact us'); undefined once sent. */
  onRequestQuotes: (() => void) | undefined;
  isRequestingQuotes: boolean;
}

export interface CustomerRequestDetailsProps {
  orderId: string;
  /** The request's stored analysis and matches; nothing when not given. */
  renderResults?: (slot: RequestResultsSlot) => ReactNode;
}

const backToRequests = (
  <Button component={Link} to={paths.userRequests.getHref()}>
    Back to your requests
  </Button>
);

const isIn = (statuses: readonly RequestStatusValue[], status: RequestStatusValue) =>
  statuses.includes(status);

/**
 * One request (`?template=request-details&order_id=…`): what was asked (specification, comment, files), its
 * search's analysis and matches, the offers selected for it with their comparison, and its history; Edit and
 * Withdraw while the server allows them, and 'Request quotes' on a draft.
 */
export function CustomerRequestDetails({ orderId, renderResults }: CustomerRequestDetailsProps) {
  const summary = useCustomerRequest(orderId);
  const detail = useQuery(requestDetailQueryOptions(orderId));
  const send = useMoveRequest(orderId, 'send');
  const offersTitleId = useId();

  const error = summary.error ?? detail.error;
  if (error) {
    if (isApiError(error, 'NOT_FOUND')) {
      return (
        <PageMessage
          title="Request not found"
          message={CUSTOMER_REQUEST_MESSAGES.requestNotFound}
          action={backToRequests}
        />
      );
    }
    return (
      <PageMessage
        title="Your request could not be loaded"
        message={isApiError(error) ? error.detail : MESSAGES.internalError}
        action={
          <RetryButton
            onRetry={() => {
              void summary.refetch();
              void detail.refetch();
            }}
          />
        }
      />
    );
  }
  const request = detail.data;
  const overview = summary.data;
  if (request === undefined || overview === undefined) {
    return <PageLoading label="Loading your request…" />;
  }
  const { status } = request;
  const isDraft = status === 'draft';
  const requestQuotes = () =>
    send.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: REQUEST_MESSAGES.sent }),
      onError: (sendError) =>
        notifications.show({
          color: 'red',
          message: isApiError(sendError) ? sendError.detail : MESSAGES.internalError,
        }),
    });

  const results = renderResults?.({
    orderId,
    partSlug: request.part.slug,
    isDraft,
    onRequestQuotes: isDraft ? requestQuotes : undefined,
    isRequestingQuotes: send.isPending,
  });
  const offers = (
    <Stack gap="sm" component="section" aria-labelledby={offersTitleId}>
      <Title order={2} fz="h3" id={offersTitleId}>
        Offers
      </Title>
      {status === 'cancelled' && overview.offers.length === 0 ? (
        <Text>This request was withdrawn: no offers will come for it.</Text>
      ) : overview.offers.length === 0 ? (
        <Text>{CUSTOMER_REQUEST_MESSAGES.noOffers}</Text>
      ) : (
        <OfferComparison request={{ ...overview, status }} />
      )}
    </Stack>
  );

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <BackLink to={paths.userRequests.getHref()}>Your requests</BackLink>
        <Title order={1}>{request.part.title} request</Title>
        <Text size="sm" c="dimmed">
          Order id{' '}
          <Text span ff="monospace" size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {request.order_id}
          </Text>
        </Text>
        <Group gap="sm">
          <RequestStatusBadge status={status} />
          <Text c="dimmed" size="sm">
            {isDraft ? 'Searched' : 'Created'} {formatDateTime(overview.created_at)}
          </Text>
        </Group>
        {isIn(WITHDRAWABLE_REQUEST_STATUS_VALUES, status) ? (
          <Group gap="sm" mt="xs">
            {isIn(EDITABLE_REQUEST_STATUS_VALUES, status) ? (
              <Button
                component={Link}
                to={paths.partRequest.getHref(request.part.slug, request.order_id)}
                variant="default"
              >
                Edit
              </Button>
            ) : null}
            <WithdrawRequestButton orderId={orderId} isDraft={isDraft} />
          </Group>
        ) : null}
      </Stack>
      {isDraft ? (
        <Alert color="blue" title="A draft: not sent to any supplier">
          This is your search. Request quotes to send it to the suppliers of this part; until then only you
          see it.
        </Alert>
      ) : null}
      {/* A draft's page is its results (no supplier has it yet); a sent request's is its offers, what was
          asked and what happened, then the analysis behind it. */}
      {isDraft ? results : offers}
      <RequestSpecification request={request} />
      <RequestHistory orderId={orderId} />
      {isDraft ? null : results}
    </Stack>
  );
}
