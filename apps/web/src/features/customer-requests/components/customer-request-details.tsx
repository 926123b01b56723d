import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { CUSTOMER_REQUEST_MESSAGES, MESSAGES } from '@specsource/contracts';
import { Link } from 'react-router';
import { PageLoading, PageMessage, RetryButton } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useCustomerRequest } from '../api/get-customer-request.ts';
import { OfferComparison } from './offer-comparison.tsx';
import { RequestStatusBadge } from './request-status-badge.tsx';

const backToRequests = (
  <Button component={Link} to={paths.userRequests.getHref()}>
    Back to your requests
  </Button>
);

/** One request (`?template=request-details&order_id=…`) and the comparison of the offers selected for it. */
export function CustomerRequestDetails({ orderId }: { orderId: string }) {
  const { data, error, isPending, refetch } = useCustomerRequest(orderId);

  if (isPending) {
    return <PageLoading label="Loading your request…" />;
  }
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
        action={<RetryButton onRetry={() => void refetch()} />}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={paths.userRequests.getHref()} size="sm">
          ← Your requests
        </Anchor>
        <Title order={1}>
          {data.part.title} · {data.order_id}
        </Title>
        <Group gap="sm">
          <RequestStatusBadge status={data.status} />
          <Text c="dimmed">Quantity requested: {data.quantity}</Text>
        </Group>
      </Stack>
      {data.offers.length === 0 ? (
        <Text>{CUSTOMER_REQUEST_MESSAGES.noOffers}</Text>
      ) : (
        <OfferComparison request={data} />
      )}
    </Stack>
  );
}
