import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, type SupplierRequestDetail } from '@specsource/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSupplierRequest } from '../../../api/reviews.ts';
import { AttachmentLinks } from '../../../components/attachment-links.tsx';
import { BackLink } from '../../../components/back-link.tsx';
import { PageLoading, PageMessage, RetryButton } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { emptyOfferValues } from '../lib/offer-form-values.ts';
import { REQUEST_STATUS_BADGES, supplierRequestBadge } from '../lib/status-labels.ts';
import { DeclineModal } from './decline-modal.tsx';
import { OfferCard } from './offer-card.tsx';
import { OfferForm } from './offer-form.tsx';
import { SpecificationList } from './specification-list.tsx';

/** Why no offer can be made, in a line the supplier can act on; null when one can. */
export function closedReason(request: SupplierRequestDetail): string | null {
  if (request.declined) {
    return `You declined this request on ${formatDateTime(request.declined.created_at)}: “${request.declined.reason}”. No offer can be made after declining.`;
  }
  if (!request.can_offer) {
    return `This request is ${REQUEST_STATUS_BADGES[request.status].label.toLowerCase()}, so it no longer takes offers or changes to offers.`;
  }
  return null;
}

/** One request for the supplier: the specification, comment and files, their offers, a new offer, decline. */
export function SupplierRequestPage({ requestId }: { requestId: number }) {
  const { data: request, error, isPending, refetch } = useSupplierRequest(requestId);

  if (isPending) {
    return <PageLoading label="Loading the request…" />;
  }
  if (error) {
    const isMissing = isApiError(error, 'NOT_FOUND') || isApiError(error, 'VALIDATION');
    return (
      <PageMessage
        title={isMissing ? 'Request not found' : 'The request could not be loaded'}
        message={isApiError(error) ? error.detail : MESSAGES.internalError}
        action={
          isMissing ? (
            <Button component={Link} to={paths.supplierRequests.getHref()}>
              Back to requests
            </Button>
          ) : (
            <RetryButton onRetry={() => void refetch()} />
          )
        }
      />
    );
  }
  return <RequestDetail request={request} />;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
}

function RequestDetail({ request }: { request: SupplierRequestDetail }) {
  const [isDeclining, setIsDeclining] = useState(false);
  const status = supplierRequestBadge(request);
  const reason = closedReason(request);

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <BackLink to={paths.supplierRequests.getHref()}>All requests</BackLink>
        <Group justify="space-between" align="flex-end">
          <Title order={1}>Request {request.order_id}</Title>
          <Badge color={status.color} size="lg">
            {status.label}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Fact label="Part" value={request.part.title} />
          <Fact label="Quantity" value={String(request.quantity)} />
          <Fact label="Zip code" value={request.zip_code ?? '—'} />
          <Fact label="Received" value={formatDateTime(request.created_at)} />
        </SimpleGrid>
      </Stack>

      <Stack gap="sm" component="section" aria-label="Specification">
        <Title order={2} fz="h3">
          Specification
        </Title>
        <SpecificationList answer={request.answer} />
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap="xs" component="section" aria-label="Comment">
          <Title order={2} fz="h3">
            Comment
          </Title>
          <Text c={request.comment ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
            {request.comment || 'No comment.'}
          </Text>
        </Stack>
        <Stack gap="xs" component="section" aria-label="Request attachments">
          <Title order={2} fz="h3">
            Attachments
          </Title>
          <AttachmentLinks attachments={request.attachments} />
        </Stack>
      </SimpleGrid>

      <Stack gap="sm" component="section" aria-label="Your offers">
        <Title order={2} fz="h3">
          Your offers
        </Title>
        {request.my_offers.length === 0 ? (
          <Text c="dimmed">You have not made an offer on this request yet.</Text>
        ) : (
          request.my_offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} canChange={request.can_offer} />
          ))
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-label="New offer">
        <Group justify="space-between">
          <Title order={2} fz="h3">
            Make an offer
          </Title>
          {reason === null && request.my_offers.length === 0 ? (
            <Button variant="outline" color="red" onClick={() => setIsDeclining(true)}>
              Decline request
            </Button>
          ) : null}
        </Group>
        {reason === null ? (
          <OfferForm
            target={{ requestId: request.id }}
            initialValues={emptyOfferValues(request.quantity)}
            submitLabel="Send offer"
          />
        ) : (
          <Alert color="gray" title="Offers are closed">
            {reason}
          </Alert>
        )}
      </Stack>
      <DeclineModal
        requestId={request.id}
        orderId={request.order_id}
        opened={isDeclining}
        onClose={() => setIsDeclining(false)}
      />
    </Stack>
  );
}
